import { z } from 'zod';
import { isStorableText } from '../domain/index.ts';

/** The rule, in words for error messages. */
export const STORABLE_TEXT_RULE = 'must not contain a NUL character or an unpaired surrogate';

/**
 * A query or body string of at most `max` characters that PostgreSQL can hold or compare (isStorableText): every
 * string a request hands to SQL goes through it, so a NUL is a 400 invalid_field, never a database error.
 */
export const storableText = (max: number) =>
  z.string().max(max, `must be at most ${max} characters`).refine(isStorableText, STORABLE_TEXT_RULE);
