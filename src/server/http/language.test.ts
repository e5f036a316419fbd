import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

describe('requestLanguage', () => {
  it.each([
    ['http://x/api?lang=en', undefined, 'en'],
    ['http://x/api?lang=pl', 'en-US,en;q=0.9', 'pl'],
    ['http://x/api?lang=de', 'en-US', 'en'],
    ['http://x/api', 'en-GB,en;q=0.9,pl;q=0.8', 'en'],
    ['http://x/api', 'pl-PL,pl;q=0.9,en;q=0.8', 'pl'],
    ['http://x/api', 'de-DE,fr;q=0.9,en;q=0.5', 'en'],
    ['http://x/api', 'en;q=0.2, pl;q=0.7', 'pl'],
    ['http://x/api', 'en;q=0', 'pl'],
    ['http://x/api', 'de-DE', 'pl'],
    ['http://x/api', '', 'pl'],
    ['http://x/api', undefined, 'pl'],
    ['http://x/api', ';;;,,q=abc', 'pl'],
  ])('%s with Accept-Language %j → %s', (url, accept, expected) => {
    expect(requestLanguage(url, accept)).toBe(expected);
  });
});
