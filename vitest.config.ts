import { defineConfig } from 'vitest/config';

/** Unit and integration tests (Vitest). End-to-end journeys run under Playwright from e2e/. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
