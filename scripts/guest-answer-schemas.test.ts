import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerSchemasFile, guestAnswerSchemas } from './guest-answer-schemas';

describe('the guest page’s answer schemas', () => {
  it('are what zod writes from the answers’ schemas today (else: npm run schemas:guest)', () => {
    const committed: unknown = JSON.parse(readFileSync(answerSchemasFile, 'utf8'));
    expect(committed).toEqual(guestAnswerSchemas());
  });
});
