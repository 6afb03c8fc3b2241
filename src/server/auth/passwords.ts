import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), the OWASP-recommended minimum.
const ARGON2ID = 2;

export const MAX_PASSWORD_LENGTH = 72;

/**
 * The password as it is hashed and compared: in NFC, so a password typed with combining marks (NFD, as some keyboards
 * send 'ọ́') matches the same password typed precomposed.
 */
export function normalisedPassword(password: string): string {
  return password.normalize('NFC');
}

/**
 * Whether a password is text at all: an unpaired UTF-16 surrogate becomes U+FFFD on its way to the hash, so
 * 'a\ud800b' and 'a\udfffb' would be one password.
 */
export function isWellFormedPassword(password: string): boolean {
  return password.isWellFormed();
}

/** Hashes a password (in NFC) with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalisedPassword(password), { algorithm: ARGON2ID });
}

/**
 * Checks a password against its stored hash, in NFC and, when that differs, as typed (a hash made before passwords were
 * normalised); a malformed hash or a password that is not well-formed text counts as a mismatch.
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (!isWellFormedPassword(password)) return false;
  const nfc = normalisedPassword(password);
  try {
    return (await verify(stored, nfc)) || (nfc !== password && (await verify(stored, password)));
  } catch {
    return false;
  }
}

// The most used passwords of 8 characters or more in public breach corpora; Supabase Auth calls this reason 'pwned'.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  '12121212',
  '88888888',
  '99999999',
  '123123123',
  '1q2w3e4r',
  '1qaz2wsx',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'letmein1',
  'changeme',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'corvette',
  'mercedes',
  'liverpool',
  'chelsea1',
  'arsenal1',
  'samsung1',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'zaq12wsx',
  'aaaaaaaa',
  'qazwsxedc',
  'admin123',
  'administrator',
  'monkey123',
]);

/** The reasons a password is too weak, as Supabase Auth names them, with its message; empty when it is fine. */
export function passwordWeakness(password: string, minLength: number): { reasons: string[]; message: string } {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return { reasons, message: messages.join(' ') };
}
