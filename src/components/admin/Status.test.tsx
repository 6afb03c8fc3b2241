// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Status from './Status';

afterEach(cleanup);

describe('an admin panel refused by the server', () => {
  it('says what to do when the server requires two-step sign-in, not a bare 403', async () => {
    const message =
      'The admin dashboard needs a second factor: verify your authenticator code for this session (aal2).';
    render(
      <Status loaded={{ state: 'error', status: 403, code: 'mfa_required', message }} retry={() => undefined}>
        {() => <p>figures</p>}
      </Status>,
    );
    expect(screen.getByRole('heading', { name: 'Two-step sign-in required' })).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
    // No session here, so no authenticator app either: the way to set one up is offered.
    const link = await screen.findByRole('link', { name: 'Set up two-step sign-in' });
    expect(link.getAttribute('href')).toBe('/profile#two-step');
  });

  it('shows any other refusal with Try again', () => {
    render(
      <Status
        loaded={{ state: 'error', status: 403, code: 'forbidden', message: 'Only administrators.' }}
        retry={() => undefined}
      >
        {() => <p>figures</p>}
      </Status>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Only administrators.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
