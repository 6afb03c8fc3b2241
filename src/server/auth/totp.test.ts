import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpStep, totpUri } from './totp.ts';

// RFC 6238's SHA-1 test key ("12345678901234567890") in base32; at 59 s its 8-digit code is 94287082.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP', () => {
  it('gives RFC 6238 codes, six digits', () => {
    expect(totpCode(RFC_SECRET, at(59))).toBe('287082');
    expect(totpCode(RFC_SECRET, at(1111111109))).toBe('081804');
  });

  it('finds the time step of a right code, one step of drift either way', () => {
    const now = at(1111111109);
    const step = Math.floor(1111111109 / 30);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at(1111111109 - 30)), now)).toBe(step - 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at(1111111109 + 30)), now)).toBe(step + 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at(1111111109 + 90)), now)).toBeNull();
  });

  it('refuses malformed codes', () => {
    for (const code of ['', '12345', '1234567', '12 456', 'abcdef', '０８１８０４'])
      expect(totpStep(RFC_SECRET, code, at(1111111109))).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI with the issuer and account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'lugha.example', 'ada@example.com');
    expect(uri).toBe(
      `otpauth://totp/lugha.example:ada%40example.com?issuer=lugha.example&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
