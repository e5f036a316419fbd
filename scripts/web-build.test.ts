/**
 * The owner app's build configuration (vite.config.ts): `vite build` takes React Router's
 * production build, whose development warnings are switched off. Its package sends every
 * bundler, for every condition, to its development build, which checks the routes on every
 * render. The development server keeps that build and its warnings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Alias, ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../vite.config';

/** The configuration `vite build` (or the development server) resolves. */
async function configFor(command: ConfigEnv['command']): Promise<UserConfig> {
  return typeof config === 'function'
    ? await config({ command, mode: command === 'build' ? 'production' : 'development' })
    : config;
}

function routerAlias(resolved: UserConfig): Alias | undefined {
  const aliases = (resolved.resolve?.alias ?? []) as Alias[];
  return aliases.find((alias) => alias.find instanceof RegExp && alias.find.test('react-router'));
}

/** An ES module's text and those of the modules it imports from beside itself, recursively. */
function moduleAndChunks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const chunks = [...text.matchAll(/from "(\.\/[^"]+\.mjs)"/g)].map((match) =>
    path.join(path.dirname(file), match[1] as string),
  );
  return [text, ...chunks.flatMap(moduleAndChunks)];
}

describe('the owner build', () => {
  it("takes React Router's production build", async () => {
    const router = routerAlias(await configFor('build'));
    expect(router, 'an alias for react-router').toBeDefined();
    const sources = moduleAndChunks(router?.replacement ?? '').join('\n');
    expect(sources).toContain('export {');
    expect(sources).toContain('createBrowserRouter');
    expect(sources).toContain('ENABLE_DEV_WARNINGS = false');
    expect(sources).not.toContain('ENABLE_DEV_WARNINGS = true');
    // Only the package itself: a subpath (react-router/dom) keeps its own file.
    expect(router?.find instanceof RegExp && router.find.test('react-router/dom')).toBe(false);
  });

  it('leaves the development server on the development build, with its warnings', async () => {
    expect(routerAlias(await configFor('serve'))).toBeUndefined();
  });
});
