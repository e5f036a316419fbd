/**
 * The house rules that `npm run check` (Biome) enforces, shown failing on deliberate
 * violations: a web feature importing another feature, and an import cycle (type-only too).
 * Also: no production source file over 400 lines, and no test helper in a production folder.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/** Biome's lint diagnostics (rule names) for the given files. */
async function lint(files: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(biome, ['lint', '--max-diagnostics=100', ...files], {
      cwd: root,
    });
    return stdout + stderr;
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}${stderr}\nFAILED`;
  }
}

const probes: string[] = [];
/** A throw-away feature folder inside src/web/features (removed after the test). */
function probeFeature(files: Record<string, string>): string[] {
  const dir = path.join(root, 'src', 'web', 'features', `zz-probe-${process.pid}-${probes.length}`);
  probes.push(dir);
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return path.relative(root, file);
  });
}

afterEach(() => {
  for (const dir of probes.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('feature boundaries and cycles (Biome, npm run check)', () => {
  it('refuses a web feature importing another feature, at every depth', async () => {
    const files = probeFeature({
      'page.tsx':
        "import { formatDay } from '../events/event-card';\nexport const a = formatDay;\n",
      'part/deep.tsx': "import { x } from '../../gallery/format';\nexport const b = x;\n",
    });
    const out = await lint(files);
    expect(out).toContain('FAILED');
    expect(out.match(/lint\/style\/noRestrictedImports/g)?.length).toBe(2);
    expect(out).toContain('A feature never imports another feature');
  }, 60_000);

  it('lets a feature import its own parts, the shared modules, ui and app', async () => {
    const files = probeFeature({
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
    });
    expect(await lint(files)).not.toContain('FAILED');
  }, 60_000);

  it('refuses an import cycle, also through type-only imports', async () => {
    const files = probeFeature({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    const out = await lint(files);
    expect(out).toContain('FAILED');
    expect(out).toContain('lint/suspicious/noImportCycles');
  }, 60_000);
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
