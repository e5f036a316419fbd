import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { activationCodes } from '../src/server/db/schema';
import { runCodes } from './codes';

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) },
  };
}

describe('npm run codes', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  // A fresh data folder: PostgreSQL's initdb and the migrations run first, slow on a loaded machine.
  it('issues a code on the plan, stores it unused and e-mails it', {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-codes-'));
    dirs.push(dataDir);
    const { lines, errors, out } = capture();
    const exit = await runCodes(
      ['create', '--plan', 'standard', '--email', 'buyer@example.com', '--language', 'en'],
      { DATA_DIR: dataDir, NODE_ENV: 'test' },
      out,
    );
    expect(errors).toEqual([]);
    expect(exit).toBe(0);
    const code = /^([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\s/.exec(lines[0] ?? '')?.[1];
    expect(code).toBeDefined();

    const outbox = path.join(dataDir, 'outbox');
    const [file] = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    const eml = readFileSync(path.join(outbox, file as string), 'utf8');
    expect(eml).toContain('buyer@example.com');
    expect(eml).toContain(code);

    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    try {
      const rows = await database.db.select().from(activationCodes);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        code,
        plan: 'standard',
        email: 'buyer@example.com',
        usedAt: null,
      });
    } finally {
      await database.close();
    }
  });

  it.each([
    [['create', '--plan', 'trial', '--email', 'a@b.pl'], '--plan'],
    [['create', '--plan', 'gold', '--email', 'a@b.pl'], '--plan'],
    [['create', '--plan', 'basic', '--email', 'nope'], '--email'],
    [['create', '--plan', 'basic'], '--email'],
    [['create', '--plan', 'basic', '--email', 'a@b.pl', '--language', 'de'], '--language'],
    [['delete', '--plan', 'basic', '--email', 'a@b.pl'], 'unknown command'],
    [['create', '--bogus'], 'Usage'],
  ])('refuses %j without touching anything', async (argv, message) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-codes-'));
    dirs.push(dataDir);
    const { errors, out } = capture();
    expect(await runCodes(argv, { DATA_DIR: dataDir }, out)).toBe(2);
    expect(errors.join('\n')).toContain(message);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
