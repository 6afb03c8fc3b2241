// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReviewerRoles from './ReviewerRoles';

const languages = [
  { code: 'igbo', name: 'Igbo' },
  { code: 'yoruba', name: 'Yoruba' },
];
const userId = '0b6c7f3e-1f5e-4d8e-8f0a-5a3c2b1d0e9f';
const asked: { url: string; method: string }[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      asked.push({ url, method });
      const reviewerLanguages = method === 'PUT' ? ['igbo', 'yoruba'] : ['igbo'];
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, data: { userId, reviewerLanguages }, error: null }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reviewer roles in the Users tab', () => {
  it('grants a language and removes it again, showing what the server answers', async () => {
    const user = userEvent.setup();
    render(<ReviewerRoles userId={userId} username="ada" granted={['igbo']} languages={languages} />);
    expect(screen.getByRole('list', { name: 'ada reviews' }).textContent).toContain('Igbo');
    await user.click(screen.getByRole('button', { name: 'Make ada a reviewer of Yoruba' }));
    expect(await screen.findByRole('button', { name: "Remove ada's Yoruba reviewer role" })).toBeTruthy();
    expect(asked.at(-1)).toEqual({ url: `/api/admin/users/${userId}/reviewer/yoruba`, method: 'PUT' });
    await user.click(screen.getByRole('button', { name: "Remove ada's Yoruba reviewer role" }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: "Remove ada's Yoruba reviewer role" })).toBeNull(),
    );
    expect(asked.at(-1)).toEqual({ url: `/api/admin/users/${userId}/reviewer/yoruba`, method: 'DELETE' });
  });
});
