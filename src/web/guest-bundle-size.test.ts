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
import { en } from '../shared/i18n/en/index';
import { guestResources } from '../shared/i18n/guest-resources';
import { pl } from '../shared/i18n/pl/index';

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

  /** Every script of the guest build (the entry and what it loads later), as text. */
  const scripts = () =>
    readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(path.join(outDir, 'assets', file), 'utf8') }));

  it('finds every text key its code names in its own catalogue, in both languages', () => {
    // The keys as the build writes them: `play.mine.open`, or a prefix completed at run time
    // (`play.mine.kind.${kind}`), which must name a group of texts.
    const keyPattern =
      /[`'"]((?:common|shell|validation|errors|guestPage|guest|slideshow|downloads|play)\.[\w.]+?)(\.?\$\{|[`'"])/g;
    const named = new Set<string>();
    for (const { text } of scripts()) {
      for (const match of text.matchAll(keyPattern)) {
        named.add(`${match[1]}${match[2]?.endsWith('{') ? '.*' : ''}`);
      }
    }
    expect(named.size).toBeGreaterThan(150);
    const missing: string[] = [];
    for (const language of ['pl', 'en'] as const) {
      for (const key of named) {
        const group = key.endsWith('.*');
        const node = key
          .replace(/\.\*$/, '')
          .split('.')
          .reduce<unknown>(
            (at, part) => (at as Record<string, unknown> | undefined)?.[part],
            guestResources[language].translation,
          );
        const plural = key
          .split('.')
          .reduce<unknown>(
            (at, part, index, parts) =>
              (at as Record<string, unknown> | undefined)?.[
                index === parts.length - 1 ? `${part}_other` : part
              ],
            guestResources[language].translation,
          );
        const found = group
          ? typeof node === 'object' && node !== null
          : typeof node === 'string' || typeof plural === 'string';
        if (!found) missing.push(`${language}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('carries none of the hosts’ texts of the namespaces it shares with them', () => {
    // The texts written elsewhere too (a title the guests' part repeats) are left out.
    const elsewhere = new Set(
      [pl, en].flatMap((catalogue) =>
        leaves({
          ...catalogue,
          play: { ...catalogue.play, owner: null },
          downloads: { ...catalogue.downloads, panel: null },
          slideshow: { ...catalogue.slideshow, premiumOnly: null },
        }),
      ),
    );
    const hostsOnly = [
      pl.play.owner,
      en.play.owner,
      pl.downloads.panel,
      en.downloads.panel,
      pl.slideshow.premiumOnly,
      en.slideshow.premiumOnly,
    ]
      .flatMap(leaves)
      // Long enough to be the text itself, not a word that also stands elsewhere.
      .filter((text) => text.length > 24 && !elsewhere.has(text) && !text.includes('{{'));
    expect(hostsOnly.length).toBeGreaterThan(20);
    const all = scripts()
      .map(({ text }) => text)
      .join('\n');
    // A whole string of the build, whichever quotes it was written with.
    const inBuild = (text: string) => ['`', "'", '"'].some((q) => all.includes(`${q}${text}${q}`));
    expect(hostsOnly.filter(inBuild)).toEqual([]);
  });

  it('keeps the placeholders the server fills: shell, data, head', () => {
    for (const mark of ['<!--guest-head-->', '<!--guest-shell-->', '<!--guest-data-->']) {
      expect(html).toContain(mark);
    }
  });
});

/** Every text of a catalogue (or a part of one). */
function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(leaves);
}
