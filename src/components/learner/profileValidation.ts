import { isEmailShaped } from '../auth/validation';

/** The profile form's checks (docs/product/accounts.md §5); each field maps to its message, absent when valid. */
export interface ProfileFields {
  username: string;
  email: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileFields, string>>;

export const MIN_USERNAME_LENGTH = 2;

export function validateProfile(fields: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  if (fields.username.trim().length < MIN_USERNAME_LENGTH) errors.username = 'Username must be at least 2 characters.';
  if (!isEmailShaped(fields.email)) errors.email = 'Please enter a valid email address.';
  return errors;
}
