// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from './Field';

afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('PasswordField', () => {
  it('asks for the current password to sign in, with no hint', () => {
    render(<PasswordField purpose="current" />);
    const field = input('Password');
    expect([field.type, field.name, field.autocomplete, field.required]).toEqual([
      'password',
      'password',
      'current-password',
      true,
    ]);
    expect(field.placeholder).toBe('');
  });

  it('hints at the least length of a new password, and not when it is typed again', () => {
    render(
      <>
        <PasswordField purpose="new" label="New password" />
        <PasswordField purpose="repeat" label="Repeat the new password" name="confirm" />
      </>,
    );
    expect([input('New password').autocomplete, input('New password').placeholder]).toEqual([
      'new-password',
      '8+ characters',
    ]);
    const repeat = input('Repeat the new password');
    expect([repeat.name, repeat.autocomplete, repeat.placeholder]).toEqual(['confirm', 'new-password', '']);
  });

  it('marks an invalid password and ties its error to it', () => {
    render(<PasswordField purpose="new" error="Choose a stronger password." />);
    const field = input('Password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose a stronger password.',
    );
  });
});
