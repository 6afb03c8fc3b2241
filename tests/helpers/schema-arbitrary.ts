// fast-check arbitraries drawn from the JSON Schema (2020-12) subset the OpenAPI document uses: values a schema
// admits, and values it refuses. Callers filter both through a validator, so a value is classified by the schema
// itself, not by this generator's reading of it.
import fc from 'fast-check';

export type Schema = { [keyword: string]: unknown };

export interface Draw {
  /** The server's clock: a date-time is drawn inside the window the document states (5 minutes ahead, 30 days back). */
  now: Date;
  /** Real values by field or parameter name (a clip id, a prompt), mixed in with generated ones. */
  dictionary?: Readonly<Record<string, readonly unknown[]>>;
}

const DAY = 24 * 60 * 60 * 1000;
const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 12 });
const types = (schema: Schema): string[] => [schema['type'] ?? []].flat() as string[];
const num = (schema: Schema, key: string): number | undefined =>
  typeof schema[key] === 'number' ? (schema[key] as number) : undefined;

/** Values the schema admits (mostly: the caller keeps those its validator accepts). */
export function validValue(schema: Schema, draw: Draw, name = ''): fc.Arbitrary<unknown> {
  const real = draw.dictionary?.[name];
  const own = ownValue(schema, draw);
  return real && real.length > 0 ? fc.oneof(fc.constantFrom(...real), own) : own;
}

function ownValue(schema: Schema, draw: Draw): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  // Examples stand for a rule the schema cannot spell (a real IANA time zone): only they are certainly valid.
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0)
    return fc.constantFrom(...(schema['examples'] as unknown[]));
  const choices = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => ownValue(choice, draw)));
  const [first, ...rest] = types(schema);
  if (rest.length > 0) return fc.oneof(...[first!, ...rest].map((type) => ownValue({ ...schema, type }, draw)));
  switch (first) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: num(schema, 'minimum') ?? -1000, max: num(schema, 'maximum') ?? 100_000 });
    case 'number': {
      const min = num(schema, 'minimum') ?? -1000;
      const max = num(schema, 'maximum') ?? 100_000;
      return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true }));
    }
    case 'string':
      return stringValue(schema, draw);
    case 'array': {
      const minLength = num(schema, 'minItems') ?? 0;
      const maxLength = Math.min(num(schema, 'maxItems') ?? minLength + 4, minLength + 4);
      return fc.array(ownValue((schema['items'] as Schema) ?? {}, draw), { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, draw);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function stringValue(schema: Schema, draw: Draw): fc.Arbitrary<string> {
  const minLength = num(schema, 'minLength') ?? 0;
  const maxLength = Math.min(num(schema, 'maxLength') ?? minLength + 40, minLength + 40);
  if (schema['format'] === 'uuid') return fc.uuid();
  if (schema['format'] === 'date-time')
    return fc
      .date({
        min: new Date(draw.now.getTime() - 29 * DAY),
        max: new Date(draw.now.getTime() + 60_000),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  if (typeof schema['pattern'] === 'string')
    return fc
      .stringMatching(new RegExp(schema['pattern'], 'u'))
      .filter((s) => [...s].length >= minLength && [...s].length <= (num(schema, 'maxLength') ?? Infinity));
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function objectValue(schema: Schema, draw: Draw): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
  const required = (schema['required'] ?? []) as string[];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, draw, key)]),
  );
  return fc.record(model, { requiredKeys: required.filter((key) => key in properties) });
}

/** Values the schema refuses (mostly: the caller keeps those its validator refuses). */
export function invalidValue(schema: Schema, draw: Draw): fc.Arbitrary<unknown> {
  const wrongType = fc.constantFrom<unknown>(7, 'seven', true, null, [], {});
  const own: fc.Arbitrary<unknown>[] = [wrongType];
  if (Array.isArray(schema['enum']) || 'const' in schema) own.push(word.map((w) => `${w}-not-listed`));
  const [type] = types(schema);
  if (type === 'string') own.push(...invalidString(schema));
  if (type === 'integer' || type === 'number') own.push(...invalidNumber(schema));
  if (type === 'array') {
    const items = (schema['items'] as Schema) ?? {};
    const maxItems = num(schema, 'maxItems');
    if (maxItems !== undefined)
      own.push(fc.array(validValue(items, draw), { minLength: maxItems + 1, maxLength: maxItems + 3 }));
    if ((num(schema, 'minItems') ?? 0) > 0) own.push(fc.constant([]));
    own.push(fc.tuple(invalidValue(items, draw)).map((item) => item));
  }
  if (type === 'object') own.push(...invalidObject(schema, draw));
  return fc.oneof(...own);
}

/** Strings a parameter's schema refuses: what a query string or a path can carry (no wrong JSON types). */
export function invalidString(schema: Schema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [];
  const maxLength = num(schema, 'maxLength');
  if (maxLength !== undefined)
    out.push(
      fc.string({
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
        minLength: maxLength + 1,
        maxLength: maxLength + 30,
      }),
    );
  if (Array.isArray(schema['enum'])) out.push(word.map((w) => `${w}-not-listed`));
  if ((num(schema, 'minLength') ?? 0) > 0) out.push(fc.constant(''));
  if (schema['format'] === 'uuid') out.push(word.map((w) => `${w}-not-a-uuid`));
  if (schema['format'] === 'date-time') out.push(fc.constantFrom('yesterday', '2026-13-45T99:00:00Z', '1700000000'));
  if (typeof schema['pattern'] === 'string') {
    const pattern = new RegExp(schema['pattern'], 'u');
    out.push(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !pattern.test(s)));
  }
  return out;
}

/** Numbers (as a query string carries them, or JSON) a numeric schema refuses. */
export function invalidNumber(schema: Schema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [fc.constant('many')];
  const minimum = num(schema, 'minimum');
  const maximum = num(schema, 'maximum');
  if (minimum !== undefined) out.push(fc.integer({ min: minimum - 1000, max: Math.ceil(minimum) - 1 }));
  if (maximum !== undefined) out.push(fc.integer({ min: Math.floor(maximum) + 1, max: Math.floor(maximum) + 1000 }));
  if (schema['type'] === 'integer') out.push(fc.constant(1.5));
  return out;
}

function invalidObject(schema: Schema, draw: Draw): fc.Arbitrary<unknown>[] {
  const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
  const required = (schema['required'] ?? []) as string[];
  const base = objectValue(schema, draw);
  const out: fc.Arbitrary<unknown>[] = [];
  if (required.length > 0)
    out.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _gone, ...rest } = value;
        return rest;
      }),
    );
  if (schema['additionalProperties'] === false)
    out.push(fc.tuple(base, word).map(([value, key]) => ({ ...value, [`${key}Extra`]: 1 })));
  const names = Object.keys(properties);
  if (names.length > 0)
    out.push(
      fc
        .constantFrom(...names)
        .chain((key) =>
          fc.tuple(base, invalidValue(properties[key]!, draw)).map(([value, bad]) => ({ ...value, [key]: bad })),
        ),
    );
  return out;
}
