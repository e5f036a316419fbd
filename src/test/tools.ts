/**
 * Command-line tools some tests read their results with (poppler's pdftotext, pdffonts,
 * pdfimages). Missing on a developer's machine: the checks that need them say so and skip.
 * Missing under CI=true: the run fails, so nothing goes unchecked there.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** Whether `name` can be run (`name -v`); throws under CI=true when it cannot. */
export async function hasTool(name: string, purpose = 'poppler-utils'): Promise<boolean> {
  try {
    await run(name, ['-v']);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return true;
    if (process.env.CI === 'true') throw new Error(`${name} (${purpose}) is required in CI`);
    console.warn(`skipping the checks that need ${name} (${purpose}): it is not installed`);
    return false;
  }
}
