// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PracticeExercise } from '@/domain';
import RecallExercise from './RecallExercise';

// Dictation (type what you hear) is played by the recall exercise: the recording instead of the meaning.
const played: string[] = [];
beforeEach(() => {
  played.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(new URL(this.src, 'http://localhost').pathname);
    return Promise.resolve();
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const exercise: Extract<PracticeExercise, { kind: 'dictation' }> = {
  kind: 'dictation',
  itemId: 'swahili:nzuri-sana',
  direction: 'recall',
  isNew: false,
  audio: 'swahili/vocabulary/nzuri-sana',
  prompt: 'Very good',
  answers: ['Nzuri sana'],
  pronunciation: 'NZOO-ree SAH-nah',
};
const CLIP = '/audio/swahili/vocabulary/nzuri-sana.mp3';

function renderDictation() {
  const onAnswer = vi.fn();
  const announce = vi.fn();
  render(
    <RecallExercise
      exercise={exercise}
      language="swahili"
      languageName="Swahili"
      lang="sw"
      markName="accent"
      keyboard={undefined}
      onAnswer={onAnswer}
      onContinue={vi.fn()}
      announce={announce}
    />,
  );
  return { onAnswer, announce, field: screen.getByRole('textbox', { name: 'The Swahili word you hear' }) };
}

const check = (field: HTMLElement, typed: string) => {
  fireEvent.change(field, { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  return document.querySelector('[data-verdict]')!;
};

describe('dictation', () => {
  it('credits who is heard beside Play again, outside its name', () => {
    cleanup();
    render(
      <RecallExercise
        exercise={{ ...exercise, credit: 'Synthesized voice (espeak-ng sw)' }}
        language="swahili"
        languageName="Swahili"
        lang="sw"
        markName="accent"
        keyboard={undefined}
        onAnswer={vi.fn()}
        onContinue={vi.fn()}
        announce={vi.fn()}
      />,
    );
    const credit = screen.getByText('Synthesized voice (espeak-ng sw)');
    expect(screen.getByRole('button', { name: 'Play again' }).contains(credit)).toBe(false);
  });

  it('plays the word at once and again by button or Alt+P, and never shows it or its meaning before the answer', () => {
    const { field } = renderDictation();
    expect(played).toEqual([CLIP]);
    expect(screen.getByText('Type what you hear')).toBeDefined();
    expect(document.body.textContent).not.toContain('Nzuri sana');
    expect(document.body.textContent).not.toContain('Very good');
    const again = screen.getByRole('button', { name: 'Play again' });
    expect(again.getAttribute('aria-keyshortcuts')).toBe('Alt+P');
    fireEvent.click(again);
    // The shortcut works while typing in the answer, and types nothing there.
    const press = fireEvent.keyDown(field, { key: 'π', code: 'KeyP', altKey: true });
    expect(press).toBe(false);
    fireEvent.keyDown(field, { key: 'p', code: 'KeyP' });
    expect(played).toEqual([CLIP, CLIP, CLIP]);
  });

  it('grades a right answer with the recall verdict, then shows the word heard with its respelling and meaning', () => {
    const { field, onAnswer, announce } = renderDictation();
    const verdict = check(field, 'nzuri sana');
    expect(onAnswer).toHaveBeenCalledWith('right', expect.any(Number));
    expect(verdict.getAttribute('data-verdict')).toBe('right');
    expect(verdict.textContent).toBe('Correct!You heard Nzuri sana /NZOO-ree SAH-nah/: “Very good”');
    expect(announce).toHaveBeenCalledWith('Correct! You heard Nzuri sana, “Very good”.');
  });

  it('grades words run together as a slip, with the recall verdict’s texts', () => {
    const { field, onAnswer } = renderDictation();
    const verdict = check(field, 'Nzurisana');
    expect(onAnswer).toHaveBeenCalledWith('slip', expect.any(Number));
    expect(verdict.textContent).toContain('Almost — check the marks');
    expect(verdict.textContent).toContain('Check the spaces between the words');
    expect(verdict.textContent).toContain('Answer: Nzuri sana');
  });

  it('grades another word as wrong, naming the answer as recall does', () => {
    const { field, onAnswer } = renderDictation();
    const verdict = check(field, 'Asante');
    expect(onAnswer).toHaveBeenCalledWith('wrong', expect.any(Number));
    expect(verdict.textContent).toContain('Not this one: the answer is Nzuri sana');
    expect(verdict.textContent).toContain('You heard Nzuri sana /NZOO-ree SAH-nah/: “Very good”');
  });

  it('when the recording cannot be played, says so and asks for the word by its meaning instead', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValue(new DOMException('no source', 'NotSupportedError'));
    renderDictation();
    expect(await screen.findByText('Audio unavailable')).toBeDefined();
    expect(screen.getByText('Type the Swahili for “Very good” instead.')).toBeDefined();
  });

  it('when the browser only refuses sound the learner did not start, waits for Play again', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValue(new DOMException('no gesture', 'NotAllowedError'));
    renderDictation();
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByText('Audio unavailable')).toBeNull();
    expect(document.body.textContent).not.toContain('Very good');
  });

  it('offers a report of the dictation after its verdict', () => {
    const { field } = renderDictation();
    check(field, 'Asante');
    expect(screen.getByRole('button', { name: /report a problem/i })).toBeDefined();
  });
});
