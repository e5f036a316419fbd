import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('resolves only after the given number of frames, in a task after the last', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    let done = false;
    const painted = afterPaint(2).then(() => {
      done = true;
    });
    const runFrame = async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await runFrame();
    expect(done).toBe(false);
    await runFrame();
    await painted;
    expect(done).toBe(true);
  });

  it('resolves at once where nothing paints', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    await expect(afterPaint()).resolves.toBeUndefined();
  });
});
