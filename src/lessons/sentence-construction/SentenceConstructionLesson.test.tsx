// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LessonPlayerProps, PlayableLesson } from '../types.ts';
import SentenceConstructionLesson from './SentenceConstructionLesson';

type Sentence = PlayableLesson<'sentence-construction'>['sentences'][number];

// From content/courses/yoruba/lessons/y1-6.yaml.
const morning: Sentence = {
  prompt: 'It is morning and you meet an older man. Greet him first: "Good morning, sir" (use the title Bàbá).',
  wordBank: ['Bàbá', 'ìrọ̀lẹ́', 'kú', 'Ẹ', 'àárọ̀', 'O'],
  correctSentence: 'Ẹ kú àárọ̀ Bàbá',
  alternatives: [],
  explanation: 'Ẹ kú + àárọ̀ (morning), then the title Bàbá.',
};
const work: Sentence = {
  prompt: 'Greet her: "Well done at your work."',
  wordBank: ['iṣẹ́', 'ṣé', 'Ẹ', 'kú', 'o'],
  correctSentence: 'Ẹ kú iṣẹ́',
  alternatives: [],
  explanation: 'Ẹ kú + iṣẹ́ (work).',
};
// The morning greeting with a tone-mark distractor: àárò lacks the dot below ọ.
const toneTrap: Sentence = { ...morning, wordBank: [...morning.wordBank, 'àárò'] };
// A Swahili saying whose bank holds the same word twice.
const slowly: Sentence = {
  prompt: 'Say "Slowly, slowly is the way."',
  wordBank: ['pole', 'ndio', 'Pole', 'mwendo', 'pole'],
  correctSentence: 'Pole pole ndio mwendo',
  alternatives: [],
  explanation: 'Pole pole ndio mwendo: patience gets you there.',
};

const lessonWith = (sentences: Sentence[]): PlayableLesson<'sentence-construction'> => ({
  id: 'y1-6',
  language: 'yoruba',
  lang: 'yo',
  markName: 'tone',
  unit: 1,
  position: 6,
  title: 'Build Your Greetings',
  icon: '🧩',
  type: 'sentence-construction',
  status: 'published',
  author: 'Lugha Content Team',
  lastModified: '2026-11-22',
  difficulty: 'beginner',
  estimatedMinutes: 5,
  sentences,
});

function setup(
  sentences: Sentence[] = [morning, work],
  overrides: Partial<LessonPlayerProps<'sentence-construction'>> = {},
) {
  const props = {
    lesson: lessonWith(sentences),
    hintsEnabled: false,
    outOfHearts: false,
    onMistake: vi.fn(),
    onComplete: vi.fn(),
    playSound: vi.fn(),
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(<SentenceConstructionLesson {...props} />);
  return { ...props, user, view };
}

const bank = () => within(screen.getByRole('group', { name: 'Word bank' }));
/** The text that describes `element` through aria-describedby. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const built = () => screen.getByRole('group', { name: 'Your sentence' });
const builtWords = () =>
  within(built())
    .queryAllByRole('button')
    .map((b) => b.textContent);
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const feedback = () => screen.getByRole('status');

async function tap(user: ReturnType<typeof userEvent.setup>, ...words: string[]) {
  for (const word of words) await user.click(bank().getAllByRole('button', { name: word })[0]!);
}

afterEach(cleanup);

describe('SentenceConstructionLesson', () => {
  it('starts with an empty sentence: Undo and Check disabled', () => {
    setup();
    expect(screen.getByText('Sentence 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Good morning, sir/ })).toBeTruthy();
    expect(builtWords()).toEqual([]);
    expect(bank().getAllByRole('button')).toHaveLength(6);
    expect(button(/Undo/)).toHaveProperty('disabled', true);
    expect(button('Check')).toHaveProperty('disabled', true);
  });

  it('tapping a word moves it into the sentence; tapping a built word returns it; Undo takes back the last', async () => {
    const { user } = setup();
    await tap(user, 'ẹ', 'kú', 'àárọ̀');
    expect(builtWords()).toEqual(['Ẹ', 'kú', 'àárọ̀']);
    expect(bank().queryByRole('button', { name: 'kú' })).toBeNull();
    expect(button(/Undo/)).toHaveProperty('disabled', false);
    expect(button('Check')).toHaveProperty('disabled', false);

    await user.click(button('Remove kú'));
    expect(builtWords()).toEqual(['Ẹ', 'àárọ̀']);
    expect(bank().getByRole('button', { name: 'kú' })).toBeTruthy();

    await user.click(button(/Undo/));
    await user.click(button(/Undo/));
    expect(builtWords()).toEqual([]);
    expect(button(/Undo/)).toHaveProperty('disabled', true);
    expect(button('Check')).toHaveProperty('disabled', true);
  });

  it('tracks repeated words by their place in the bank', async () => {
    const { user } = setup([slowly]);
    expect(bank().getAllByRole('button', { name: 'pole' })).toHaveLength(3);
    await tap(user, 'pole', 'pole', 'pole');
    expect(bank().queryByRole('button', { name: 'pole' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Remove pole' })[0]!);
    expect(builtWords()).toEqual(['Pole', 'pole']);
    expect(bank().getAllByRole('button', { name: 'pole' })).toHaveLength(1);
    await tap(user, 'ndio', 'mwendo');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Correct!');
  });

  it('right → Correct! with praise, then Continue to the next sentence', async () => {
    const { user, onMistake, playSound } = setup();
    await tap(user, 'ẹ', 'kú', 'àárọ̀', 'Bàbá');
    await user.click(button('Check'));
    expect(feedback().textContent).toMatch(/^✓Correct!Ẹ kú àárọ̀ BàbáWell built: every word in its place\./);
    expect(playSound).toHaveBeenLastCalledWith('correct');
    expect(onMistake).not.toHaveBeenCalled();
    for (const chip of within(built()).getAllByRole('button')) expect(chip).toHaveProperty('disabled', true);
    await user.click(button(/Continue/));
    expect(screen.getByText('Sentence 2 of 2')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Well done/ }));
    expect(builtWords()).toEqual([]);
    expect(feedback().textContent).toBe('');
  });

  it('a right answer keeps the explanation, written for a wrong one, folded under "Why" until asked for', async () => {
    const { user } = setup();
    await tap(user, 'ẹ', 'kú', 'àárọ̀', 'Bàbá');
    await user.click(button('Check'));
    const why = within(feedback()).getByText('Why');
    const disclosure = why.closest('details');
    expect(disclosure?.open).toBe(false);
    expect(disclosure?.textContent).toBe('WhyẸ kú + àárọ̀ (morning), then the title Bàbá.');
    await user.click(why);
    expect(disclosure?.open).toBe(true);
  });

  it('accepts an alternative and names the main answer as also right', async () => {
    const { user, onMistake, onComplete } = setup([{ ...work, alternatives: ['Ẹ kú iṣẹ́ o'] }]);
    await tap(user, 'ẹ', 'kú', 'iṣẹ́', 'o');
    await user.click(button('Check'));
    expect(feedback().textContent).toMatch(
      /^✓Correct!Ẹ kú iṣẹ́ oWell built: every word in its place\.Also right: Ẹ kú iṣẹ́Why/,
    );
    expect(within(feedback()).getByText('Ẹ kú iṣẹ́').getAttribute('lang')).toBe('yo');
    expect(onMistake).not.toHaveBeenCalled();
    await user.click(button(/Finish/));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 0 });
  });

  it('the main answer is right too, and the alternatives are named', async () => {
    const { user } = setup([{ ...work, alternatives: ['Ẹ kú iṣẹ́ o'] }]);
    await tap(user, 'ẹ', 'kú', 'iṣẹ́');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Correct!');
    expect(feedback().textContent).toContain('Also right: Ẹ kú iṣẹ́ o');
  });

  it('without alternatives, a right answer names no other answer', async () => {
    const { user } = setup([work]);
    await tap(user, 'ẹ', 'kú', 'iṣẹ́');
    await user.click(button('Check'));
    expect(feedback().textContent).not.toContain('Also right');
  });

  it('a tone slip in an alternative is Almost, naming the word as the alternative has it, at no cost in hearts', async () => {
    const { user, onMistake } = setup([{ ...work, wordBank: [...work.wordBank, 'iṣe'], alternatives: ['Ẹ kú iṣẹ́ o'] }]);
    await tap(user, 'ẹ', 'kú', 'iṣe', 'o');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Almost — check the marks');
    expect(feedback().textContent).toContain('Check the tone marks on: iṣe');
    expect(feedback().textContent).toContain('The ẹ needs its dot');
    expect(feedback().textContent).toContain('Written in full: Ẹ kú iṣẹ́ o');
    expect(onMistake).not.toHaveBeenCalled();
  });

  it('accepts an alternative word order built from the same tiles', async () => {
    const name: Sentence = {
      prompt: 'Say "My name is Adé."',
      wordBank: ['ni', 'Adé', 'rẹ', 'Orúkọ', 'mi', 'Kí', 'orúkọ'],
      correctSentence: 'Orúkọ mi ni Adé',
      alternatives: ['Adé ni orúkọ mi'],
      explanation: 'Orúkọ (name) + mi (my) + ni (is) + Adé.',
    };
    const { user, onMistake } = setup([name]);
    await tap(user, 'Adé', 'ni', 'orúkọ', 'mi');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Correct!');
    expect(feedback().textContent).toContain('Also right: Orúkọ mi ni Adé');
    expect(onMistake).not.toHaveBeenCalled();
  });

  it('wrong order → Try Again, said plainly, with the explanation; a mistake', async () => {
    const { user, onMistake, playSound } = setup();
    await tap(user, 'Bàbá', 'ẹ', 'kú', 'àárọ̀');
    await user.click(button('Check'));
    expect(feedback().textContent).toBe(
      '✗Try AgainAll the right words, but not in this order.Ẹ kú + àárọ̀ (morning), then the title Bàbá.',
    );
    expect(onMistake).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenLastCalledWith('incorrect');
    expect(document.activeElement).toBe(button(/Retry/));
  });

  it('a press of Check moves no focus; Retry takes it once the verdict is painted', async () => {
    const { user } = setup();
    await tap(user, 'Bàbá', 'ẹ', 'kú', 'àárọ̀');
    const before = document.activeElement;
    const pressed = button('Check');
    expect(fireEvent.mouseDown(pressed)).toBe(false);
    fireEvent.click(pressed);
    expect(feedback().textContent).toContain('Try Again');
    expect(document.activeElement).toBe(before);
    await waitFor(() => expect(document.activeElement).toBe(button(/Retry/)));
  });

  it('a wrong word is not So close!: Try Again, with the explanation in full', async () => {
    const { user, onMistake } = setup();
    await tap(user, 'ẹ', 'kú', 'ìrọ̀lẹ́', 'Bàbá');
    await user.click(button('Check'));
    expect(feedback().textContent).toBe('✗Try AgainẸ kú + àárọ̀ (morning), then the title Bàbá.');
    expect(feedback().textContent).not.toContain('So close');
    expect(screen.queryByRole('button', { name: /check its tone marks/ })).toBeNull();
    expect(onMistake).toHaveBeenCalledTimes(1);
  });

  it('Retry puts every placed word back in the bank', async () => {
    const { user, onMistake } = setup();
    await tap(user, 'Bàbá', 'ẹ', 'kú', 'àárọ̀');
    await user.click(button('Check'));
    await user.click(button(/Retry/));
    expect(document.activeElement).toBe(built());
    expect(builtWords()).toEqual([]);
    expect(bank().getAllByRole('button')).toHaveLength(6);
    expect(button(/Undo/)).toHaveProperty('disabled', true);
    expect(button('Check')).toHaveProperty('disabled', true);
    expect(feedback().textContent).toBe('');
    await tap(user, 'ẹ', 'kú', 'àárọ̀', 'Bàbá');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Correct!');
    expect(onMistake).toHaveBeenCalledTimes(1);
  });

  it('a missing dot is never correct: Almost names the word and the letter, costs no heart, and moves on', async () => {
    const { user, onMistake, onComplete } = setup([toneTrap]);
    await tap(user, 'ẹ', 'kú', 'àárò', 'Bàbá');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Almost — check the marks');
    expect(feedback().textContent).toContain('Check the tone marks on: àárò');
    expect(feedback().textContent).toContain('The ọ needs its dot');
    expect(feedback().textContent).not.toContain('Correct');
    expect(onMistake).not.toHaveBeenCalled();
    await user.click(button(/Continue|Finish|Next/));
    // Answered, but not right first time: the score is not a clean run's.
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ mistakes: 0, score: 0 }));
  });

  it('plays with the keyboard only: numbers add words, Backspace undoes, Enter checks, retries and continues', async () => {
    const { user, onComplete, onMistake } = setup();
    await user.keyboard('4356'); // ẹ kú àárọ̀ o
    expect(builtWords()).toEqual(['Ẹ', 'kú', 'àárọ̀', 'o']);
    await user.keyboard('{Enter}');
    expect(feedback().textContent).toContain('Try Again');
    await user.keyboard('{Enter}'); // Retry has focus and empties the sentence
    expect(builtWords()).toEqual([]);
    await user.keyboard('435{Backspace}51');
    expect(builtWords()).toEqual(['Ẹ', 'kú', 'àárọ̀', 'Bàbá']);
    await user.keyboard('{Enter}');
    expect(feedback().textContent).toContain('Correct!');
    await user.keyboard('{Enter}');
    await user.keyboard('341{Enter}');
    expect(button(/Finish/)).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(onMistake).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 50, mistakes: 1, attempts: 3, hintsUsed: 0 });
  });

  it('a number key pressed while a chip has focus moves focus off the chips, so Enter then checks', async () => {
    const { user } = setup([work]);
    await user.tab();
    expect(document.activeElement).toBe(bank().getByRole('button', { name: 'iṣẹ́' }));
    await user.keyboard('3');
    expect(document.activeElement).toBe(built());
    await user.keyboard('41{Enter}');
    expect(feedback().textContent).toContain('Correct!');
  });

  it('tapping a chip moves focus to the next chip, and to Check once the bank is empty', async () => {
    const { user } = setup([{ ...work, wordBank: ['kú', 'Ẹ', 'iṣẹ́'] }]);
    await tap(user, 'ẹ');
    expect(document.activeElement).toBe(bank().getByRole('button', { name: 'iṣẹ́' }));
    await tap(user, 'kú', 'iṣẹ́');
    expect(document.activeElement).toBe(button('Check'));
  });

  it('reports completion once with the first-try score', async () => {
    const { user, onComplete } = setup();
    await user.keyboard('4351{Enter}{Enter}341{Enter}{Enter}{Enter}');
    await user.click(button(/Finish/));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 2, hintsUsed: 0 });
  });

  it('out of hearts, says beside Check why it is off, and offers no word to place', async () => {
    const { user, onMistake } = setup(undefined, { outOfHearts: true });
    await user.keyboard('4351');
    expect(button('Check')).toHaveProperty('disabled', true);
    expect(description(button('Check'))).toMatch(
      /^Out of hearts — they refill tomorrow \(in .+\), or practise to earn one\.$/,
    );
    for (const chip of bank().getAllByRole('button')) expect(chip).toHaveProperty('disabled', true);
    expect(within(built()).queryAllByRole('button')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(feedback().textContent).toBe('');
    expect(onMistake).not.toHaveBeenCalled();
  });

  it('hints reveal how the sentence starts, one word at a time, and are counted', async () => {
    const { user, onComplete } = setup([work], { hintsEnabled: true });
    await user.click(button(/Hint/));
    expect(screen.getByText(/Starts with:/).textContent).toContain('Starts with: Ẹ');
    await user.click(button(/Hint/));
    expect(screen.getByText(/Starts with:/).textContent).toContain('Starts with: Ẹ kú');
    expect(screen.queryByRole('button', { name: /Hint/ })).toBeNull();
    await user.keyboard('341{Enter}{Enter}');
    expect(onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 2 });
  });

  it('leaves keys typed into a field alone, and stops listening once unmounted', async () => {
    const { user, view, playSound } = setup();
    const field = document.body.appendChild(document.createElement('input'));
    await user.type(field, '4{Backspace}4{Enter}');
    expect(field.value).toBe('4');
    expect(builtWords()).toEqual([]);
    field.remove();
    view.unmount();
    await user.keyboard('4');
    expect(playSound).not.toHaveBeenCalled();
  });
});

describe('case-neutral tiles', () => {
  // From content/courses/swahili/lessons/s1-6.yaml, sentence 3.
  const thanks: Sentence = {
    prompt: 'Thank him: "Thank you very much, sir."',
    wordBank: ['sana', 'Mzee', 'Pole', 'Asante', 'Tafadhali'],
    correctSentence: 'Asante sana Mzee',
    alternatives: ['Mzee Asante sana'],
    explanation: 'Asante (thank you) + sana (very much) + the title Mzee.',
  };
  // From content/courses/kriolu/lessons/k1-6.yaml, sentence 2, with N marked as always written with a capital.
  const fine: Sentence = {
    prompt: 'Answer: "I am fine, thank you."',
    wordBank: ['bon', 'obrigadu', 'N', 'sta', 'Txau'],
    correctSentence: 'N sta bon obrigadu',
    alternatives: [],
    capitalised: ['N'],
    explanation: 'N (I) + sta (am) + bon (good), then obrigadu.',
  };
  const tiles = () =>
    bank()
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/^\d/, ''));

  it('shows the first word and capitalised distractors with a small letter, and names and titles with their capital', () => {
    setup([thanks, fine]);
    expect(tiles()).toEqual(['sana', 'Mzee', 'pole', 'asante', 'tafadhali']);
  });

  it('shows the built sentence with a capital, in the sentence and in the verdict, and accepts it', async () => {
    const { user, onMistake } = setup([thanks]);
    await tap(user, 'asante', 'sana', 'Mzee');
    expect(builtWords()).toEqual(['Asante', 'sana', 'Mzee']);
    await user.click(button('Check'));
    expect(feedback().textContent).toMatch(/^✓Correct!Asante sana MzeeWell built/);
    expect(feedback().textContent).toContain('Also right: Mzee asante sana');
    expect(onMistake).not.toHaveBeenCalled();
  });

  it('accepts an alternative that starts with a title, its other words as the tiles show them', async () => {
    const { user, onMistake } = setup([thanks]);
    await tap(user, 'Mzee', 'asante', 'sana');
    expect(builtWords()).toEqual(['Mzee', 'asante', 'sana']);
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Correct!');
    expect(feedback().textContent).toContain('Also right: Asante sana Mzee');
    expect(onMistake).not.toHaveBeenCalled();
  });

  it('still says the right words in the wrong order when the first word moved', async () => {
    const { user } = setup([thanks]);
    await tap(user, 'sana', 'asante', 'Mzee');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('All the right words, but not in this order.');
  });

  it('keeps the capital of a tile the content lists as capitalised', async () => {
    const { user } = setup([fine]);
    expect(tiles()).toEqual(['bon', 'obrigadu', 'N', 'sta', 'txau']);
    await tap(user, 'N', 'sta', 'bon', 'obrigadu');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Correct!');
  });

  it('names a tone slip on the first word as the learner sees it, with its capital', async () => {
    const { user } = setup([{ ...work, wordBank: [...work.wordBank, 'E'] }]);
    await tap(user, 'e', 'kú', 'iṣẹ́');
    await user.click(button('Check'));
    expect(feedback().textContent).toContain('Check the tone marks on: E');
  });
});
