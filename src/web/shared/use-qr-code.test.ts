// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQrCode } from './use-qr-code';

describe('useQrCode', () => {
  it('is pending, then a PNG; another text is pending again until drawn', async () => {
    const { result, rerender } = renderHook(({ text }) => useQrCode(text, 228), {
      initialProps: { text: 'https://momenty.test/public/abc' },
    });
    expect(result.current).toEqual({ state: 'pending' });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const first = result.current.state === 'ready' ? result.current.src : '';
    expect(first).toMatch(/^data:image\/png;base64,/);

    rerender({ text: 'https://momenty.test/public/xyz' });
    expect(result.current).toEqual({ state: 'pending' });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.state === 'ready' && result.current.src).not.toBe(first);
  });

  it('fails for a text no QR code can hold', async () => {
    const { result } = renderHook(() => useQrCode('x'.repeat(5000), 228));
    await waitFor(() => expect(result.current.state).toBe('failed'));
  });

  it('asks again on a retry: pending, then drawn or failed anew', async () => {
    const { result } = renderHook(() => useQrCode('x'.repeat(5000), 228));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    const failed = result.current;
    act(() => {
      if (failed.state === 'failed') failed.retry();
    });
    expect(result.current).toEqual({ state: 'pending' });
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current).not.toBe(failed);
  });
});
