/**
 * The owner app's build configuration (vite.config.ts): React Router comes from its production
 * build, whose development warnings are switched off. Its package sends every bundler, for
 * every condition, to its development build, which checks the routes on every render.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Alias } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../vite.config';

/** An ES module's text and those of the modules it imports from beside itself, recursively. */
function moduleAndChunks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const chunks = [...text.matchAll(/from "(\.\/[^"]+\.mjs)"/g)].map((match) =>
    path.join(path.dirname(file), match[1] as string),
  );
  return [text, ...chunks.flatMap(moduleAndChunks)];
}

describe('the owner build', () => {
  it("takes React Router's production build", () => {
    const aliases = (config.resolve?.alias ?? []) as Alias[];
    const router = aliases.find(
      (alias) => alias.find instanceof RegExp && alias.find.test('react-router'),
    );
    expect(router, 'an alias for react-router').toBeDefined();
    const sources = moduleAndChunks(router?.replacement ?? '');
    expect(sources.join('\n')).toContain('export {');
    expect(sources.join('\n')).toContain('createBrowserRouter');
    expect(sources.join('\n')).toContain('ENABLE_DEV_WARNINGS = false');
    expect(sources.join('\n')).not.toContain('ENABLE_DEV_WARNINGS = true');
    // Only the package itself: a subpath (react-router/dom) keeps its own file.
    expect(router?.find instanceof RegExp && router.find.test('react-router/dom')).toBe(false);
  });
});
