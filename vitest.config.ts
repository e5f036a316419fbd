import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests (Vitest). End-to-end journeys run under Playwright from e2e/. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one file fewer than the cores: one at a time on two cores. The
    // integration files mostly wait (servers, databases, timers), so two at once take about
    // 11 minutes there instead of 16, with the same results.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
