/** What went wrong with a two-step code, as supabase-js reports it (an AuthError's code and message). */
export interface CodeFailure {
  code?: string | undefined;
  message?: string | undefined;
}

/** The learner's input as a 6-digit code (spaces and dashes an app shows between groups are dropped), or null. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** The message for a code that is not six digits. */
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** What the learner reads when the auth server refuses a two-step code, by Supabase Auth's error code. */
export function twoStepMessage(failure: CodeFailure): string {
  switch (failure.code) {
    case 'mfa_verification_failed':
      return 'That code is not right. Enter the 6-digit code your authenticator app shows now (check that your phone’s clock is set automatically).';
    case 'mfa_challenge_expired':
      return 'That code has expired. Enter the new code your authenticator app shows now.';
    case 'over_request_rate_limit':
      return failure.message || 'Too many wrong codes. Wait a few minutes and try again.';
    case 'mfa_factor_not_found':
      return 'Two-step sign-in was turned off for this account. Sign in again.';
    default:
      return failure.message || 'We could not check the code. Please try again.';
  }
}
