import { describe, expect, it } from 'vitest';
import { type GuestAnswerName, guestAnswers } from '../../shared/api/guest-answers';
import { answerCheck } from './answer-checks';
import schemas from './answer-schemas.json';
import { answerSchema, type JsonSchema, unknownKeywords } from './json-schema-check';

const check = (schema: JsonSchema, value: unknown) => answerSchema(schema).safeParse(value).success;

describe('the JSON Schema check', () => {
  it('checks types, with zod’s numbers: finite, integers safe', () => {
    expect(check({ type: 'string' }, 'a')).toBe(true);
    expect(check({ type: 'string' }, 1)).toBe(false);
    expect(check({ type: 'number' }, 1.5)).toBe(true);
    expect(check({ type: 'number' }, Number.POSITIVE_INFINITY)).toBe(false);
    expect(check({ type: 'integer' }, 2)).toBe(true);
    expect(check({ type: 'integer' }, 2.5)).toBe(false);
    expect(check({ type: 'integer' }, 2 ** 60)).toBe(false);
    expect(check({ type: 'boolean' }, false)).toBe(true);
    expect(check({ type: 'null' }, null)).toBe(true);
    expect(check({ type: 'object' }, [])).toBe(false);
    expect(check({ type: 'array' }, {})).toBe(false);
    expect(check({ type: ['string', 'null'] }, null)).toBe(true);
  });

  it('counts lengths as zod does (code points: an emoji is one) and tests patterns', () => {
    expect(check({ type: 'string', maxLength: 1 }, '😀')).toBe(true);
    expect(check({ type: 'string', maxLength: 2 }, '😀😀😀')).toBe(false);
    expect(check({ type: 'string', minLength: 2 }, '😀')).toBe(false);
    // A lone half of a pair is a code point of its own.
    expect(check({ type: 'string', maxLength: 1 }, '\ud83d\ud83d')).toBe(false);
    expect(check({ type: 'string', minLength: 2 }, 'a')).toBe(false);
    expect(check({ type: 'string', pattern: '^#[0-9a-f]{3}$' }, '#abc')).toBe(true);
    expect(check({ type: 'string', pattern: '^#[0-9a-f]{3}$' }, '#abcd')).toBe(false);
  });

  it('checks bounds, constants, options and arrays', () => {
    expect(check({ minimum: 0, maximum: 1 }, 1)).toBe(true);
    expect(check({ minimum: 0, maximum: 1 }, 1.01)).toBe(false);
    expect(check({ exclusiveMinimum: 0 }, 0)).toBe(false);
    expect(check({ const: 'open' }, 'open')).toBe(true);
    expect(check({ const: 'open' }, 'locked')).toBe(false);
    expect(check({ enum: ['a', 'b'] }, 'c')).toBe(false);
    expect(check({ type: 'array', items: { type: 'integer' } }, [1, 2])).toBe(true);
    expect(check({ type: 'array', items: { type: 'integer' } }, [1, 'two'])).toBe(false);
    expect(check({ type: 'array', maxItems: 1 }, [1, 2])).toBe(false);
  });

  it('checks objects: required keys, known properties, others only when refused', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { id: { type: 'string' }, size: { type: 'integer' } },
      required: ['id'],
    };
    expect(check(schema, { id: 'a' })).toBe(true);
    expect(check(schema, { id: 'a', size: 'big' })).toBe(false);
    expect(check(schema, { size: 1 })).toBe(false);
    expect(check(schema, { id: 'a', extra: true })).toBe(true);
    expect(check({ ...schema, additionalProperties: false }, { id: 'a', extra: true })).toBe(false);
    expect(
      check({ ...schema, additionalProperties: { type: 'integer' } }, { id: 'a', n: 'x' }),
    ).toBe(false);
    // A property named like something of Object's prototype is a property like any other.
    expect(check({ type: 'object', properties: {} }, { constructor: 1, toString: 'x' })).toBe(true);
    expect(check({ type: 'object', required: ['constructor'] }, {})).toBe(false);
  });

  it('takes any form of anyOf and exactly one of oneOf', () => {
    const either: JsonSchema[] = [{ type: 'integer' }, { type: 'number' }];
    expect(check({ anyOf: either }, 1)).toBe(true);
    expect(check({ oneOf: either }, 1)).toBe(false);
    expect(check({ oneOf: either }, 1.5)).toBe(true);
    expect(check({ anyOf: either }, 'x')).toBe(false);
  });

  it('refuses every answer when the schema has a keyword it does not know', () => {
    const schema = {
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time' } },
    } as JsonSchema;
    expect(unknownKeywords(schema)).toEqual(['format']);
    const result = answerSchema(schema).safeParse({ at: '2026-11-30T10:00:00Z' });
    expect(result.success).toBe(false);
    expect(result.success ? '' : result.error.message).toContain('format');
  });

  it('says where an answer went wrong', () => {
    const result = answerCheck('publicMediaList').safeParse({ items: [{}], nextCursor: null });
    expect(result.success ? '' : result.error.message).toMatch(/\$\.items\[0\]\.\w+: missing/);
  });
});

/**
 * Sample values of a schema: one of every form (each option of an enum, each branch of a
 * union, each bound), the properties of an object one at a time in their other forms.
 */
function samples(schema: JsonSchema): unknown[] {
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum) return schema.enum;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap(samples);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.flatMap((type): unknown[] => {
    switch (type) {
      case 'string':
        return [stringFor(schema)];
      case 'integer':
      case 'number': {
        const low = schema.minimum ?? -5;
        const high = schema.maximum ?? 5;
        return [...new Set([low, high, Math.max(low, Math.min(high, 1))])];
      }
      case 'boolean':
        return [true, false];
      case 'null':
        return [null];
      case 'array': {
        const items = schema.items ? samples(schema.items) : [1];
        return [[], ...items.map((item) => [item])];
      }
      case 'object': {
        const forms = Object.entries(schema.properties ?? {}).map(
          ([key, child]) => [key, samples(child)] as const,
        );
        const base = Object.fromEntries(forms.map(([key, values]) => [key, values[0]]));
        const required = new Set(schema.required ?? []);
        const bare = Object.fromEntries(Object.entries(base).filter(([key]) => required.has(key)));
        const variants = forms.flatMap(([key, values]) =>
          values.slice(1).map((value) => ({ ...base, [key]: value })),
        );
        return [base, bare, ...variants];
      }
      default:
        throw new Error(`no sample for ${JSON.stringify(schema)}`);
    }
  });
}

function stringFor(schema: JsonSchema): string {
  const candidates = ['#a1b2c3', 'x', 'abc'];
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const found = candidates.find((candidate) => !pattern || pattern.test(candidate));
  if (found === undefined) throw new Error(`no sample string for /${schema.pattern}/`);
  return found.padEnd(schema.minLength ?? 0, 'x');
}

/** Every bound any schema of these sets, as values on both sides of it. */
function edgeValues(all: JsonSchema[]): unknown[] {
  const lengths = new Set<number>();
  const numbers = new Set<number>();
  const walk = (node: JsonSchema) => {
    for (const length of [node.minLength, node.maxLength])
      if (length !== undefined) lengths.add(length);
    for (const bound of [node.minimum, node.maximum]) if (bound !== undefined) numbers.add(bound);
    for (const child of Object.values(node.properties ?? {})) walk(child);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(child);
    if (node.items) walk(node.items);
  };
  for (const schema of all) walk(schema);
  return [
    null,
    true,
    0,
    -1,
    0.5,
    '',
    'x',
    '#abc',
    '#ABCDEF12',
    '#abcg',
    {},
    [],
    [null],
    ...[...lengths].flatMap((length) => [
      'x'.repeat(length + 1),
      '😀'.repeat(length),
      '😀'.repeat(length + 1),
      'x'.repeat(Math.max(0, length - 1)),
    ]),
    ...[...numbers].flatMap((bound) => [bound - 1, bound + 1, bound - 0.5, bound + 0.5]),
  ];
}

/** `value` changed at one place in every way: each value above, a key gone, a key more. */
function* mutations(value: unknown, edges: unknown[]): Generator<unknown> {
  if (value === null || typeof value !== 'object') {
    yield* edges;
    return;
  }
  if (Array.isArray(value)) {
    yield* edges;
    for (let index = 0; index < value.length; index += 1)
      for (const changed of mutations(value[index], edges))
        yield value.map((item, at) => (at === index ? changed : item));
    return;
  }
  const object = value as Record<string, unknown>;
  yield* edges;
  yield { ...object, unexpectedKey: 1 };
  for (const key of Object.keys(object)) {
    const { [key]: _gone, ...without } = object;
    yield without;
    for (const changed of mutations(object[key], edges)) yield { ...object, [key]: changed };
  }
}

describe('the guest page’s answers, checked as zod checks them', () => {
  const written = schemas as unknown as Record<GuestAnswerName, JsonSchema>;
  const edges = edgeValues(Object.values(written));

  for (const name of Object.keys(guestAnswers) as GuestAnswerName[]) {
    it(`${name}: every form zod takes is taken, and every change agrees with zod`, () => {
      const zodSchema = guestAnswers[name];
      const ours = answerCheck(name);
      expect(unknownKeywords(written[name])).toEqual([]);
      const valid = samples(written[name]);
      expect(valid.length).toBeGreaterThan(1);
      for (const value of valid) {
        expect(zodSchema.safeParse(value).success, JSON.stringify(value)).toBe(true);
        expect(ours.safeParse(value).success, JSON.stringify(value)).toBe(true);
      }
      const disagreements: string[] = [];
      let compared = 0;
      let refused = 0;
      for (const base of valid.slice(0, 2)) {
        for (const changed of mutations(base, edges)) {
          const zodVerdict = zodSchema.safeParse(changed).success;
          compared += 1;
          if (!zodVerdict) refused += 1;
          if (ours.safeParse(changed).success !== zodVerdict)
            disagreements.push(
              `zod ${zodVerdict ? 'took' : 'refused'}: ${JSON.stringify(changed)}`,
            );
        }
      }
      expect(disagreements.slice(0, 3)).toEqual([]);
      // The changes reach both verdicts, so the agreement says something.
      expect(refused).toBeGreaterThan(compared / 10);
      expect(compared - refused).toBeGreaterThan(0);
    });
  }
});
