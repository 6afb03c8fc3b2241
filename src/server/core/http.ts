import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, ok } from './envelope.ts';
import { isTimeZone } from './local-date.ts';

/** Parses a body or query with a zod schema; the 400 names the field and why. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, what: 'body' | 'query' = 'body'): T {
  if (what === 'body' && (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value))) {
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || what;
  if (!issue) throw new ApiError(400, 'invalid_field', `${field}: is not valid`);
  throw new ApiError(400, 'invalid_field', `${field}: ${describeIssue(issue, value)}`);
}

/** zod's own wording ("Invalid input: expected string, received undefined", "Invalid option: …"), not a schema's. */
const ZOD_DEFAULT = /^Invalid /;

/** What is wrong with a field, in the words of the schema's own messages ("must be …", "is required"). */
function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
  const own = !ZOD_DEFAULT.test(issue.message);
  // zod's default names types and values; the schema's message, where it has one, says the rule.
  const rule = own
    ? issue.message
    : issue.code === 'invalid_value'
      ? `must be one of ${issue.values.map((v) => `'${String(v)}'`).join(', ')}`
      : issue.code === 'invalid_type'
        ? `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`
        : issue.message;
  const missing = issue.path.length > 0 && valueAt(value, issue.path) === undefined;
  if (!missing) return rule;
  return own || issue.code === 'invalid_value' ? `is required and ${rule}` : 'is required';
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** The learner's time zone from ?timeZone= (default UTC), checked. */
export function timeZoneOf(request: FastifyRequest): string {
  const value = (request.query as Record<string, unknown>)['timeZone'];
  if (value === undefined || value === '') return 'UTC';
  if (typeof value !== 'string' || !isTimeZone(value))
    throw new ApiError(400, 'invalid_field', 'timeZone: must be an IANA time zone such as Africa/Lagos');
  return value;
}

/**
 * Answers public catalogue data with an ETag and a short public cache; a matching If-None-Match gets 304.
 * The catalogue does not change while the server runs, so each answer is serialised and hashed once, under
 * its key (the route and what selects the data), and sent as bytes afterwards.
 */
export function catalogueResponder() {
  const answers = new Map<string, { body: Buffer; etag: string }>();
  return function cacheable<T>(request: FastifyRequest, reply: FastifyReply, key: string, data: () => T) {
    let answer = answers.get(key);
    if (!answer) {
      // data() throws (404) for what does not exist, so only real catalogue entries are kept.
      const body = Buffer.from(JSON.stringify(ok(data())));
      answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      answers.set(key, answer);
    }
    reply.header('etag', answer.etag).header('cache-control', 'public, max-age=300, must-revalidate');
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  };
}
