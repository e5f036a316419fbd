// @vitest-environment jsdom
/**
 * A part loaded with its first use: one load for many asks, a failure that is not kept, and a
 * failure told as what it is: no connection, or a new version of the page gone live (the page,
 * asked again at the fetch boundary, names another entry script).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, describeError } from '../../../app/api';
import { isPageUpdated, onDemand } from './on-demand';

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;

/** The server's answer to the page's address, asked again after a failed load. */
function serverAnswers(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A load that fails the way the build's loader does when a part's stylesheet did not come. */
function failingOnce(then: string) {
  return vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/lightbox.css'))
    .mockResolvedValueOnce(then);
}

beforeEach(() => {
  document.head.innerHTML = '<script type="module" crossorigin src="/assets/guest-A1.js"></script>';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onDemand', () => {
  it('loads once, however many ask at once, and keeps what loaded', async () => {
    const load = vi.fn(async () => 'lightbox');
    const part = onDemand(load);
    expect(part.loaded()).toBeNull();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect([first, second]).toEqual(['lightbox', 'lightbox']);
    expect(part.loaded()).toBe('lightbox');
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, told as no connection when the server does not answer', async () => {
    const fetch = serverAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    const load = failingOnce('dialog');
    const part = onDemand(load);
    const failure = await part.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(describeError(failure).key).toBe('errors.network');
    expect(fetch).toHaveBeenCalledWith(window.location.href, { cache: 'no-store' });
    expect(part.loaded()).toBeNull();
    await expect(part.load()).resolves.toBe('dialog');
    expect(part.loaded()).toBe('dialog');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is no connection when the server still serves this version of the page', async () => {
    serverAnswers(async () => new Response(page('/assets/guest-A1.js'), { status: 200 }));
    const failure = await onDemand(failingOnce('x'))
      .load()
      .catch((error: unknown) => error);
    expect(describeError(failure).key).toBe('errors.network');
    expect(isPageUpdated(failure)).toBe(false);
  });

  it('is a new version of the page when the server names another entry script', async () => {
    serverAnswers(async () => new Response(page('/assets/guest-B2.js'), { status: 200 }));
    const failure = await onDemand(failingOnce('x'))
      .load()
      .catch((error: unknown) => error);
    expect(describeError(failure).key).toBe('errors.pageUpdated');
    expect(isPageUpdated(failure)).toBe(true);
  });

  it("is no connection when the answer is no page (a proxy's error, say)", async () => {
    serverAnswers(async () => new Response('Bad gateway', { status: 502 }));
    const failure = await onDemand(failingOnce('x'))
      .load()
      .catch((error: unknown) => error);
    expect(describeError(failure).key).toBe('errors.network');
  });
});
