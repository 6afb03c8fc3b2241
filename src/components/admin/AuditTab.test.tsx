// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuditTab from './AuditTab';

const entry = {
  id: '7d0f1c9e-3b1a-4c55-9a55-2f1f4b0c9a01',
  at: '2026-11-27T10:15:00.000Z',
  event: 'signin_failed',
  userId: '0b6c7f3e-1f5e-4d8e-8f0a-5a3c2b1d0e9f',
  actor: 'user',
  ip: '203.0.113.7',
  detail: { reason: 'invalid_credentials' },
};
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, data: [entry], error: null }), {
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

describe('the Audit tab', () => {
  it('lists auth events with their detail and asks again for one kind of event', async () => {
    const user = userEvent.setup();
    render(<AuditTab />);
    expect(await screen.findByText('signin_failed')).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByText('reason: invalid_credentials')).toBeTruthy();
    expect(screen.getByText('2026-11-27 10:15:00')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'role_changed');
    await screen.findByText('signin_failed');
    expect(asked.at(-1)).toContain('event=role_changed');
  });
});
