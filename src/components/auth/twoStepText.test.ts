import { describe, expect, it } from 'vitest';
import { normaliseCode, twoStepMessage } from './twoStepText';

describe('two-step codes', () => {
  it('takes six digits, with the spaces or dash an app shows between groups', () => {
    expect(normaliseCode('123456')).toBe('123456');
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
  });

  it('refuses anything else', () => {
    for (const input of ['', '12345', '1234567', 'abcdef', '12a456', '１２３４５６'])
      expect(normaliseCode(input)).toBeNull();
  });

  it('says whether a refused code was wrong, expired or tried too often', () => {
    expect(twoStepMessage({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })).toMatch(
      /^That code is not right\./,
    );
    expect(twoStepMessage({ code: 'mfa_challenge_expired', message: 'MFA challenge x has expired' })).toMatch(
      /^That code has expired\./,
    );
    const limited = 'Too many wrong codes for this factor: try again in 5 minutes.';
    expect(twoStepMessage({ code: 'over_request_rate_limit', message: limited })).toBe(limited);
    expect(twoStepMessage({})).toBe('We could not check the code. Please try again.');
  });
});
