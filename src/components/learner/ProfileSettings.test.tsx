// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $user, type User } from '@/stores/auth';
import { $localProfile, DEFAULT_LOCAL_PROFILE, decodeLocalProfile } from '@/stores/profile';
import { setConnection } from '@/stores/sync';
import ProfileSettings from './ProfileSettings';

const ada: User = {
  id: 'u1',
  email: 'ada@example.com',
  username: 'ada_obi',
  first_name: 'Ada',
  last_name: 'Obi',
  preferred_language: 'en',
  streak_count: 0,
  total_xp: 0,
  current_level: 1,
  subscription_type: 'free',
  email_verified: true,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

beforeEach(() => $user.set(ada));
afterEach(() => {
  cleanup();
  $user.set(null);
  $localProfile.set(DEFAULT_LOCAL_PROFILE);
  setConnection('unknown');
});

describe('Account Settings', () => {
  it('disables Save with its reason while the server is out of reach, and enables it when the connection returns', () => {
    render(<ProfileSettings />);
    const save = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    const reason = "You're offline: settings can be saved when you're back online.";
    expect(save.disabled).toBe(false);
    act(() => setConnection('offline'));
    expect(save.disabled).toBe(true);
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    act(() => setConnection('online'));
    expect(save.disabled).toBe(false);
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('shows the account’s values and keeps them in the local profile', () => {
    render(<ProfileSettings />);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada_obi');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect($localProfile.get()).toMatchObject({ username: 'ada_obi', email: 'ada@example.com' });
  });

  it('validates on submit, then on every change, and Cancel resets', async () => {
    const user = userEvent.setup();
    render(<ProfileSettings />);
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'a');
    expect(screen.queryByText('Username must be at least 2 characters.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Username must be at least 2 characters.')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    await user.type(username, 'b');
    expect(screen.queryByText('Username must be at least 2 characters.')).toBeNull();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((username as HTMLInputElement).value).toBe('ada_obi');
    expect((email as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });
});

describe('the local profile', () => {
  it('falls back to New User when nothing readable is stored', () => {
    expect(decodeLocalProfile('{oops')).toEqual(DEFAULT_LOCAL_PROFILE);
    expect(decodeLocalProfile('{"username":"x"}')).toEqual(DEFAULT_LOCAL_PROFILE);
    expect(decodeLocalProfile('{"username":"kofi","email":"k@example.com","theme":"dark"}')).toEqual({
      username: 'kofi',
      email: 'k@example.com',
      theme: 'dark',
    });
    expect(DEFAULT_LOCAL_PROFILE.username).toBe('New User');
  });
});
