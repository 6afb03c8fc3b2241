import { Secret, TOTP } from 'otpauth';

// Supabase Auth's TOTP parameters (RFC 6238 defaults, which every authenticator app reads): SHA-1, 6 digits, 30 s.
const PERIOD = 30;
const DIGITS = 6;

/** A new random TOTP secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app reads: the issuer, the account's address and the secret. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
  }).toString();
}

/** The code a secret gives at a time (what the learner's app shows). */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD, timestamp: at.getTime() });
}

/**
 * The time step of a code that is right at `at`, allowing one step of clock drift either way (as Supabase Auth
 * does), or null for a wrong or malformed code.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD,
    timestamp: at.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD) + delta;
}
