import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { withFieldRules } from './field-rules.ts';

export type Json = Record<string, unknown>;

/** A zod schema as the JSON Schema (2020-12) of what a client sends, with the rules the server checks in code. */
export const input = (schema: z.ZodType): Json => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return withFieldRules(json);
};

/** A zod schema as the JSON Schema of what the server answers: closed objects, every field listed. */
export const output = (schema: z.ZodType): Json => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output' }) as Json;
  return json;
};
export const list = (schema: z.ZodType): Json => output(z.array(schema));

const envelope = (data: Json, description: string): Json => ({
  description,
  type: 'object',
  required: ['success', 'data', 'error'],
  properties: { success: { const: true }, data, error: { type: 'null' } },
});

const failure = (codes: readonly string[], description: string): Json => ({
  description,
  type: 'object',
  required: ['success', 'data', 'error', 'code'],
  properties: {
    success: { const: false },
    data: { type: 'null' },
    error: { type: 'string', description: 'The text the client shows (docs/product/accounts.md §8).' },
    code: { enum: [...codes] },
  },
});

// Every route can meet these: a repeated query parameter, the rate limit, a failure, a restart.
const common = {
  400: ['invalid_query', 'invalid_body', 'invalid_field'],
  429: ['rate_limited'],
  500: ['server_error'],
  503: ['shutting_down'],
} as const;

/** Path parameters: Fastify matches at most 100 characters (maxParamLength); a longer one is answered 404 not_found. */
const PARAM_MAX = 100;
const languages = ['igbo', 'yoruba', 'swahili', 'kriolu'];
const paramSchemas: Record<string, Json> = {
  code: { description: 'A language code', examples: languages },
  language: { description: 'A language code', examples: languages },
  courseId: { description: "A course id (GET /api/languages/{code}/courses lists a language's)" },
  lessonId: { description: 'A lesson id such as 1-0 (Igbo), y1-0, s1-0, k1-0', examples: ['1-0', 'y1-0', 's1-2'] },
  clipId: { description: 'A recording id (a UUID)', format: 'uuid' },
  reportId: { description: 'A problem report id (a UUID)', format: 'uuid' },
};

/** The largest JSON body, and the largest recording, the server reads (a larger one is answered 413 too_large). */
export const BODY_LIMITS = { json: 16 * 1024, recording: 512 * 1024 } as const;

/** What a limited answer (429 rate_limited) says about the limit, in seconds and requests per minute. */
const rateLimitHeaders: Json = {
  'retry-after': { type: 'integer', description: 'Seconds until the limit lets the caller in again' },
  'x-ratelimit-limit': { type: 'integer', description: 'Requests allowed per minute' },
  'x-ratelimit-remaining': { type: 'integer', description: 'Requests left in this minute' },
  'x-ratelimit-reset': { type: 'integer', description: 'Seconds until the minute ends' },
};

export interface RouteDoc {
  summary: string;
  /** The rule the route applies, when the summary cannot say it. */
  description?: string;
  /** The schema of a success's `data` (absent for a binary success). */
  data?: Json;
  learner?: boolean;
  errors?: Partial<Record<number, readonly string[]>>;
  params?: readonly string[];
  querystring?: Json;
  /** The JSON body; `recording` when the body is the MP3 itself. */
  body?: Json | 'recording';
  /** The method, when it is not GET: any other method may carry a body, so it can meet 413 and 415. */
  method?: 'POST' | 'PUT' | 'DELETE';
  /** The media type of a success that is not JSON (a recording). */
  binary?: string;
}

/** The route's schema for the OpenAPI document: parameters, body, answers and error codes. */
export function routeSchema(doc: RouteDoc): FastifySchema {
  const errors: Record<number, string[]> = {};
  const add = (status: number, codes: readonly string[]) => (errors[status] = [...(errors[status] ?? []), ...codes]);
  for (const [status, codes] of Object.entries(common)) add(Number(status), codes);
  if (doc.learner) {
    add(401, ['unauthorized']);
    // Admin routes answer such a session mfa_required instead, which the dashboard turns into its code step.
    if (!doc.errors?.[403]?.includes('mfa_required')) add(403, ['insufficient_aal']);
    add(400, ['invalid_field']);
  }
  if (doc.method) {
    add(413, ['too_large']);
    add(415, ['unsupported_media_type']);
  }
  if (doc.params) add(404, ['not_found']);
  for (const [status, codes] of Object.entries(doc.errors ?? {})) add(Number(status), codes ?? []);
  const response: Json = {
    200: doc.binary
      ? {
          description: `Success: the bytes (${doc.binary}).`,
          content: { [doc.binary]: { schema: { type: 'string', format: 'binary' } } },
        }
      : envelope(doc.data ?? {}, 'Success: the answer in `data`.'),
  };
  const limit = doc.body === 'recording' ? '512 KB recording' : '16 KB JSON body';
  for (const [status, codes] of Object.entries(errors)) {
    const unique = [...new Set(codes)];
    const why =
      status === '413'
        ? ` (the body is larger than the ${doc.body ? limit : '16 KB the server reads'})`
        : status === '404' && doc.params
          ? ` (not_found: a path parameter longer than ${PARAM_MAX} characters)`
          : status === '415'
            ? ` (a body that is not ${doc.body === 'recording' ? 'audio/mpeg' : 'application/json'})`
            : '';
    response[status] = {
      ...failure(unique, `Failure: ${unique.join(', ')}${why}`),
      ...(status === '429' ? { headers: rateLimitHeaders } : {}),
    };
  }
  const body =
    doc.body === 'recording'
      ? {
          content: {
            'audio/mpeg': {
              schema: { type: 'string', format: 'binary', description: 'The recording: an MP3, at most 512 KB' },
            },
          },
        }
      : doc.body;
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.learner ? { security: [{ bearer: [] }] } : {}),
    ...(doc.params
      ? {
          params: {
            type: 'object',
            required: [...doc.params],
            properties: Object.fromEntries(
              doc.params.map((name) => [
                name,
                { type: 'string', minLength: 1, maxLength: PARAM_MAX, ...paramSchemas[name] },
              ]),
            ),
          },
        }
      : {}),
    ...(doc.querystring ? { querystring: doc.querystring } : {}),
    ...(body ? { body } : {}),
    response,
  } as FastifySchema;
}

const { timeZone: zoneRule } = (withFieldRules({ properties: { timeZone: {} } })['properties'] ?? {}) as Json;
/** The query of the routes that read the learner's day: absent or empty means UTC. */
export const timeZone: Json = {
  type: 'object',
  properties: {
    timeZone: {
      ...(zoneRule as Json),
      minLength: 0,
      pattern: `^(?:${String((zoneRule as Json)['pattern']).slice(1, -1)})?$`,
      description: `${String((zoneRule as Json)['description'])} Absent or empty: UTC.`,
    },
  },
};
