// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { en } from '../../shared/i18n/en/index';
import { ApiError, apiFetch, describeError, useErrorMessage } from './api';
import { createI18n } from './i18n';

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends JSON with credentials and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiFetch('/api/things', {
      method: 'POST',
      body: { name: 'Ala' },
      schema: z.object({ ok: z.boolean() }),
    });
    expect(result).toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/things');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ala"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends a Blob as it is, with its own type', async () => {
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await apiFetch('/api/things', { method: 'PUT', body: file });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['content-type']).toBe('image/png');
  });

  it('returns undefined for an empty answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiFetch('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns an error body into an ApiError with its key and parameters', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(404, {
          error: 'errors.notFound',
          message: 'Not found',
          status: 404,
          data: { id: 'e1' },
        }),
      ),
    );
    const error = await apiFetch('/api/events/e1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ key: 'errors.notFound', status: 404, params: { id: 'e1' } });
  });

  it('reports an unreadable error answer as unexpected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      key: 'errors.unexpected',
      status: 502,
    });
  });

  it('reports an answer of the wrong shape as unexpected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { siteName: 1 })),
    );
    await expect(
      apiFetch('/api/config', { schema: z.object({ siteName: z.string() }) }),
    ).rejects.toMatchObject({
      key: 'errors.unexpected',
    });
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ key: 'errors.network', status: 0 });
  });

  it('rethrows an abort as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(apiFetch('/api/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('describeError', () => {
  it('keeps only text and number parameters', () => {
    const error = new ApiError({
      key: 'errors.x',
      status: 400,
      params: { days: 7, name: 'A', fields: { a: 1 } },
    });
    expect(describeError(error)).toEqual({ key: 'errors.x', params: { days: 7, name: 'A' } });
  });

  it('maps a TypeError to the network key and anything else to unexpected', () => {
    expect(describeError(new TypeError('Failed to fetch')).key).toBe('errors.network');
    expect(describeError(new Error('boom')).key).toBe('errors.unexpected');
    expect(describeError('boom').key).toBe('errors.unexpected');
  });
});

describe('useErrorMessage', () => {
  it('translates known keys with their parameters and unknown keys as unexpected', () => {
    const i18n = createI18n('en', en);
    i18n.addResourceBundle('en', 'translation', {
      errors: { unexpected: 'Something broke', daysLeft: '{{days}} days left' },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useErrorMessage(), { wrapper });
    const message = result.current;
    expect(
      message(new ApiError({ key: 'errors.daysLeft', status: 400, params: { days: 3 } })),
    ).toBe('3 days left');
    expect(message(new ApiError({ key: 'errors.fromTheFuture', status: 400 }))).toBe(
      'Something broke',
    );
    expect(message(new Error('x'))).toBe('Something broke');
  });
});
