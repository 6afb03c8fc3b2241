import { describe, expect, it } from 'vitest';
import { saveFailureText, savedText } from './saveProgressText';
import { startFailureText } from './startAnonymous';

describe('what saving an anonymous learner’s progress says', () => {
  it("keeps the server's words for a taken address and says what to do", () => {
    expect(
      saveFailureText({ code: 'email_exists', message: 'A user with this email address has already been registered' }),
    ).toBe(
      'A user with this email address has already been registered. Sign in to that account instead, or use another e-mail.',
    );
  });

  it('asks for a stronger password, and passes other messages on', () => {
    expect(saveFailureText({ code: 'weak_password', message: 'Password should be at least 8 characters.' })).toBe(
      'Choose a stronger password.',
    );
    expect(saveFailureText({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toBe(
      'Request rate limit reached',
    );
  });

  it('says the account is ready, or that the mailed link finishes it', () => {
    expect(savedText('ada@example.com', true)).toBe(
      'Your progress is saved. From now on, sign in with ada@example.com and your password.',
    );
    expect(savedText('ada@example.com', false)).toMatch(/^Almost there! We sent a link to ada@example.com\./);
  });

  it('says plainly when starting without an account is turned off', () => {
    expect(startFailureText({ code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' })).toBe(
      'Starting without an account is not available here. Please sign up or sign in.',
    );
  });
});
