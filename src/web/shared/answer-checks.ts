/**
 * The checks of the answers a guest's page reads: each answer's JSON Schema, written by zod
 * from the answer's own schema (shared/api/guest-answers.ts, `npm run schemas:guest`), checked
 * by json-schema-check.ts. zod never reaches a guest's phone: building it and the schemas was
 * the guest page's longest task after its first view (decision record 025).
 */
import type { GuestAnswer, GuestAnswerName } from '../../shared/api/guest-answers';
import schemas from './answer-schemas.json';
import { type AnswerSchema, answerSchema, type JsonSchema } from './json-schema-check';

const checks = new Map<GuestAnswerName, AnswerSchema<unknown>>();

/** The check of the answer `name`, as apiFetch's `schema`. */
export function answerCheck<K extends GuestAnswerName>(name: K): AnswerSchema<GuestAnswer<K>> {
  let check = checks.get(name);
  if (!check) {
    check = answerSchema((schemas as Record<GuestAnswerName, unknown>)[name] as JsonSchema);
    checks.set(name, check);
  }
  return check as AnswerSchema<GuestAnswer<K>>;
}
