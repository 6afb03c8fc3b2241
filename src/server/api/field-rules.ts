import { CLIP_LICENCE, CREDIT_NAME_MAX } from '../../domain/clipReview.ts';
import { CLOCK_SKEW_MS, MAX_AGE_MS } from '../../domain/clientTime.ts';

type Json = Record<string, unknown>;

const minutesAhead = CLOCK_SKEW_MS / 60_000;
const daysBack = MAX_AGE_MS / (24 * 60 * 60 * 1000);
const window = (what: string): Json => ({
  description: `${what} (ISO 8601 with an offset). Refused (400 invalid_field) when more than ${minutesAhead} minutes ahead of the server's clock or more than ${daysBack} days ago.`,
});

/**
 * The rules the server checks in code (refinements the generated JSON Schema cannot show), by field name: merged
 * into every request schema that has such a field, so the document states what the server enforces.
 */
const rules: Record<string, Json> = {
  timeZone: {
    type: 'string',
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z][A-Za-z0-9_+-]*(?:/[A-Za-z0-9_+-]+)*$',
    description:
      "An IANA time zone such as Africa/Lagos (one the server's time zone database knows); else 400 invalid_field.",
    examples: ['Africa/Lagos', 'UTC', 'Europe/Lisbon', 'America/New_York', 'Asia/Kolkata'],
  },
  completedAt: window('When the lesson was completed'),
  answeredAt: window('When the answer was given'),
  finishedAt: window('When the session was finished'),
  lostAt: window('When the heart was lost'),
  credit: {
    type: 'string',
    minLength: 1,
    maxLength: CREDIT_NAME_MAX,
    // Not blank, no control or invisible format characters; spaces are trimmed and collapsed when stored.
    pattern: '^[^\\p{Cc}\\p{Cf}]*[^\\p{Cc}\\p{Cf}\\s][^\\p{Cc}\\p{Cf}]*$',
    description: `The name to credit: 1 to ${CREDIT_NAME_MAX} characters, without control or invisible format characters.`,
    examples: ['Ada', 'Chinedu O.'],
  },
  licence: { const: CLIP_LICENCE, description: 'The licence the contributor grants' },
};

/** The schema with the server's field rules (rules above) merged into its properties, at any depth. */
export function withFieldRules(schema: Json): Json {
  const out: Json = { ...schema };
  const properties = schema['properties'] as Record<string, Json> | undefined;
  if (properties)
    out['properties'] = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        withFieldRules(rules[name] ? { ...property, ...rules[name] } : property),
      ]),
    );
  const items = schema['items'] as Json | undefined;
  if (items && typeof items === 'object') out['items'] = withFieldRules(items);
  return out;
}
