// PostgreSQL error codes (SQLSTATE) a race can still raise once every check-then-write path is one statement or a
// locking transaction: both drivers (postgres.js and PGlite) set `code`, and drizzle wraps their errors in `cause`.

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, looked up through drizzle's wrapping; undefined for any other error. */
export function pgErrorCode(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Whether `error` is a database error with one of these SQLSTATEs. */
export const isPgError = (error: unknown, ...codes: string[]): boolean => {
  const code = pgErrorCode(error);
  return code !== undefined && codes.includes(code);
};
