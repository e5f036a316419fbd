/**
 * Runs before every Vitest file: a test that logs console.error fails unless
 * it expects it (it must spy on console.error itself).
 */
// zod's schemas gain .openapi() only when created after this import: load it before any test's modules.
import '@hono/zod-openapi';
import { afterEach, beforeEach, vi } from 'vitest';
import { testDatabaseUrl, underCi } from './env';

// The PostgreSQL suites (two-process scale-out, PGlite → PostgreSQL) are skipped without a
// server on a developer's machine, never in CI.
if (underCi && !testDatabaseUrl) {
  throw new Error('CI=true needs TEST_DATABASE_URL: the PostgreSQL suites must run in CI');
}

let unexpected: unknown[][] = [];

// A browser test runs on a Polish phone unless it says otherwise (jsdom would say en-US), so the
// guest page's language order (?lang, then the browser) starts from the product's default.
if (typeof navigator !== 'undefined' && typeof window !== 'undefined') {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['pl-PL', 'pl'] });
  Object.defineProperty(navigator, 'language', { configurable: true, get: () => 'pl-PL' });
}

// Testing Library's findBy… and waitFor give up after 1 s by default. A screen's first render in
// jsdom (Mantine, a lazy route) took longer than that once in a CI rehearsal on two busy cores
// (the signed-in FAQ page, 1.2 s), so every browser test waits up to 5 s; a passing wait ends as
// soon as the screen is there, so this only changes how long a failing one takes to say so.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
});

afterEach(() => {
  const calls = unexpected;
  vi.restoreAllMocks();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called unexpectedly:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
