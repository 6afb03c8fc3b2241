// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuthPanel from './AuthPanel';

const settings = (external: Record<string, boolean>) => vi.fn(() => Promise.resolve(Response.json({ external })));

beforeEach(() => window.history.replaceState(null, '', '/onboarding'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the onboarding forms', () => {
  it('mark each missing sign-up field and give the error focus', async () => {
    vi.stubGlobal('fetch', settings({ google: false, apple: false }));
    const user = userEvent.setup();
    render(<AuthPanel />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('First name (optional)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please fill in your username, email and password.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    for (const label of ['Username', 'Email', 'Password'])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First name (optional)').getAttribute('aria-invalid')).toBeNull();
    const username = screen.getByLabelText('Username');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a username.');
  });

  it('say why a visitor is asked to sign in, and open Sign Up when sent to start a course', async () => {
    vi.stubGlobal('fetch', settings({ google: false, apple: false }));
    window.history.replaceState(null, '', '/onboarding?next=%2Flesson%2Figbo%2F1-2');
    const { unmount } = render(<AuthPanel />);
    expect(screen.getByText('Sign in to continue to your lesson.')).toBeTruthy();
    unmount();
    window.history.replaceState(null, '', '/onboarding?mode=signup&next=%2Fcourse%2Fswahili');
    render(<AuthPanel />);
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Create a free account to start learning Swahili.')).toBeTruthy();
  });

  it('say plainly that Google and Apple are not set up, and show only the providers the server enabled', async () => {
    vi.stubGlobal('fetch', settings({ google: false, apple: false }));
    const { unmount } = render(<AuthPanel />);
    expect(await screen.findByText(/Google and Apple sign-in are not set up on this server/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    unmount();
    vi.stubGlobal('fetch', settings({ google: true, apple: false }));
    vi.resetModules();
    const { default: Fresh } = await import('./AuthPanel');
    render(<Fresh />);
    expect(await screen.findByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apple' })).toBeNull();
  });
});
