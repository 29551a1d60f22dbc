import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3 / zod's toJSONSchema) the generator reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
};

/** Values that have broken parsers before: wrong types, edges, huge and odd strings. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    0,
    -1,
    2 ** 31,
    -(2 ** 53),
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.5,
    true,
    [],
    {},
    'null',
    '1e999',
    '9'.repeat(40),
    '\u0000',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>x</script>',
    '2026-02-30T25:61:00Z',
    '2026-02-30',
    '2025-02-29 08:00:00',
    'x'.repeat(20_000),
    '🛩️'.repeat(50),
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Dates of the right shape on days no calendar has (30 February, month 13, 29 February 2025). */
const impossibleDay: fc.Arbitrary<string> = fc.constantFrom(
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '2026-04-31 12:00:00',
  '2026-02-30T10:00:00Z',
  '2026-06-31T00:00:00.000Z',
);

function scalarFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1_000_000;
      // Small ids name rows the seeded demo really has, often another user's: the code behind
      // the ownership and tenant checks runs, not only the not-found path.
      const real = fc.integer({ min: Math.max(min, 1), max: Math.min(max, 60) });
      return min <= 60 && max >= 1 ? fc.oneof(fc.integer({ min, max }), real) : fc.integer({ min, max });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time')
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          impossibleDay,
        );
      if (schema.format === 'date')
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          impossibleDay,
        );
      if (schema.format === 'uri') return fc.webUrl();
      // Now and then a date on an impossible day: date fields are often plain strings with a pattern.
      return fc.oneof(
        {
          arbitrary: fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 40, 200),
          }),
          weight: 9,
        },
        { arbitrary: impossibleDay, weight: 1 },
      );
    default:
      return hostile;
  }
}

/**
 * Mostly-valid values for a schema with a mistake somewhere: each node is, now and then, replaced
 * by a hostile value, a required property dropped or an unknown one added. Deep mistakes reach
 * the code behind validation; shallow ones check validation itself.
 */
export function nearly(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile;
  const variants = schema.anyOf ?? schema.oneOf;
  const own: fc.Arbitrary<unknown> = variants?.length
    ? fc.oneof(...variants.map((s) => nearly(s, depth + 1)))
    : schema.allOf?.length
      ? nearly(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1)
      : schema.type === 'object' || schema.properties
        ? objectFor(schema, depth)
        : schema.type === 'array'
          ? fc.array(nearly(schema.items, depth + 1), { maxLength: 4 })
          : scalarFor(schema);
  return fc.oneof({ arbitrary: own, weight: 8 }, { arbitrary: hostile, weight: 1 });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(props).map(
    ([key, s]) =>
      fc.tuple(
        fc.constant(key),
        nearly(s, depth + 1),
        // A required property goes missing now and then; an optional one often.
        fc.integer({ min: 0, max: required.has(key) ? 15 : 2 }),
      ) as fc.Arbitrary<[string, unknown, number]>,
  );
  return fc
    .tuple(fc.tuple(...entries), fc.option(fc.tuple(fc.string({ maxLength: 8 }), hostile), { freq: 6 }))
    .map(([fields, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [key, value, keep] of fields) if (keep > 0) out[key] = value;
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}
