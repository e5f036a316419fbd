/**
 * The album grid with 10 000 items in Chromium: the real server in-process (embedded database,
 * serving the built web app from dist/web: run `npm run build` first), an owner with a premium
 * event whose default album holds 10 000 ready photos (rows inserted directly; one small WebP
 * stored under every item's thumb key, so every tile loads a real image; then analyzed, as the
 * server's upkeep would have). Chromium at 1440×900 opens the album page signed in; prints
 * the time from navigation to the first
 * painted tiles (the grid's `album-grid-painted` performance mark), split into where it went
 * (the page's scripts all in, its early reads answered, the app's code evaluated and started:
 * the app's `app-start` mark; the rest is the first render), and the time to scroll to
 * the end one screen per frame until no placeholder is left, with the longest frame and the
 * longest any placeholder stayed on the page before its photo arrived.
 * 3 runs (a fresh browser context each), median.
 * Run: npx tsx bench/grid-render.ts [items=10000] [runs=3]; `--quick` (run by npm test): 300
 * items, one run, to prove it still works.
 */
// First: it adds `.openapi()` to zod, which the server's presenters use as they load.
import '@hono/zod-openapi';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { browserChromiumPath, chromiumArgs } from '../e2e/browser';
import { createStorage } from '../src/server/adapters/create-adapters';
import { events, media, uploadBatches } from '../src/server/db/schema';
import { upkeepOnce } from '../src/server/db/upkeep';
import { mediaStorageKey } from '../src/server/features/media/media-keys';
import { signedInOwner } from '../src/test/auth';
import { testDatabases } from '../src/test/db';
import { seedEvent } from '../src/test/guest';
import { startTestServer } from '../src/test/server';
import { appStartMark } from '../src/web/app/start-mark';
import { gridPaintedMark } from '../src/web/features/gallery/grid-mark';
import { median } from './median';

const quick = process.argv.includes('--quick');
const numbers = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const items = quick ? 300 : Number(numbers[0] ?? 10_000);
const runs = quick ? 1 : Number(numbers[1] ?? 3);
const webDir = path.resolve('dist/web');

if (!existsSync(path.join(webDir, 'index.html'))) {
  console.error('dist/web is missing: run `npm run build` first.');
  process.exit(1);
}

const [database] = testDatabases;
if (!database) throw new Error('no test database');
const server = await startTestServer(database, { webDir });
try {
  const { db } = server.database;
  // The owner: signed up, confirmed and signed in through the API (auth test helpers).
  const { client, userId } = await signedInOwner(server);
  const { eventId, albumId } = await seedEvent(server, { plan: 'premium', filesCount: items });
  await db.update(events).set({ userId }).where(eq(events.id, eventId));
  const batchId = randomBytes(12).toString('base64url');
  await db.insert(uploadBatches).values({
    id: batchId,
    eventId,
    albumId,
    kind: 'upload',
    guestName: 'Ciocia Jadzia',
    filesCount: items,
  });
  const storage = createStorage(server.config);
  const thumb = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 180, g: 120, b: 90 } },
  })
    .webp()
    .toBuffer();
  const started = Date.now();
  const chunk = 1000;
  for (let start = 0; start < items; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, items - start) }, (_, i) => {
      const id = `m${String(start + i).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
      return {
        id,
        eventId,
        albumId,
        batchId,
        kind: 'photo',
        fileIndex: null,
        storageKey: mediaStorageKey(eventId, id, 'original'),
        originalName: `IMG_${start + i}.jpg`,
        size: 2_000_000,
        mime: 'image/jpeg',
        width: 4000,
        height: 3000,
        state: 'ready',
        createdAt: new Date(Date.UTC(2026, 5, 20, 12) + (start + i) * 1000),
      };
    });
    await db.insert(media).values(rows);
    await Promise.all(
      rows.map((row) => storage.put(mediaStorageKey(eventId, row.id, 'thumb'), thumb)),
    );
  }
  console.log(`seeded ${items} items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // What the server's upkeep (main.ts) has long since done for an album that grew this big.
  if (server.database.pglite) await upkeepOnce(server.database.pglite);

  const browser = await chromium.launch({
    executablePath: browserChromiumPath,
    args: chromiumArgs,
  });
  const firstPaint: number[] = [];
  const scriptsIn: number[] = [];
  const appStarted: number[] = [];
  const scrollEnd: number[] = [];
  const longestFrame: number[] = [];
  const oldestPlaceholder: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'pl-PL',
      });
      await context.addCookies(
        [...client.cookies].map(([name, value]) => ({ name, value, url: server.url })),
      );
      // The page itself says when the grid has painted (a console message from a script that
      // runs before the page's own). Waiting with Playwright's waitForFunction would evaluate
      // Playwright's helper script in the page while the app is still loading: about 70 ms of
      // parsing on the page's main thread, counted in the figure, that no owner's browser does.
      await context.addInitScript({
        content: `new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName(${JSON.stringify(gridPaintedMark)}).length === 0) return;
          observer.disconnect();
          console.debug(${JSON.stringify(gridPaintedMark)});
        }).observe({ type: 'mark', buffered: true });`,
      });
      const page = await context.newPage();
      const paintedSignal = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the grid did not paint in 60 s')), 60_000);
        page.on('console', (message) => {
          if (message.text() !== gridPaintedMark) return;
          clearTimeout(timer);
          resolve();
        });
      });
      await page.goto(`${server.url}/albums/${eventId}/${albumId}`);
      await paintedSignal;
      const painted = await page.evaluate(
        (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        gridPaintedMark,
      );
      // Before the app started: when its last script, and the last of the reads the page's
      // entry sends ahead of it, had arrived; then when the app's evaluated code started.
      const phases = (await page.evaluate(`(() => {
        const started = performance.getEntriesByName(${JSON.stringify(appStartMark)})[0]?.startTime ?? NaN;
        const before = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < started)
          .map((entry) => ({ path: new URL(entry.name).pathname, end: entry.responseEnd }));
        const lastOf = (entries) => entries.reduce((latest, entry) => Math.max(latest, entry.end), 0);
        return {
          scripts: lastOf(before.filter((entry) => /^\\/assets\\/.*\\.js$/.test(entry.path))),
          reads: lastOf(before.filter((entry) => entry.path.startsWith('/api/'))),
          started,
        };
      })()`)) as { scripts: number; reads: number; started: number };
      // A string, not a function: tsx would wrap inner functions in a helper the page lacks.
      const scrolled = (await page.evaluate(`(async () => {
        const begin = performance.now();
        let last = begin;
        let worst = 0;
        // How long each placeholder (by its index) stayed on the page before its photo came.
        const seen = new Map();
        let oldest = 0;
        const watch = (now) => {
          const current = new Set();
          for (const el of document.querySelectorAll('[data-testid="media-placeholder"]')) {
            const index = el.getAttribute('data-index');
            current.add(index);
            if (!seen.has(index)) seen.set(index, now);
          }
          for (const [index, since] of seen) {
            if (current.has(index)) continue;
            oldest = Math.max(oldest, now - since);
            seen.delete(index);
          }
        };
        const frame = () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => {
              const now = performance.now();
              worst = Math.max(worst, now - last);
              last = now;
              watch(now);
              resolve();
            }),
          );
        const atEnd = () =>
          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        while (!atEnd()) {
          window.scrollBy(0, window.innerHeight);
          await frame();
        }
        // Until the pages behind the last screen have arrived and no placeholder is left.
        while (document.querySelector('[data-testid="media-placeholder"]')) await frame();
        await frame();
        return { total: performance.now() - begin, worst, oldest };
      })()`)) as { total: number; worst: number; oldest: number };
      const tilesInDom = await page.getByTestId('media-tile').count();
      console.log(
        `run ${run}: first tiles painted ${painted.toFixed(0)} ms after navigation (scripts in by ${phases.scripts.toFixed(0)} ms, early reads answered by ${phases.reads.toFixed(0)} ms, the app started at ${phases.started.toFixed(0)} ms, then its first render); scrolled to the end of ${items} in ${scrolled.total.toFixed(0)} ms (longest frame ${scrolled.worst.toFixed(0)} ms, ${tilesInDom} tiles in the DOM); the oldest placeholder lived ${scrolled.oldest.toFixed(0)} ms`,
      );
      firstPaint.push(painted);
      scriptsIn.push(phases.scripts);
      appStarted.push(phases.started);
      scrollEnd.push(scrolled.total);
      longestFrame.push(scrolled.worst);
      oldestPlaceholder.push(scrolled.oldest);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `grid with ${items} items (median of ${runs}): first tiles ${median(firstPaint).toFixed(0)} ms (scripts in ${median(scriptsIn).toFixed(0)} ms, app started ${median(appStarted).toFixed(0)} ms), scroll to end ${median(scrollEnd).toFixed(0)} ms, longest frame ${median(longestFrame).toFixed(0)} ms, oldest placeholder ${median(oldestPlaceholder).toFixed(0)} ms (targets: first tiles ≤ 1000 ms, no placeholder older than 1000 ms)`,
  );
} finally {
  await server.close();
}
