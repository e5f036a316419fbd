import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests (Vitest). End-to-end journeys run under Playwright from e2e/. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one file fewer than the cores: one at a time on two cores. The
    // integration files mostly wait (servers, databases, timers), so one file more than the
    // cores keeps the cores busy. On two cores, with both databases: 16 minutes one file at a
    // time, 11 two at a time; then, on another machine, 11.6 minutes two at a time and 8.9
    // three at a time, with the same results.
    maxWorkers: os.availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
