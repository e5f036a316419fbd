import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

describe('background tasks', () => {
  it('runs tasks after the fact, logs failures and lets shutdown wait for them', async () => {
    const error = vi.fn();
    const tasks = createBackgroundTasks({ error } as never);
    const done: string[] = [];
    tasks.run(new Promise((resolve) => setTimeout(resolve, 30)).then(() => done.push('slow')));
    tasks.run(Promise.reject(new Error('smtp down')));
    tasks.run(Promise.resolve().then(() => done.push('fast')));
    await tasks.drain();
    expect(done.sort()).toEqual(['fast', 'slow']);
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'smtp down' }) },
      'background task failed',
    );
    await tasks.drain();
  });
});
