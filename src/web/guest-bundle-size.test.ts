/**
 * The guest entry's size budget: what a guest's phone must download before the page works (the
 * entry script and every module it preloads), brotli-compressed as the server sends it, stays
 * within 100 KB. A size check, not a timing: it builds the guest entry into a temporary folder.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const budgetBytes = 100_000;

describe('the guest entry', () => {
  let outDir: string;
  let html: string;
  let eager: string[];

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-guest-build-'));
    await promisify(execFile)(
      process.execPath,
      [
        path.resolve('node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'vite.guest.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: path.resolve('.') },
    );
    html = readFileSync(path.join(outDir, 'guest.html'), 'utf8');
    eager = [
      ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1] as string);
  }, 120_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  const read = (url: string) => readFileSync(path.join(outDir, url.replace(/^\//, '')));
  const brotli = (bytes: Buffer) =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

  it(`loads at most ${budgetBytes / 1000} KB of JavaScript (brotli) before it works`, () => {
    expect(eager.length).toBeGreaterThan(0);
    const sizes = eager.map((url) => ({ url, bytes: brotli(read(url)) }));
    const total = sizes.reduce((sum, file) => sum + file.bytes, 0);
    console.info(
      `guest entry JavaScript: ${(total / 1000).toFixed(1)} KB brotli in ${sizes.length} files`,
    );
    expect(total).toBeLessThanOrEqual(budgetBytes);
  });

  it('fetches its code in at most as many files as a browser opens connections to one server (6)', () => {
    // Over HTTP/1.1 a browser opens six connections to a server: a seventh file waits for one
    // of the first six to finish, a round trip more on a venue's network.
    expect(eager.length).toBeLessThanOrEqual(6);
  });

  it('carries none of the owner app (no Mantine, React DOM, router) and no schema library', () => {
    for (const url of eager) {
      const text = read(url).toString('utf8');
      expect(text, url).not.toMatch(/\$ZodType|ZodObject/);
      expect(text, url).not.toMatch(/mantine/i);
      expect(text, url).not.toContain('react-dom.production');
      expect(text, url).not.toContain('react-router');
    }
  });

  it('loads no schema library at all, not even later (its answers are checked without one)', () => {
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(eager.length);
    for (const file of scripts) {
      const text = readFileSync(path.join(outDir, 'assets', file), 'utf8');
      expect(text, file).not.toMatch(/\$ZodType|ZodObject|ZodError/);
    }
  });

  it('keeps the placeholders the server fills: shell, data, head', () => {
    for (const mark of ['<!--guest-head-->', '<!--guest-shell-->', '<!--guest-data-->']) {
      expect(html).toContain(mark);
    }
  });
});
