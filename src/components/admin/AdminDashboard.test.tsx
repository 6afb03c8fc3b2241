// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $authStatus, $role } from '@/stores/auth';
import AdminDashboard from './AdminDashboard';

// The session is set in the stores below; starting the real auth client would replace it with 'signed out'.
vi.mock('@/components/session/start', () => ({}));

beforeEach(() => {
  // The panels' API calls fail here; these tests are about the dashboard's own controls.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
  $authStatus.set('signed-in');
  $role.set('admin');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $authStatus.set('loading');
  $role.set('learner');
});

describe('the admin dashboard', () => {
  it('explains how content is added when New Content or Import is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    render(<AdminDashboard />);
    const create = screen.getByRole('button', { name: 'New Content' });
    expect(create.getAttribute('aria-expanded')).toBe('false');
    await user.click(create);
    expect(create.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'New lessons are files' }).textContent).toContain('npm run content:new');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('region', { name: 'Importing is copying files' }).textContent).toContain(
      'npm run content:check',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.queryByRole('region', { name: 'Importing is copying files' })).toBeNull();
  });

  it('switches the Content sections, telling where vocabulary and audio files live', async () => {
    const user = userEvent.setup();
    render(<AdminDashboard />);
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    const vocabulary = screen.getByRole('button', { name: 'Vocabulary' });
    await user.click(vocabulary);
    expect(vocabulary.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/content\/vocabulary\/<language>\.yaml/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Audio Files' }));
    expect(screen.getByText(/content\/audio\/manifest\.yaml/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review contributed recordings' }).getAttribute('href')).toBe(
      '/review-audio',
    );
    await user.click(screen.getByRole('button', { name: 'Cultural Stories' }));
    expect(screen.getByRole('group', { name: 'Show lessons by status' })).toBeTruthy();
  });

  it('has Audio Files and Pending Reviews as tabs of their own', async () => {
    const user = userEvent.setup();
    render(<AdminDashboard languages={[{ code: 'igbo', name: 'Igbo' }]} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Content',
      'Audio Files',
      'Pending Reviews',
      'Users',
      'Reports',
      'Analytics',
      'Audit',
      'Settings',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Audio Files' }));
    expect(screen.getByRole('tabpanel', { name: 'Audio Files' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Audio Files' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Pending Reviews' }));
    expect(screen.getByRole('tabpanel', { name: 'Pending Reviews' })).toBeTruthy();
  });
});
