/**
 * Checks a server's answer against a JSON Schema that zod wrote from the answer's own schema
 * (`z.toJSONSchema`, see scripts/guest-answer-schemas.ts), with zod's meaning of each keyword
 * (JSON Schema's too): lengths in code points (an emoji is one), patterns as
 * zod's regular expressions, unknown properties allowed unless the object says otherwise, enum
 * and const values compared as the primitives our answers hold. The guest page checks its
 * answers with it, so that its phone never loads and builds the schema library (decision
 * record 025).
 *
 * Only the keywords zod writes for our answers are known; a schema with any other keyword is
 * refused as a whole (the answer counts as not matching), never half-checked.
 */
export interface JsonSchema {
  $schema?: string;
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** What zod's `safeParse` gives, so an answer checker and a zod schema are used alike. */
export type CheckResult<T> = { success: true; data: T } | { success: false; error: Error };

export interface AnswerSchema<T> {
  safeParse(value: unknown): CheckResult<T>;
}

const knownKeywords = new Set<string>([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'description',
]);

/** The keywords of `schema` and of every schema inside it that this check does not know. */
export function unknownKeywords(schema: JsonSchema): string[] {
  const found = new Set<string>();
  const walk = (node: JsonSchema) => {
    for (const key of Object.keys(node)) if (!knownKeywords.has(key)) found.add(key);
    for (const child of Object.values(node.properties ?? {})) walk(child);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(child);
    if (node.items) walk(node.items);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties);
  };
  walk(schema);
  return [...found];
}

const patterns = new Map<string, RegExp>();
const patternOf = (source: string) => {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    patterns.set(source, pattern);
  }
  return pattern;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
  }
}

/**
 * Length in code points, as `textLength` (shared/domain/validation.ts) counts it. Not imported
 * from there: that module pulled into the guest entry splits its code into a seventh file.
 */
function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** The first thing wrong with `value` at `path`, or null when it matches `schema`. */
function problem(schema: JsonSchema, value: unknown, path: string): string | null {
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(type, value))) return `${path}: expected ${types.join('|')}`;
  }
  if (schema.const !== undefined && schema.const !== value) return `${path}: not the constant`;
  if (schema.enum && !schema.enum.includes(value)) return `${path}: not one of the options`;
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && codePoints(value) < schema.minLength)
      return `${path}: too short`;
    if (schema.maxLength !== undefined && codePoints(value) > schema.maxLength)
      return `${path}: too long`;
    if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value))
      return `${path}: does not match ${schema.pattern}`;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `${path}: too small`;
    if (schema.maximum !== undefined && value > schema.maximum) return `${path}: too large`;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      return `${path}: too small`;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      return `${path}: too large`;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      return `${path}: too few items`;
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      return `${path}: too many items`;
    if (schema.items) {
      for (let index = 0; index < value.length; index += 1) {
        const found = problem(schema.items, value[index], `${path}[${index}]`);
        if (found) return found;
      }
    }
  }
  if (isObject(value)) {
    for (const key of schema.required ?? [])
      if (!Object.hasOwn(value, key) || value[key] === undefined) return `${path}.${key}: missing`;
    const properties = schema.properties ?? {};
    for (const [key, child] of Object.entries(value)) {
      const known = Object.hasOwn(properties, key) ? properties[key] : undefined;
      const rule = known ?? schema.additionalProperties;
      if (rule === false) return `${path}.${key}: not expected`;
      if (rule === undefined || rule === true) continue;
      const found = problem(rule, child, `${path}.${key}`);
      if (found) return found;
    }
  }
  if (schema.anyOf && !schema.anyOf.some((option) => problem(option, value, path) === null))
    return `${path}: matches none of the forms`;
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((option) => problem(option, value, path) === null);
    if (matching.length !== 1) return `${path}: matches ${matching.length} of the forms, not 1`;
  }
  return null;
}

/** A checker of answers of type `T` by `schema` (see above). */
export function answerSchema<T>(schema: JsonSchema): AnswerSchema<T> {
  const unknown = unknownKeywords(schema);
  return {
    safeParse(value) {
      const found =
        unknown.length > 0
          ? `the schema uses keywords this check does not know: ${unknown.join(', ')}`
          : problem(schema, value, '$');
      return found === null
        ? { success: true, data: value as T }
        : { success: false, error: new Error(`The answer does not match: ${found}`) };
    },
  };
}
