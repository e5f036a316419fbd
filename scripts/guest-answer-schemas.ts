/**
 * The answers a guest's page reads, as JSON Schemas written by zod from the answers' own
 * schemas (src/shared/api stays their one home; the list is src/shared/api/guest-answers.ts).
 * The guest page checks its answers against them (src/web/shared/answer-checks.ts) instead of
 * loading zod on a guest's phone: building zod and its schemas took the page's longest task
 * after the first view.
 *
 *   npm run schemas:guest
 *
 * rewrites src/web/shared/answer-schemas.json; a test fails while the file is not what this
 * writes (scripts/guest-answer-schemas.test.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type GuestAnswerName, guestAnswers } from '../src/shared/api/guest-answers';

export const answerSchemasFile = fileURLToPath(
  new URL('../src/web/shared/answer-schemas.json', import.meta.url),
);

/**
 * Each answer's JSON Schema as the server's answer must be (zod's "input": what parsing
 * accepts). A schema zod cannot write as JSON Schema (a transform, a refinement) stops this.
 */
export function guestAnswerSchemas(): Record<GuestAnswerName, unknown> {
  const schemas = {} as Record<GuestAnswerName, unknown>;
  for (const [name, answer] of Object.entries(guestAnswers) as [GuestAnswerName, z.ZodType][]) {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(answer, {
      io: 'input',
      unrepresentable: 'throw',
    });
    schemas[name] = schema;
  }
  return schemas;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(answerSchemasFile, `${JSON.stringify(guestAnswerSchemas(), null, 2)}\n`);
  console.log(`written: ${path.relative(process.cwd(), answerSchemasFile)}`);
}
