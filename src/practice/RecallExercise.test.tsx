// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeExercise } from '@/domain';
import RecallExercise from './RecallExercise';

afterEach(cleanup);

const exercise: Extract<PracticeExercise, { kind: 'recall' }> = {
  kind: 'recall',
  itemId: 'igbo:nnoo',
  direction: 'recall',
  isNew: false,
  prompt: 'Welcome',
  answers: ['Nnọọ'],
};
const keyboard = { languageName: 'Igbo', letters: ['ị', 'ọ', 'ụ', 'ṅ'], tones: [] };

describe('RecallExercise', () => {
  it('names the missing subdot, grades it a slip, and then offers Continue', async () => {
    const onAnswer = vi.fn();
    const onContinue = vi.fn();
    const announce = vi.fn();
    render(
      <RecallExercise
        exercise={exercise}
        language="igbo"
        languageName="Igbo"
        lang="ig"
        markName="tone"
        keyboard={keyboard}
        onAnswer={onAnswer}
        onContinue={onContinue}
        announce={announce}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Igbo for “Welcome”' });
    fireEvent.change(field, { target: { value: 'Nnoọ' } });
    const check = screen.getByRole('button', { name: 'Check' });
    check.focus();
    fireEvent.click(check);
    expect(onAnswer).toHaveBeenCalledWith('slip', expect.any(Number));
    // Check became Continue in place: the same element, still focused.
    expect(screen.getByRole('button', { name: 'Continue' })).toBe(check);
    expect(document.activeElement).toBe(check);
    expect(screen.getByText('The ọ needs its dot')).toBeDefined();
    expect(announce).toHaveBeenCalledWith('Almost — check the marks The ọ needs its dot. The answer is Nnọọ.');
    // The keys are disabled through their fieldset (the browser disables every key in it), a frame after the
    // verdict is painted; a key pressed before then types nothing.
    const key = screen.getByRole('button', { name: 'Igbo letter o with dot below' });
    fireEvent.click(key);
    expect((field as HTMLInputElement).value).toBe('Nnoọ');
    await waitFor(() => expect(key.closest('fieldset')?.disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });
});
