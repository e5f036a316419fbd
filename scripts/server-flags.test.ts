/**
 * One list of the server's Node.js flags (scripts/server-flags.ts): `npm start`, `npm run serve`
 * and the image's command give exactly those, so the benchmarks measure the server as it runs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-flags';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** The flags between `node` and the server's script in a command line. */
function flagsOf(command: string): string[] {
  const match = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/server\/main\.js/.exec(command);
  if (!match) throw new Error(`no server start in: ${command}`);
  return (match[1] ?? '').trim().split(' ').filter(Boolean);
}

describe('the server runs with one list of Node.js flags', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it.each(['start', 'serve'])('npm run %s', (name) => {
    expect(flagsOf(scripts[name] ?? '')).toEqual([...serverNodeFlags]);
  });

  it("the image's command", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(cmd).toBeDefined();
    const words = JSON.parse(cmd as string) as string[];
    expect(words.at(0)).toBe('node');
    expect(words.at(-1)).toBe('dist/server/main.js');
    expect(words.slice(1, -1)).toEqual([...serverNodeFlags]);
  });
});
