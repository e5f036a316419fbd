import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when configured and writes nothing', () => {
    expect(resolveAuthSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    expect(() => statSync(path.join(dir, 'auth-secret'))).toThrow();
  });

  it('generates a secret once, private to the owner, and keeps it across restarts', () => {
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
  });

  it('replaces a stored secret that is too short', () => {
    writeFileSync(path.join(dir, 'auth-secret'), 'short\n');
    const secret = resolveAuthSecret(undefined, dir);
    expect(secret).not.toBe('short');
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(secret);
  });
});
