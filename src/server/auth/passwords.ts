import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), the OWASP-recommended minimum.
const ARGON2ID = 2;

export const MAX_PASSWORD_LENGTH = 72;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Checks a password against its stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The reasons a password is too weak, as Supabase Auth names them, with its message; empty when it is fine. */
export function passwordWeakness(password: string, minLength: number): { reasons: string[]; message: string } {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  return { reasons, message: messages.join(' ') };
}
