// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts, showToast } from '@/stores/sync';
import Toaster from './Toaster';

afterEach(() => {
  cleanup();
  $toasts.set([]);
  vi.useRealTimers();
});

describe('the toaster', () => {
  it('stacks at most two toasts, so three achievements at once never reach the completion card', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      for (const title of ['First Steps', 'Perfectionist', 'Speed Learner'])
        showToast({ title: `Achievement unlocked: ${title}`, tone: 'success', durationMs: 5000 });
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('First Steps'),
      expect.stringContaining('Perfectionist'),
    ]);
    // The third waits its turn and then stays its full time.
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Speed Learner'),
    ]);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
