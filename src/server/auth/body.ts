import { AuthError, validationFailed } from './errors.ts';

export type Body = Record<string, unknown>;

const badJson = (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

/** The request body as an object; an empty body reads as {} (supabase-js sends none to /logout). */
export function objectBody(body: unknown): Body {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badJson('the body must be a JSON object');
  return body as Body;
}

/** A string field, or undefined when missing or null; any other type is a bad body. */
export function optionalString(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badJson(`"${name}" must be a string`);
  return value;
}

/** An object field such as `data`, or undefined when missing or null. */
export function optionalObject(body: Body, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson(`"${name}" must be an object`);
  return value as Record<string, unknown>;
}

// Printable ASCII addresses only: Supabase Auth and most mail servers refuse the rest.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A valid e-mail address, trimmed and lower-cased, or a validation error. */
export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email))
    throw validationFailed('Unable to validate email address: invalid format');
  return email;
}
