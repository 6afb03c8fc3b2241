// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LessonPlayerProps, LessonRecap, PlayableLesson } from '../types.ts';
import QuizLesson from './QuizLesson';
import { optionsInPlayOrder } from './shuffle.ts';

// Questions from content/courses/igbo/lessons/1-2.yaml; the third has no per-option explanations.
const lesson: PlayableLesson<'quiz'> = {
  id: '1-2',
  language: 'igbo',
  unit: 1,
  position: 2,
  title: 'Greetings Quiz',
  icon: '✅',
  type: 'quiz',
  status: 'published',
  author: 'Lugha Content Team',
  lastModified: '2026-11-22',
  difficulty: 'beginner',
  estimatedMinutes: 5,
  questions: [
    {
      question: 'Someone asks you, "Kedụ ka ị mere?" Which answer fits best?',
      options: [
        { text: 'Adị m mma', isCorrect: true, explanation: 'Right! Adị m mma means "I am fine".' },
        { text: 'Ka chi fọọ', isCorrect: false, explanation: 'Ka chi fọọ means "good night".' },
        { text: 'Biko', isCorrect: false, explanation: 'Biko means "please".' },
        { text: 'Mba', isCorrect: false, explanation: 'Mba means "no".' },
      ],
      explanation: 'Kedụ ka ị mere? means "How are you?".',
    },
    {
      question: 'It is evening and you pass your neighbour. How do you greet her?',
      options: [
        { text: 'Ụtụtụ ọma', isCorrect: false, explanation: 'Ụtụtụ ọma is "good morning".' },
        { text: 'Mgbede ọma', isCorrect: true, explanation: 'Yes! Mgbede is "evening".' },
      ],
      explanation: 'Time-of-day greetings follow one pattern: time + ọma.',
    },
    {
      question: 'What does "Daalụ" mean?',
      options: [
        { text: 'Please', isCorrect: false },
        { text: 'Thank you', isCorrect: true },
        { text: 'Welcome', isCorrect: false },
      ],
      explanation: 'Daalụ means "thank you".',
    },
  ],
};

const SEED = 'attempt-1';
/** The number key of an option in this attempt's shuffled order. */
const key = (question: number, text: string) =>
  String(optionsInPlayOrder(lesson.questions[question]!.options, SEED, question).findIndex((o) => o.text === text) + 1);
const [ADI, KACHI, BIKO, MBA] = ['Adị m mma', 'Ka chi fọọ', 'Biko', 'Mba'].map((t) => key(0, t)) as [
  string,
  string,
  string,
  string,
];
const [UTUTU, MGBEDE] = ['Ụtụtụ ọma', 'Mgbede ọma'].map((t) => key(1, t)) as [string, string];
const [PLEASE, THANKS] = ['Please', 'Thank you'].map((t) => key(2, t)) as [string, string];

function setup(overrides: Partial<LessonPlayerProps<'quiz'>> = {}) {
  const props = {
    lesson,
    hintsEnabled: false,
    outOfHearts: false,
    onMistake: vi.fn(),
    onComplete: vi.fn(),
    playSound: vi.fn(),
    seed: SEED,
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(<QuizLesson {...props} />);
  return { ...props, user, view };
}

const option = (name: RegExp | string) => screen.getByRole('button', { name });
const check = () => screen.getByRole('button', { name: 'Check' });
const feedback = () => screen.getByRole('status');
/** The text that describes `element` through aria-describedby. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(cleanup);

describe('QuizLesson', () => {
  it('shows one question at a time with Check disabled until an option is chosen', async () => {
    const { user } = setup();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Kedụ ka ị mere/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Kedụ ka ị mere/ })).toBeTruthy();
    expect(check()).toHaveProperty('disabled', true);
    await user.click(option(/Biko/));
    expect(option(/Biko/).getAttribute('aria-pressed')).toBe('true');
    expect(check()).toHaveProperty('disabled', false);
  });

  it('wrong → Try Again with the explanation and locked options; Retry → answering; right → Correct', async () => {
    const { user, onMistake, playSound } = setup();
    await user.click(option(/Biko/));
    await user.click(check());
    expect(feedback().textContent).toContain('Try Again');
    expect(feedback().textContent).toContain('Biko means "please".');
    expect(onMistake).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenLastCalledWith('incorrect');
    for (const button of screen.getAllByRole('button', { pressed: false }))
      expect(button).toHaveProperty('disabled', true);
    expect(option(/Biko/)).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Retry/ })).toBe(document.activeElement);

    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(feedback().textContent).toBe('');
    expect(option(/Biko/)).toHaveProperty('disabled', false);
    expect(option(/Biko/).getAttribute('aria-pressed')).toBe('false');
    expect(check()).toHaveProperty('disabled', true);

    await user.click(option(/Adị m mma/));
    await user.click(check());
    expect(feedback().textContent).toContain('Correct');
    expect(feedback().textContent).toContain('Right! Adị m mma means "I am fine".');
    expect(feedback().textContent).toContain('Kedụ ka ị mere? means "How are you?".');
    expect(option(/Adị m mma/).textContent).toContain('your answer, correct');
    expect(onMistake).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenLastCalledWith('correct');
  });

  it('Check turns into Continue or Retry in place: the pressed button keeps the focus, and its label says what it does now', async () => {
    const { user } = setup();
    await user.click(option(/Biko/));
    const pressed = check();
    await user.click(pressed);
    // The same element, now named Retry and focused (once the verdict is painted): nothing focused was removed.
    expect(screen.getByRole('button', { name: /Retry/ })).toBe(pressed);
    expect(document.activeElement).toBe(pressed);
    await user.click(pressed);
    expect(screen.getByRole('button', { name: 'Check' })).toBe(pressed);
    await user.click(option(/Adị m mma/));
    await user.click(pressed);
    expect(screen.getByRole('button', { name: /Continue/ })).toBe(pressed);
    expect(pressed.textContent).toBe('Continue →');
  });

  it('leaves the focus on the chosen option while Check is pressed; Retry takes it, and the options the verdict, once it is painted', async () => {
    setup();
    fireEvent.click(option(/Biko/));
    option(/Biko/).focus();
    const pressed = check();
    // The press moves no focus, so the browser has no blur, focus and style pass to run before the click that checks.
    expect(fireEvent.mouseDown(pressed)).toBe(false);
    fireEvent.click(pressed);
    expect(feedback().textContent).toContain('Try Again');
    expect(document.activeElement).toBe(option(/Biko/));
    // The options follow the verdict a frame later: its own frame restyles the feedback and the button only.
    expect(option(/Biko/).textContent).not.toContain('not correct');
    await waitFor(() => expect(document.activeElement).toBe(pressed));
    expect(option(/Biko/).textContent).toContain('your answer, not correct');
    expect(option(/Biko/)).toHaveProperty('disabled', true);
    expect(option(/Adị m mma/)).toHaveProperty('disabled', true);
    expect(pressed.textContent).toContain('Retry');
    // Retry and Continue are pressed like any button: their press may take the focus.
    expect(fireEvent.mouseDown(pressed)).toBe(true);
  });

  it('Continue moves to the next question and focuses it', async () => {
    const { user } = setup();
    await user.click(option(/Adị m mma/));
    await user.click(check());
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /evening/ }));
    expect(check()).toHaveProperty('disabled', true);
    expect(feedback().textContent).toBe('');
  });

  it('falls back to the question explanation when the option has none', async () => {
    const { user } = setup({ lesson: { ...lesson, questions: [lesson.questions[2]!] } });
    await user.click(option('Please'));
    await user.click(check());
    expect(feedback().textContent).toBe('✗Try AgainDaalụ means "thank you".');
  });

  it('plays with the keyboard only: number keys choose, Enter checks, retries and continues', async () => {
    const { user, onComplete, onMistake, playSound } = setup();
    await user.keyboard(`${KACHI}{Enter}`);
    expect(feedback().textContent).toContain('Try Again');
    await user.keyboard('{Enter}');
    expect(check()).toHaveProperty('disabled', true);
    await user.keyboard(`${ADI}{Enter}`);
    expect(feedback().textContent).toContain('Correct');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    await user.keyboard(`${MGBEDE}{Enter}{Enter}`);
    await user.keyboard('9'); // no ninth option: ignored
    expect(check()).toHaveProperty('disabled', true);
    await user.keyboard(`${THANKS}{Enter}`);
    expect(screen.getByRole('button', { name: /Finish/ })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(onMistake).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(
      {
        score: 67,
        mistakes: 1,
        attempts: 4,
        hintsUsed: 0,
        missedQuestions: [0],
      },
      expect.anything(),
    );
    expect(playSound).toHaveBeenLastCalledWith('success');
  });

  it('Tab to an option, Enter chooses it, Enter again checks it', async () => {
    const { user } = setup();
    await user.tab();
    const first = document.activeElement as HTMLElement;
    expect(first.dataset['option']).toBe('0');
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(feedback().textContent).toBe('');
    await user.keyboard('{Enter}');
    expect(feedback().textContent).toMatch(/Correct|Try Again/);
  });

  it('a number key moves focus to the option it chooses when focus was on another option', async () => {
    const { user } = setup();
    await user.tab();
    if (BIKO === '1') await user.tab();
    await user.keyboard(BIKO);
    expect(document.activeElement).toBe(option(/Biko/));
    await user.keyboard('{Enter}');
    expect(feedback().textContent).toContain('Try Again');
  });

  it('reports completion once: score is the share right on the first try', async () => {
    const { user, onComplete } = setup();
    for (const answer of [ADI, MGBEDE, THANKS]) await user.keyboard(`${answer}{Enter}{Enter}`);
    expect(screen.getByRole('button', { name: /Finish/ })).toHaveProperty('disabled', true);
    await user.keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(
      {
        score: 100,
        mistakes: 0,
        attempts: 3,
        hintsUsed: 0,
        missedQuestions: [],
      },
      expect.anything(),
    );
  });

  it('counts every wrong check as a mistake', async () => {
    const { user, onComplete, onMistake } = setup();
    await user.keyboard(`${KACHI}{Enter}{Enter}${BIKO}{Enter}{Enter}${MBA}{Enter}{Enter}${ADI}{Enter}{Enter}`);
    await user.keyboard(`${UTUTU}{Enter}{Enter}${MGBEDE}{Enter}{Enter}`);
    await user.keyboard(`${PLEASE}{Enter}{Enter}${key(2, 'Welcome')}{Enter}{Enter}${THANKS}{Enter}{Enter}`);
    expect(onMistake).toHaveBeenCalledTimes(6);
    expect(onComplete).toHaveBeenCalledWith(
      {
        score: 0,
        mistakes: 6,
        attempts: 9,
        hintsUsed: 0,
        missedQuestions: [0, 1, 2],
      },
      expect.anything(),
    );
  });

  it('reports the questions answered wrong on the first try, by their position in the lesson', async () => {
    const { user, onComplete } = setup();
    await user.keyboard(`${ADI}{Enter}{Enter}${UTUTU}{Enter}{Enter}${MGBEDE}{Enter}{Enter}${THANKS}{Enter}{Enter}`);
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ score: 67, missedQuestions: [1] }),
      expect.anything(),
    );
  });

  it('ends by naming each question missed with its right answer, and says it comes back in practice', async () => {
    const { user, onComplete } = setup();
    await user.keyboard(`${ADI}{Enter}{Enter}${UTUTU}{Enter}{Enter}${MGBEDE}{Enter}{Enter}${THANKS}{Enter}{Enter}`);
    const recap = vi.mocked(onComplete).mock.calls[0]![1] as LessonRecap;
    expect(recap.title).toBe('Quiz complete');
    expect(recap.figures).toEqual([{ label: 'Right first time', value: '2 of 3' }]);
    cleanup();
    render(<>{recap.details}</>);
    const missed = screen.getByRole('region', { name: 'The question you missed' });
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${lesson.questions[1]!.question}Answer: Mgbede ọma`]);
    expect(missed.textContent).toContain('It comes back in practice, to answer again.');
  });

  it('out of hearts, says beside Check why it is off, and offers no option to choose', async () => {
    const { user, onMistake } = setup({ outOfHearts: true });
    await user.keyboard(KACHI);
    expect(check()).toHaveProperty('disabled', true);
    expect(description(check())).toMatch(/^Out of hearts — they refill tomorrow \(in .+\), or practise to earn one\.$/);
    expect(screen.getByRole('link', { name: 'practise to earn one' }).getAttribute('href')).toBe('/practice/igbo');
    for (const { text } of lesson.questions[0]!.options)
      expect(option(new RegExp(text))).toHaveProperty('disabled', true);
    expect(option(/Ka chi fọọ/).getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{Enter}');
    expect(feedback().textContent).toBe('');
    expect(onMistake).not.toHaveBeenCalled();
  });

  it('with hearts, Check has no out-of-hearts reason', async () => {
    const { user } = setup();
    await user.keyboard(KACHI);
    expect(check().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(/Out of hearts/)).toBeNull();
  });

  it('hints rule out wrong options, never the right one, and are counted', async () => {
    const { user, onComplete } = setup({
      lesson: { ...lesson, questions: [lesson.questions[0]!] },
      hintsEnabled: true,
    });
    await user.click(screen.getByRole('button', { name: /Hint/ }));
    await user.click(screen.getByRole('button', { name: /Hint/ }));
    const wrong = [/Ka chi fọọ/, /Biko/, /Mba/].map((name) => option(name) as HTMLButtonElement);
    expect(wrong.filter((b) => b.disabled)).toHaveLength(2);
    expect(wrong.filter((b) => b.textContent?.includes('ruled out by a hint'))).toHaveLength(2);
    expect(option(/Adị m mma/)).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: /Hint/ })).toBeNull();
    await user.keyboard(String(Number(wrong.find((b) => b.disabled)!.dataset['option']) + 1)); // ruled out: ignored
    expect(check()).toHaveProperty('disabled', true);
    await user.keyboard(`${ADI}{Enter}{Enter}`);
    expect(onComplete).toHaveBeenCalledWith(
      {
        score: 100,
        mistakes: 0,
        attempts: 1,
        hintsUsed: 2,
        missedQuestions: [],
      },
      expect.anything(),
    );
  });

  it('shuffles the options per attempt, the same way for the same seed', () => {
    setup({ seed: 'one' });
    const first = screen
      .getAllByRole('button')
      .filter((b) => b.dataset['option'])
      .map((b) => b.textContent);
    cleanup();
    setup({ seed: 'one' });
    expect(
      screen
        .getAllByRole('button')
        .filter((b) => b.dataset['option'])
        .map((b) => b.textContent),
    ).toEqual(first);
    const orders = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      cleanup();
      setup({ seed });
      orders.add(
        screen
          .getAllByRole('button')
          .filter((b) => b.dataset['option'])
          .map((b) => b.textContent)
          .join('|'),
      );
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('offers no hint while hints are off', () => {
    setup();
    expect(screen.queryByRole('button', { name: /Hint/ })).toBeNull();
  });

  it('leaves keys aimed at controls outside the player, and keys with modifiers, alone', async () => {
    const { user, playSound } = setup();
    await user.keyboard(`{Control>}${KACHI}{/Control}`);
    expect(option(/Ka chi fọọ/).getAttribute('aria-pressed')).toBe('false');
    const toggle = document.body.appendChild(document.createElement('button'));
    toggle.textContent = 'Hints';
    toggle.focus();
    await user.keyboard(`${KACHI}{Enter}`);
    expect(option(/Ka chi fọọ/).getAttribute('aria-pressed')).toBe('false');
    expect(playSound).not.toHaveBeenCalled();
    toggle.remove();
  });

  it('leaves keys typed into a field alone, and stops listening once unmounted', async () => {
    const { user, view, playSound } = setup();
    const field = document.body.appendChild(document.createElement('input'));
    await user.type(field, `${KACHI}{Enter}`);
    expect(field.value).toBe(KACHI);
    expect(option(/Ka chi fọọ/).getAttribute('aria-pressed')).toBe('false');
    field.remove();
    view.unmount();
    await user.keyboard('1{Enter}');
    expect(playSound).not.toHaveBeenCalled();
  });
});
