/** Client-side checks of docs/product/accounts.md §5, run before any request; each returns the message to show or null. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

/** Whether a string looks like an e-mail address (something@domain.tld, no spaces). */
export function isEmailShaped(email: string): boolean {
  return EMAIL.test(email.trim());
}

export function validateEmail(email: string): string | null {
  if (!email.trim()) return 'Please enter your email address.';
  return EMAIL.test(email.trim()) ? null : 'Please enter a valid email address.';
}

export function validateSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return 'Please enter your email and password.';
  if (!EMAIL.test(email.trim())) return 'Please enter a valid email address.';
  return null;
}

export function validateSignUp(fields: { username: string; email: string; password: string }): string | null {
  if (!fields.username.trim() || !fields.email.trim() || !fields.password)
    return 'Please fill in your username, email and password.';
  if (!EMAIL.test(fields.email.trim())) return 'Please enter a valid email address.';
  if (fields.password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/** The fields of the auth forms that can be wrong, each with what to do about it. */
export type FieldErrors = Partial<Record<'username' | 'email' | 'password', string>>;

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  return EMAIL.test(email.trim()) ? undefined : 'Enter an email address like you@example.com.';
}

/** Each empty or malformed field of the Sign In form. */
export function signInFieldErrors(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const forEmail = emailError(email);
  if (forEmail) errors.email = forEmail;
  if (!password) errors.password = 'Enter your password.';
  return errors;
}

/** Each empty or malformed field of the Sign Up form (first and last name are optional). */
export function signUpFieldErrors(fields: { username: string; email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.username.trim()) errors.username = 'Choose a username.';
  const forEmail = emailError(fields.email);
  if (forEmail) errors.email = forEmail;
  if (!fields.password) errors.password = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  else if (fields.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return errors;
}

/** What a failed sign-in says (docs/product/accounts.md §8), in plain words for wrong credentials. */
export function signInMessage(
  error: { message?: string | undefined; code?: string | undefined } | null | undefined,
): string {
  if (!error) return 'Login failed. Please try again.';
  if (error.code === 'email_not_confirmed' || error.message === 'Email not confirmed') {
    return 'Please check your email and click the confirmation link to activate your account.';
  }
  if (error.code === 'invalid_credentials' || error.message === 'Invalid login credentials') {
    return "Wrong email or password. Try again, or choose 'Forgot password?' to set a new one.";
  }
  return error.message || 'Login failed. Please try again.';
}

const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  characters: 'Mix lower-case and upper-case letters, digits and symbols.',
  pwned: 'This password is one of the most common and easy to guess: choose one of your own.',
};

/** The weak-password reasons of the auth server (length, characters, pwned) as sentences a learner can act on. */
export function weakPasswordReasons(reasons: readonly unknown[]): string[] {
  return [...new Set(reasons.filter((r): r is string => typeof r === 'string'))].map(
    (r) => WEAK_PASSWORD_REASONS[r] ?? r,
  );
}
