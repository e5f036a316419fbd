import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error';

describe('readErrorBody', () => {
  it('reads the API error body, with or without data', () => {
    expect(readErrorBody({ error: 'errors.notFound', message: 'Not found', status: 404 })).toEqual({
      error: 'errors.notFound',
      message: 'Not found',
      status: 404,
    });
    expect(
      readErrorBody({
        error: 'errors.fileLimitReached',
        message: 'Limit',
        status: 403,
        data: { limit: 10 },
        extra: true,
      }),
    ).toEqual({
      error: 'errors.fileLimitReached',
      message: 'Limit',
      status: 403,
      data: { limit: 10 },
    });
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'errors.notFound',
      [],
      { error: 'x', message: 'y' },
      { error: 'x', message: 'y', status: '404' },
      { error: 'x', message: 'y', status: 404.5 },
      { error: 1, message: 'y', status: 404 },
      { error: 'x', status: 404 },
      { error: 'x', message: 'y', status: 404, data: [1] },
      { error: 'x', message: 'y', status: 404, data: 'z' },
    ]) {
      expect(readErrorBody(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});
