// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeExercise } from '@/domain';
import ChoiceExercise from './ChoiceExercise';

afterEach(cleanup);

const exercise: Extract<PracticeExercise, { kind: 'recognise' | 'listen' }> = {
  kind: 'recognise',
  itemId: 'yoruba:ile',
  direction: 'recognise',
  isNew: false,
  prompt: 'ilé',
  audio: null,
  choices: ['water', 'house', 'market'],
  answer: 'house',
};

function renderExercise(shown: Extract<PracticeExercise, { kind: 'recognise' | 'listen' }> = exercise) {
  const onAnswer = vi.fn();
  const announce = vi.fn();
  render(
    <ChoiceExercise
      exercise={shown}
      language="yoruba"
      languageName="Yoruba"
      lang="yo"
      markName="tone"
      onAnswer={onAnswer}
      onContinue={vi.fn()}
      announce={announce}
    />,
  );
  return { onAnswer, announce };
}

const option = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('ChoiceExercise', () => {
  it('credits who is heard beside the play button of listen-and-choose and recognise, outside the button', () => {
    const credit = 'Recorded by Adaeze (CC BY-SA 4.0)';
    for (const kind of ['listen', 'recognise'] as const) {
      renderExercise({ ...exercise, kind, audio: 'yoruba/vocabulary/ile', credit });
      const button = screen.getByRole('button', { name: kind === 'listen' ? 'Play the word' : 'Hear it' });
      const shown = screen.getByText(credit);
      expect(shown.className).toContain('text-muted');
      expect(button.contains(shown)).toBe(false);
      cleanup();
    }
    // No recording, no credit.
    renderExercise({ ...exercise, credit });
    expect(screen.queryByText(credit)).toBeNull();
  });

  it('after listening, shows the word that was heard, written, with its meaning, right or wrong', () => {
    const listen = { ...exercise, kind: 'listen' as const, audio: 'yoruba/vocabulary/ile' };
    const { announce } = renderExercise(listen);
    expect(screen.queryByText('ilé')).toBeNull();
    fireEvent.click(option('house'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const verdict = document.querySelector('[data-verdict="right"]')!;
    expect(verdict.textContent).toContain('You heard ilé: “house”');
    expect(screen.getByText('ilé').getAttribute('lang')).toBe('yo');
    expect(announce).toHaveBeenCalledWith('Correct! You heard ilé, “house”.');
    cleanup();
    renderExercise(listen);
    fireEvent.click(option('water'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(document.querySelector('[data-verdict="wrong"]')!.textContent).toContain('You heard ilé: “house”');
  });

  it('after listening, shows the word with its respelling when the course gives one, right or wrong', () => {
    const listen = { ...exercise, kind: 'listen' as const, audio: 'yoruba/vocabulary/ile', pronunciation: 'ee-LEH' };
    renderExercise(listen);
    fireEvent.click(option('water'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const verdict = document.querySelector('[data-verdict="wrong"]')!;
    expect(verdict.querySelector('[data-heard]')!.textContent).toBe('You heard ilé /ee-LEH/: “house”');
    cleanup();
    renderExercise(listen);
    fireEvent.click(option('house'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(document.querySelector('[data-verdict="right"] [data-heard]')!.textContent).toBe(
      'You heard ilé /ee-LEH/: “house”',
    );
  });

  it('recognising a written word, repeats no word in the verdict', () => {
    renderExercise();
    fireEvent.click(option('house'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(document.querySelector('[data-verdict="right"]')!.textContent).toBe('Correct!');
  });

  it('shows the verdict at once and colours the options once it is painted; a late change of choice is ignored', async () => {
    const { onAnswer } = renderExercise();
    fireEvent.click(option('water'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAnswer).toHaveBeenCalledWith('wrong', expect.any(Number));
    // The verdict and Continue come in the press's own frame...
    expect(document.querySelector('[data-verdict="wrong"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDefined();
    // ...the options a frame later: a choice changed before then does not move the learner's answer.
    expect(option('market').disabled).toBe(false);
    fireEvent.click(option('market'));
    await waitFor(() => expect(option('market').disabled).toBe(true));
    expect(option('water').checked).toBe(true);
    expect(option('water').closest('label')?.className).toContain('border-clay-600');
    expect(option('house').closest('label')?.className).toContain('border-forest-600');
    expect(option('market').closest('label')?.className).toContain('text-muted');
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('leaves the focus on the chosen option while Check is pressed, and gives it to Continue once the verdict is painted', async () => {
    renderExercise();
    fireEvent.click(option('water'));
    option('water').focus();
    const check = screen.getByRole('button', { name: 'Check' });
    // The press moves no focus, so the browser has no blur and focus to dispatch before the click that checks.
    expect(fireEvent.mouseDown(check)).toBe(false);
    fireEvent.click(check);
    expect(document.activeElement).toBe(option('water'));
    const next = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // Continue is pressed like any button: its press may take the focus.
    expect(fireEvent.mouseDown(next)).toBe(true);
  });
});
