/**
 * The house rules that `npm run check` (Biome) enforces, shown failing on deliberate
 * violations: a web feature importing another feature, and an import cycle (type-only too).
 * Also: no production source file over 400 lines, and no test helper in a production folder.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/**
 * Throw-away feature folders inside src/web/features, each with its own files, linted by one
 * Biome run (Biome is heavy: one run keeps this file quick on a busy machine).
 */
const probes = {
  crossFeature: {
    'page.tsx': "import { formatDay } from '../events/event-card';\nexport const a = formatDay;\n",
    'part/deep.tsx': "import { x } from '../../gallery/format';\nexport const b = x;\n",
  },
  allowed: {
    'own.ts': 'export const own = 1;\n',
    'page.tsx': [
      "import { own } from './own';",
      "import { formatDay } from '../../shared/format';",
      "import { Logo } from '../../ui/logo';",
      "import { apiFetch } from '../../app/api';",
      'export const all = [own, formatDay, Logo, apiFetch];',
      '',
    ].join('\n'),
    'part/deep.ts': "import { own } from '../own';\nexport const again = own;\n",
  },
  typeCycle: {
    'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
    'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
  },
} satisfies Record<string, Record<string, string>>;

type Probe = keyof typeof probes;
const probeDirs = Object.fromEntries(
  Object.keys(probes).map((name) => [
    name,
    path.join('src', 'web', 'features', `zz-probe-${process.pid}-${name}`),
  ]),
) as Record<Probe, string>;

/** Biome's diagnostics per probe: the rule names reported for files of that probe. */
let diagnostics: Record<Probe, string[]>;
let output = '';

beforeAll(async () => {
  const files: string[] = [];
  for (const [name, entries] of Object.entries(probes)) {
    for (const [file, text] of Object.entries(entries)) {
      const relative = path.join(probeDirs[name as Probe], file);
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      writeFileSync(path.join(root, relative), text);
      files.push(relative);
    }
  }
  try {
    const { stdout, stderr } = await run(biome, ['lint', '--max-diagnostics=100', ...files], {
      cwd: root,
    });
    output = stdout + stderr;
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    output = stdout + stderr;
  }
  diagnostics = Object.fromEntries(
    (Object.keys(probes) as Probe[]).map((name) => [
      name,
      [...output.matchAll(/^(\S+):\d+:\d+ (lint\/\S+)/gm)]
        .filter(([, file]) => file?.startsWith(probeDirs[name]))
        .map(([, , rule]) => rule as string),
    ]),
  ) as Record<Probe, string[]>;
}, 120_000);

afterAll(() => {
  for (const dir of Object.values(probeDirs)) {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
});

describe('feature boundaries and cycles (Biome, npm run check)', () => {
  it('refuses a web feature importing another feature, at every depth', () => {
    expect(diagnostics.crossFeature).toEqual([
      'lint/style/noRestrictedImports',
      'lint/style/noRestrictedImports',
    ]);
    expect(output).toContain('A feature never imports another feature');
  });

  it('lets a feature import its own parts, the shared modules, ui and app', () => {
    expect(diagnostics.allowed).toEqual([]);
  });

  it('refuses an import cycle, also through type-only imports', () => {
    expect(diagnostics.typeCycle).toContain('lint/suspicious/noImportCycles');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'migrations' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

describe('the source tree', () => {
  const production = sourceFiles(path.join(root, 'src')).filter((file) => !isTest(file));

  it('has no production source file over 400 lines', () => {
    const long = production
      .map((file) => ({
        file: path.relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });

  it('keeps test helpers out of production folders and process.env in the two configurations', () => {
    const helpers = production.filter(
      (file) =>
        /(test-helpers|test-builders|testing|test-support)/.test(path.basename(file)) ||
        /from 'vitest'/.test(readFileSync(file, 'utf8')),
    );
    expect(helpers.map((file) => path.relative(root, file))).toEqual([]);
    // The product reads the environment in its configuration, the tests in their harness's
    // (config.test.ts compares readEnvironment with it).
    const readers = sourceFiles(path.join(root, 'src'))
      .filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
      .sort();
    expect(readers).toEqual([
      'src/server/config.test.ts',
      'src/server/config.ts',
      'src/test/env.ts',
    ]);
  });
});
