// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeExercise } from '@/domain';
import ChoiceExercise from './ChoiceExercise';

afterEach(cleanup);

const exercise: Extract<PracticeExercise, { kind: 'tone-choice' }> = {
  kind: 'tone-choice',
  itemId: 'yoruba:oko',
  direction: 'recall',
  isNew: false,
  prompt: 'husband',
  choices: ['ọkọ̀', 'ọkọ', 'okọ́'].map((w) => w.normalize('NFC')),
  answer: 'ọkọ'.normalize('NFC'),
  choiceMeanings: ['vehicle, boat', 'husband', null],
};

describe('ChoiceExercise, tone choice', () => {
  it('shows after the verdict a real word with its meaning and an unknown spelling as not a word we know', async () => {
    render(
      <ChoiceExercise
        exercise={exercise}
        language="yoruba"
        languageName="Yoruba"
        lang="yo"
        markName="tone"
        onAnswer={vi.fn()}
        onContinue={vi.fn()}
        announce={vi.fn()}
      />,
    );
    expect(screen.queryByText('“vehicle, boat”')).toBeNull();
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByText('“vehicle, boat”')).toBeDefined());
    expect(screen.getByText('“husband”')).toBeDefined();
    expect(screen.getByText('not a word we know')).toBeDefined();
    expect(screen.queryByText(/not a word in this course/)).toBeNull();
  });
});
