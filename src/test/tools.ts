/**
 * Command-line tools some tests read their results with (poppler's pdftotext, pdffonts,
 * pdfimages). Missing on a developer's machine: the checks that need them say so and skip.
 * Missing under CI=true: the run fails, so nothing goes unchecked there.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { underCi } from './env';

export const run = promisify(execFile);

/** Whether `name` can be run (`name -v`); throws under CI=true when it cannot. */
export async function hasTool(name: string, purpose = 'poppler-utils'): Promise<boolean> {
  try {
    await run(name, ['-v']);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return true;
    if (underCi) throw new Error(`${name} (${purpose}) is required in CI`);
    console.warn(`skipping the checks that need ${name} (${purpose}): it is not installed`);
    return false;
  }
}

/**
 * Whether a Debian tool is installed at `path`; missing locally: false with a printed
 * reason; missing under CI: the test fails (CI installs it).
 */
export function hasToolAt(name: string, path: string): boolean {
  if (existsSync(path)) return true;
  if (underCi) throw new Error(`${name} (${path}) is required under CI`);
  console.warn(`skipping the ${name} check: ${path} is not installed`);
  return false;
}
