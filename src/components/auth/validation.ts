/** Client-side checks of spec 000 §5, run before any request; each returns the message to show or null. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export function validateSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return 'Please enter your email and password.';
  if (!EMAIL.test(email.trim())) return 'Please enter a valid email address.';
  return null;
}

export function validateSignUp(fields: { username: string; email: string; password: string }): string | null {
  if (!fields.username.trim() || !fields.email.trim() || !fields.password) return 'Please fill in your username, email and password.';
  if (!EMAIL.test(fields.email.trim())) return 'Please enter a valid email address.';
  if (fields.password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

/** The spec's wording for a sign-in error (spec 000 §8). */
export function signInMessage(error: { message?: string | undefined; code?: string | undefined } | null | undefined): string {
  if (!error) return 'Login failed. Please try again.';
  if (error.code === 'email_not_confirmed' || error.message === 'Email not confirmed') {
    return 'Please check your email and click the confirmation link to activate your account.';
  }
  return error.message || 'Login failed. Please try again.';
}
