// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeExercise } from '@/domain';
import MatchExercise from './MatchExercise';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const words = [
  ['igbo:nna', 'nna', 'father'],
  ['igbo:nne', 'nne', 'mother'],
  ['igbo:nwa', 'nwa', 'child'],
  ['igbo:ulo', 'ụlọ', 'house'],
] as const;
const exercise: Extract<PracticeExercise, { kind: 'match' }> = {
  kind: 'match',
  targets: words.map(([itemId]) => ({ itemId, direction: 'recognise', isNew: false })),
  pairs: words.map(([itemId, word, meaning]) => ({ itemId, word, meaning })),
};

function setUp() {
  const onAnswer = vi.fn();
  const onContinue = vi.fn();
  const announce = vi.fn();
  render(
    <MatchExercise
      exercise={exercise}
      language="igbo"
      languageName="Igbo"
      lang="ig"
      markName="tone"
      onAnswer={onAnswer}
      onContinue={onContinue}
      announce={announce}
    />,
  );
  const card = (text: string) => screen.getByRole('button', { name: text });
  return { onAnswer, onContinue, announce, card };
}

describe('MatchExercise', () => {
  it('grades each pair: right when matched at once, wrong when it was first chosen with the wrong meaning', () => {
    vi.useFakeTimers();
    const { onAnswer, onContinue, announce, card } = setUp();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(card('nna'));
    fireEvent.click(card('mother'));
    expect(announce).toHaveBeenLastCalledWith('mother: not a pair. Try again.');
    act(() => vi.advanceTimersByTime(1000));
    for (const [, word, meaning] of words) {
      fireEvent.click(card(word));
      fireEvent.click(card(meaning));
    }
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer.mock.calls[0]![0]).toEqual({
      'igbo:nna': 'wrong',
      'igbo:nne': 'right',
      'igbo:nwa': 'right',
      'igbo:ulo': 'right',
    });
    expect(announce).toHaveBeenLastCalledWith('All pairs matched; 1 needed a second try.');
    expect(screen.getByText('All pairs matched!')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('marks a wrong pair clearly, by outline, a cross and words, until the cards turn back', () => {
    vi.useFakeTimers();
    const { card } = setUp();
    fireEvent.click(card('nna'));
    fireEvent.click(card('mother'));
    for (const text of ['nna', 'mother']) {
      const wrong = screen.getByRole('button', { name: new RegExp(`^${text} ?, not a pair$`) });
      expect(wrong.getAttribute('data-state')).toBe('wrong');
      expect(wrong.textContent).toContain('✗');
    }
    expect(card('child').getAttribute('data-state')).toBe('down');
    act(() => vi.advanceTimersByTime(1000));
    expect(card('nna').getAttribute('data-state')).toBe('down');
    expect(card('nna').textContent).not.toContain('✗');
  });

  it('marks the chosen card as pressed and writes words in the course language', () => {
    const { card } = setUp();
    fireEvent.click(card('ụlọ'));
    expect(card('ụlọ').getAttribute('aria-pressed')).toBe('true');
    expect(card('house').getAttribute('aria-pressed')).toBe('false');
    expect(card('ụlọ').querySelector('[lang="ig"]')).not.toBeNull();
  });
});
