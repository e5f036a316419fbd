/**
 * The PDF worker pool: the source worker (under vitest, through tsx) and, when the server has
 * been built (`npm run build:server`, run here when missing), the bundled dist/server/guestbook-pdf-worker.js; one
 * reused thread that is not the main one; failures reported; closed cleanly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPdfRenderer } from './pdf-renderer';

const input = {
  size: 'a5' as const,
  language: 'pl',
  title: 'Księga gości',
  eventName: 'Wesele',
  eventDate: '20 czerwca 2026',
  emptyText: 'Nie ma jeszcze wpisów.',
  pageLabel: 'Strona {{page}} z {{pages}}',
  modifiedAt: '2026-06-20T20:00:00.000Z',
  entries: [{ name: 'Łukasz', time: '20:05', note: null, message: 'Zażółć', photos: [] }],
};

const builtMain = new URL('../../../../dist/server/main.js', import.meta.url);

/** Bundles the server (about a second) when no build is there yet, so the bundled worker is always tested. */
function ensureBuilt(): void {
  if (existsSync(new URL('./guestbook-pdf-worker.js', builtMain))) return;
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const { status } = spawnSync('node', ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (status !== 0) throw new Error('npm run build:server failed');
}

describe('PDF renderer', () => {
  it('renders in one reused worker thread, byte for byte the same each time', async () => {
    const renderer = createPdfRenderer();
    try {
      expect(renderer.threadId()).toBeNull();
      const first = await renderer.render(input);
      const thread = renderer.threadId();
      expect(thread).toBeGreaterThan(0);
      const second = await renderer.render(input);
      expect(renderer.threadId()).toBe(thread);
      expect(first.subarray(0, 5).toString()).toBe('%PDF-');
      expect(second.equals(first)).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it('reports a failed rendering and keeps working', async () => {
    const renderer = createPdfRenderer();
    try {
      const broken = {
        ...input,
        entries: [
          {
            ...input.entries[0],
            photos: [{ jpeg: new Uint8Array([1, 2, 3]), width: 10, height: 10 }],
          },
        ],
      };
      await expect(renderer.render(broken as never)).rejects.toThrow(/PDF rendering failed/);
      expect((await renderer.render(input)).byteLength).toBeGreaterThan(1000);
    } finally {
      await renderer.close();
    }
  });

  it('runs the bundled worker of dist/server', { timeout: 60_000 }, async () => {
    ensureBuilt();
    const renderer = createPdfRenderer({ moduleUrl: pathToFileURL(builtMain.pathname).href });
    try {
      const pdf = await renderer.render(input);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(renderer.threadId()).toBeGreaterThan(0);
    } finally {
      await renderer.close();
    }
  });
});
