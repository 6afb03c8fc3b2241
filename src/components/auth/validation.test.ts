import { describe, expect, it } from 'vitest';
import {
  signInFieldErrors,
  signInMessage,
  signUpFieldErrors,
  validateSignIn,
  validateSignUp,
  weakPasswordReasons,
} from './validation';

describe('sign-in validation', () => {
  it('requires both fields and an e-mail shape', () => {
    expect(validateSignIn('', 'x')).toMatch(/email and password/);
    expect(validateSignIn('ada@example', 'secret')).toBe('Please enter a valid email address.');
    expect(validateSignIn('ada@example.com', 'secret')).toBeNull();
  });
});

describe('sign-up validation', () => {
  const ok = { username: 'ada', email: 'ada@example.com', password: '12345678' };
  it('accepts a complete form with an 8-character password', () => expect(validateSignUp(ok)).toBeNull());
  it('rejects a 7-character password', () =>
    expect(validateSignUp({ ...ok, password: '1234567' })).toBe('Password must be at least 8 characters.'));
  it('requires a username', () => expect(validateSignUp({ ...ok, username: ' ' })).toMatch(/username/));
});

describe('field errors', () => {
  it('name every empty field of the sign-up form, and none of the optional names', () => {
    expect(signUpFieldErrors({ username: '', email: '', password: '' })).toEqual({
      username: 'Choose a username.',
      email: 'Enter your email address.',
      password: 'Choose a password of at least 8 characters.',
    });
    expect(signUpFieldErrors({ username: 'ada', email: 'ada@example', password: '1234567' })).toEqual({
      email: 'Enter an email address like you@example.com.',
      password: 'Use at least 8 characters.',
    });
    expect(signUpFieldErrors({ username: 'ada', email: 'ada@example.com', password: '12345678' })).toEqual({});
  });
  it('name the empty fields of the sign-in form', () => {
    expect(signInFieldErrors('', '')).toEqual({ email: 'Enter your email address.', password: 'Enter your password.' });
    expect(signInFieldErrors('ada@example.com', 'x')).toEqual({});
  });
});

describe('sign-in messages', () => {
  it('explains an unconfirmed e-mail', () => {
    expect(signInMessage({ code: 'email_not_confirmed', message: 'Email not confirmed' })).toMatch(/confirmation link/);
  });
  it('says wrong credentials in plain words', () => {
    expect(signInMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe(
      "Wrong email or password. Try again, or choose 'Forgot password?' to set a new one.",
    );
    expect(signInMessage({ message: 'Invalid login credentials' })).toMatch(/^Wrong email or password\./);
  });
  it('passes other provider messages through, with the fallback when empty', () => {
    expect(signInMessage({ message: 'Too many requests' })).toBe('Too many requests');
    expect(signInMessage({ message: '' })).toBe('Login failed. Please try again.');
  });
});

describe('weak-password reasons', () => {
  it('turns the auth server’s reasons into sentences, once each, keeping unknown ones', () => {
    expect(weakPasswordReasons(['length', 'pwned', 'length', 7, 'custom'])).toEqual([
      'Use at least 8 characters.',
      'This password is one of the most common and easy to guess: choose one of your own.',
      'custom',
    ]);
  });
});
