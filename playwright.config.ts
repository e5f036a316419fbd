/**
 * Playwright journeys (e2e/) in the system's Chromium (its headless shell where Debian's
 * chromium-headless-shell is installed, e2e/browser.ts) against the built server
 * (`npm run build` runs first, from scripts/test.mjs). Without a Chromium the
 * journeys are skipped locally and fail in CI.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath, hasChromium } from './e2e/browser';
import { fullDiskReserveMb, fullDiskServer } from './e2e/full-disk';
import { dataDirVariable } from './e2e/outbox';
import { serverNodeFlags } from './scripts/server-flags';

// E2E_PORT lets several checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 3457);
const baseURL = `http://127.0.0.1:${port}`;

// One DATA_DIR for the whole run: the workers load this file too, inherit the variable and read
// the e-mails the server writes to <DATA_DIR>/outbox (e2e/outbox.ts).
const dataDir = process.env[dataDirVariable] ?? mkdtempSync(join(tmpdir(), 'momenty-e2e-'));
process.env[dataDirVariable] = dataDir;

if (!hasChromium) {
  if (process.env.CI === 'true') {
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's chromium-headless-shell (or chromium) package or set CHROMIUM_PATH. Browser tests cannot run.`,
    );
  }
  // Workers load this file too; say it once, from the main process.
  if (!process.env.TEST_WORKER_INDEX) {
    console.log(
      `Browser tests are skipped because no Chromium was found at ${chromiumPath} (set CHROMIUM_PATH).`,
    );
  }
}

const fullDisk = fullDiskServer(baseURL, dataDir);

/** A server as `npm run serve` starts it (its Node.js flags), on `env`'s port and DATA_DIR. */
function server(env: { PORT: string; DATA_DIR: string; DISK_RESERVE_MB?: string }) {
  return {
    command: ['node', ...serverNodeFlags, 'dist/server/main.js'].join(' '),
    url: `http://127.0.0.1:${env.PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Rate limiting stays on, but high enough that parallel journeys from one address pass.
      AUTH_RATE_LIMIT_MAX: '1000',
      // No Google credentials: the journeys check that the button stays hidden.
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      // Lifecycle e-mails (the welcome) go out within seconds, not within the minute.
      LIFECYCLE_INTERVAL_SECONDS: '2',
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  // Under CI a journey that fails once runs once more and is reported as flaky (the upload
  // journeys race a reload or an outage against real uploads on a shared two-core machine);
  // a journey that fails twice fails the run.
  retries: process.env.CI === 'true' ? 1 : 0,
  workers: process.env.CI === 'true' ? 2 : undefined,
  timeout: 30_000,
  // Password hashing on one embedded database is slow when several journeys sign in at once.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    // Recording a trace (a DOM snapshot and a screenshot at every step) took a third of the
    // journeys' time on two cores (decision 034). Under CI the retry of a failed journey is
    // traced; a local run, which does not retry, keeps the trace of a journey that failed.
    trace: process.env.CI === 'true' ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'pl-PL',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  // Without a browser every journey skips itself (see e2e/browser.ts), so no server is needed.
  webServer: hasChromium
    ? [
        server({ PORT: String(port), DATA_DIR: dataDir }),
        // A server whose disk is "full" (e2e/full-disk.ts): every new upload is refused.
        server({
          PORT: new URL(fullDisk.url).port,
          DATA_DIR: fullDisk.dataDir,
          DISK_RESERVE_MB: fullDiskReserveMb,
        }),
      ]
    : undefined,
});
