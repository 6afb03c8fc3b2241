import { describe, expect, it } from 'vitest';
import { validateProfile } from './profileValidation';

describe('the profile form’s checks (docs/product/accounts.md §5)', () => {
  it('accepts a 2-character username and a valid e-mail', () => {
    expect(validateProfile({ username: 'Ad', email: 'ada@example.com' })).toEqual({});
  });

  it('gives the spec’s message for each bad field', () => {
    expect(validateProfile({ username: 'A', email: 'ada@example' })).toEqual({
      username: 'Username must be at least 2 characters.',
      email: 'Please enter a valid email address.',
    });
    expect(validateProfile({ username: '  a ', email: '' }).username).toBe('Username must be at least 2 characters.');
  });
});
