/** A part loaded with its first use: one load for many asks, and a failure that is not kept. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, describeError } from '../../../app/api';
import { onDemand } from './on-demand';

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

  it('forgets a failed load, told as no connection: the next ask loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      // What the build's loader throws when a part's stylesheet did not arrive.
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/lightbox.css'))
      .mockResolvedValueOnce('dialog');
    const part = onDemand(load);
    const failure = await part.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(describeError(failure).key).toBe('errors.network');
    expect(part.loaded()).toBeNull();
    await expect(part.load()).resolves.toBe('dialog');
    expect(part.loaded()).toBe('dialog');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
