// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeExercise } from '@/domain';
import VerdictWarmUp from './VerdictWarmUp';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const exercise: Extract<PracticeExercise, { kind: 'recognise' | 'listen' }> = {
  kind: 'recognise',
  itemId: 'igbo:ndewo',
  direction: 'recognise',
  isNew: true,
  prompt: 'Ndewo',
  answer: 'Hello',
  choices: ['Hello', 'Thank you'],
  audio: null,
};

describe('VerdictWarmUp', () => {
  it('lays out each verdict once when the browser is idle, hidden, and leaves nothing behind', () => {
    vi.useFakeTimers();
    // What the copies held when their layout was read: the three verdicts, with this exercise's answer.
    const measured: { kinds: string[]; hidden: string | null; text: string }[] = [];
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      measured.push({
        kinds: [...this.querySelectorAll('[data-verdict]')].map((v) => v.getAttribute('data-verdict') ?? ''),
        hidden: this.getAttribute('aria-hidden'),
        text: this.textContent ?? '',
      });
      return 0;
    });
    const { container } = render(<VerdictWarmUp exercise={exercise} lang="ig" />);
    expect(container.innerHTML).toBe('');
    expect(height).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(measured).toHaveLength(1);
    expect(measured[0]!.kinds).toEqual(['right', 'wrong', 'slip']);
    expect(measured[0]!.hidden).toBe('true');
    expect(measured[0]!.text).toContain('Answer: Hello');
    expect(container.innerHTML).toBe('');
    // Once per page: a later idle period draws nothing again.
    act(() => vi.runAllTimers());
    expect(measured).toHaveLength(1);
  });
});
