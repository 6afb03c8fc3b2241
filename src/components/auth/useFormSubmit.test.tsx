// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AuthError from './AuthError';
import { useFormSubmit } from './useFormSubmit';

afterEach(cleanup);

/** A form whose error box is wired to the hook, so focus can be observed. */
function Harness() {
  const { error, reasons, errorBox, fail } = useFormSubmit();
  return (
    <div>
      <input aria-label="Email" />
      <button type="button" onClick={() => fail('Please enter your email.')}>
        Send
      </button>
      {error && <AuthError ref={errorBox} message={error} reasons={reasons} />}
    </div>
  );
}

describe('useFormSubmit', () => {
  it('is busy while the request runs and idle after it', async () => {
    const { result } = renderHook(() => useFormSubmit());
    let finish = () => {};
    let running!: Promise<void>;
    act(() => {
      running = result.current.run('Failed.', () => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("shows a thrown error's message, or the fallback when it has none, and is idle again", async () => {
    const { result } = renderHook(() => useFormSubmit());
    await act(() => result.current.run('Login failed.', () => Promise.reject(new Error('Network down'))));
    expect(result.current.error).toBe('Network down');
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run('Login failed.', () => Promise.reject(new Error(''))));
    expect(result.current.error).toBe('Login failed.');
  });

  it('marks the failed fields and a weak password’s reasons, and clear() forgets them and the notice', () => {
    const { result } = renderHook(() => useFormSubmit());
    act(() => result.current.tell('Check your inbox.'));
    expect(result.current.notice).toBe('Check your inbox.');
    act(() => result.current.fail('Too weak.', { password: 'Choose a stronger password.' }, ['Too short']));
    expect(result.current.fieldErrors).toEqual({ password: 'Choose a stronger password.' });
    expect(result.current.reasons).toEqual(['Too short']);
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ error: null, fieldErrors: {}, reasons: [], notice: null });
  });

  it('gives each failed attempt’s error focus, also when the same message comes again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    await user.click(screen.getByLabelText('Email'));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
