// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeExercise } from '@/domain';
import RoleplayExercise from './RoleplayExercise';

afterEach(cleanup);

type Roleplay = Extract<PracticeExercise, { kind: 'roleplay' }>;
const exercise = (mode: Roleplay['mode']): Roleplay => ({
  kind: 'roleplay',
  mode,
  itemId: 'yoruba:dialogue:y1-5:bẹ́ẹ̀ ni bàbá ṣé ẹ jí dáadáa',
  direction: 'recall',
  isNew: mode === 'choose',
  prompt: 'Káàárọ̀, ọmọ mi. Ṣé o jí dáadáa?',
  audio: null,
  answers: ['Bẹ́ẹ̀ ni, Bàbá. Ṣé ẹ jí dáadáa?'],
  dialogue: {
    lessonId: 'y1-5',
    speaker: 'Kẹ́mi',
    otherSpeaker: 'Bàbá Tóbi',
    promptTranslation: 'Good morning, my child. Did you wake up well?',
    translation: 'Yes, sir. Did you wake up well?',
  },
  lines: ['A dúpẹ́. Màmá rẹ ńkọ́?', 'Àlàáfíà ni. Ẹ ṣé, Bàbá.', 'Ó dàbọ̀.'],
  sameConversation: 3,
  seed: 7,
});

function play(mode: Roleplay['mode']) {
  const onAnswer = vi.fn();
  const announce = vi.fn();
  render(
    <RoleplayExercise
      exercise={exercise(mode)}
      language="yoruba"
      languageName="Yoruba"
      lang="yo"
      markName="tone"
      keyboard={undefined}
      onAnswer={onAnswer}
      onContinue={vi.fn()}
      announce={announce}
    />,
  );
  return { onAnswer, announce };
}

describe('RoleplayExercise', () => {
  it("asks to take the speaker's part, showing the other speaker's line and its translation", () => {
    play('choose');
    expect(screen.getByText('Take Kẹ́mi’s part')).toBeDefined();
    expect(screen.getByText('Bàbá Tóbi says')).toBeDefined();
    expect(screen.getByText('Káàárọ̀, ọmọ mi. Ṣé o jí dáadáa?').getAttribute('lang')).toBe('yo');
    expect(screen.getByText('“Good morning, my child. Did you wake up well?”')).toBeDefined();
  });

  it('offers three lines to choose from while the line is new, and grades the right one right', () => {
    const { onAnswer, announce } = play('choose');
    const options = screen.getAllByRole('radio');
    expect(options).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Bẹ́ẹ̀ ni, Bàbá. Ṣé ẹ jí dáadáa?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAnswer).toHaveBeenCalledWith('right', expect.any(Number));
    expect(announce).toHaveBeenCalledWith(expect.stringContaining('Yes, sir. Did you wake up well?'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDefined();
  });

  it('builds the line from word tiles, by tapping and by number keys, and grades the built line', () => {
    const { onAnswer } = play('tiles');
    const bank = screen.getByRole('group', { name: 'Word bank' });
    // The first word loses its capital; Bàbá and the second sentence's Ṣé keep theirs, as the line writes them.
    const words = ['bẹ́ẹ̀', 'ni,', 'Bàbá.', 'Ṣé', 'ẹ', 'jí', 'dáadáa?'];
    const tile = (word: string) =>
      within(bank)
        .getAllByRole('button')
        .find((b) => b.textContent?.replace(/^\d/u, '') === word)!;
    fireEvent.click(tile(words[0]!));
    // A digit adds the tile it numbers.
    const number = tile(words[1]!).textContent!.replace(words[1]!, '');
    fireEvent.keyDown(document, { key: number });
    for (const word of words.slice(2)) fireEvent.click(tile(word));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAnswer).toHaveBeenCalledWith('right', expect.any(Number));
  });

  it('takes the line typed once it is known, naming a missing tone mark as a slip', () => {
    const { onAnswer } = play('type');
    const field = screen.getByRole('textbox', { name: 'Type the reply: what does Kẹ́mi say?' });
    fireEvent.change(field, { target: { value: 'Bẹ́ẹ̀ ni, Baba. Ṣé ẹ jí dáadáa?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAnswer).toHaveBeenCalledWith('slip', expect.any(Number));
    expect(screen.getByText(/Kẹ́mi:/).textContent).toContain('Bẹ́ẹ̀ ni, Bàbá. Ṣé ẹ jí dáadáa?');
  });
});
