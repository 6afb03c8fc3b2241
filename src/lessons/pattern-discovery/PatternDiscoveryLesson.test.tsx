// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LessonOutcome, LessonRecap, PlayableLesson, SoundName } from '../types.ts';
import PatternDiscoveryLesson from './PatternDiscoveryLesson.tsx';

const lesson: PlayableLesson<'pattern-discovery'> = {
  id: '1-1',
  language: 'igbo',
  lang: 'ig',
  unit: 1,
  position: 1,
  title: 'Greetings Through the Day',
  icon: '🌅',
  status: 'published',
  author: 'Lugha Content Team',
  lastModified: '2026-11-22',
  difficulty: 'beginner',
  estimatedMinutes: 6,
  type: 'pattern-discovery',
  description: 'Discover how Igbo builds its time-of-day greetings.',
  targetPattern: '[time of day] + ọma = good [time of day]',
  steps: [
    {
      id: 'step-1',
      type: 'observation',
      content: 'Look at these greetings. What do they have in common?',
      examples: [
        { text: 'Ụtụtụ ọma', english: 'Good morning', highlight: 'ọma' },
        { text: 'Mgbede ọma', english: 'Good evening', highlight: 'ọma' },
      ],
    },
    {
      id: 'step-2',
      type: 'discovery',
      content: 'Can you see where the word for "good" goes?',
      examples: [],
      pattern: 'time of day + ọma (good)',
    },
    {
      id: 'step-3',
      type: 'practice',
      content: 'You meet your neighbour after lunch.',
      examples: [],
      question: 'How do you say "Good afternoon"?',
      answer: 'Ehihie ọma',
    },
    { id: 'step-4', type: 'explanation', content: 'Ndewo works at any time of day.', examples: [] },
  ],
  summary: 'Time-of-day greetings are built as [time] + ọma.',
  keyboard: { languageName: 'Igbo', letters: ['ị', 'ọ', 'ụ', 'ṅ'], tones: [] },
};

function setup(props: { hintsEnabled?: boolean; outOfHearts?: boolean } = {}) {
  const onComplete = vi.fn<(o: LessonOutcome, recap?: LessonRecap) => void>();
  const onMistake = vi.fn();
  const playSound = vi.fn<(name: SoundName) => void>();
  const user = userEvent.setup();
  render(
    <PatternDiscoveryLesson
      lesson={lesson}
      hintsEnabled={props.hintsEnabled ?? false}
      outOfHearts={props.outOfHearts ?? false}
      onMistake={onMistake}
      onComplete={onComplete}
      playSound={playSound}
    />,
  );
  return { user, onComplete, onMistake, playSound };
}

const nextButton = () => screen.getByRole('button', { name: /^(Next step|Finish)/ });
const answerBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'How do you say "Good afternoon"?' });
const feedback = () => screen.getByRole('status');
/** The text that describes `element` through aria-describedby. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Clicks through to the practice step (step 3). */
async function toPractice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(nextButton());
  await user.click(screen.getByRole('button', { name: /Show Pattern/ }));
  await user.click(nextButton());
}

afterEach(cleanup);

describe('PatternDiscoveryLesson', () => {
  it("shows the first step with 'Step 1 of N', a progress bar and highlighted examples", () => {
    setup();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Lesson progress' }).getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByRole('heading', { name: /Observation/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Previous/ })).toBeNull();
    const examples = within(screen.getByRole('list', { name: 'Examples' })).getAllByRole('listitem');
    expect(examples[0]!.querySelector('mark')?.textContent).toBe('ọma');
    expect(examples[0]!.querySelector('p')?.getAttribute('lang')).toBe('ig');
    expect(nextButton().hasAttribute('disabled')).toBe(false);
  });

  it("hides a discovery step's pattern until 'Show Pattern', then lets the learner go on and back", async () => {
    const { user } = setup();
    await user.click(nextButton());
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(screen.queryByText('time of day + ọma (good)')).toBeNull();
    expect(nextButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Show the pattern to continue.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Show Pattern/ }));
    expect(screen.getByText('time of day + ọma (good)')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Pattern' }));
    expect(nextButton().hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Observation/ }));
    await user.click(nextButton());
    expect(screen.getByText('time of day + ọma (good)')).toBeTruthy();
  });

  it('checks a practice answer: wrong → Try Again, then Correct', async () => {
    const { user, onMistake, playSound, onComplete } = setup();
    await toPractice(user);
    expect(document.activeElement).toBe(answerBox());
    expect(nextButton().hasAttribute('disabled')).toBe(true);
    const check = () => screen.getByRole('button', { name: 'Check' });
    expect(check().hasAttribute('disabled')).toBe(true);

    await user.type(answerBox(), 'Mgbede ọma{Enter}');
    expect(within(feedback()).getByText('Try Again')).toBeTruthy();
    expect(onMistake).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenLastCalledWith('incorrect');
    expect(check().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Show Answer/ })).toBeTruthy();

    await user.clear(answerBox());
    await user.type(answerBox(), 'Ehihie ọma{Enter}');
    expect(within(feedback()).getByText('Correct')).toBeTruthy();
    expect(playSound).toHaveBeenLastCalledWith('correct');
    expect(onMistake).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(nextButton());

    await user.click(nextButton());
    await user.click(nextButton());
    // A wrong answer on the lesson's one question: it was not right first time, so the score is below a clean run's.
    expect(onComplete).toHaveBeenCalledWith(
      { score: 0, mistakes: 1, attempts: 2, hintsUsed: 0 },
      expect.objectContaining({ title: 'Pattern learned' }),
    );
  });

  it('a slip in the marks is Almost, with the letter notes practice gives, answered at no cost in hearts', async () => {
    const { user, onMistake, onComplete } = setup();
    await toPractice(user);
    await user.type(answerBox(), 'Ehihie oma{Enter}');
    expect(within(feedback()).getByText('Almost — check the marks')).toBeTruthy();
    expect(feedback().textContent).toContain('The ọ needs its dot');
    expect(feedback().textContent).toContain('Answer: Ehihie ọma');
    expect(onMistake).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(nextButton());

    await user.click(nextButton());
    await user.click(nextButton());
    // Answered, but not right first time.
    expect(onComplete).toHaveBeenCalledWith(
      { score: 0, mistakes: 0, attempts: 1, hintsUsed: 0 },
      expect.objectContaining({ title: 'Pattern learned' }),
    );
  });

  it("offers 'Show Answer' at once when hints are on, counting a hint and no mistake", async () => {
    const { user, onMistake, onComplete } = setup({ hintsEnabled: true });
    await toPractice(user);
    await user.click(screen.getByRole('button', { name: /Show Answer/ }));
    expect(feedback().textContent).toContain('Answer: Ehihie ọma');
    expect(document.activeElement).toBe(nextButton());
    await user.click(nextButton());
    await user.click(nextButton());
    expect(onMistake).not.toHaveBeenCalled();
    // A shown answer is not an answer given: the question does not count as right first time.
    expect(onComplete).toHaveBeenCalledWith({ score: 0, mistakes: 0, attempts: 1, hintsUsed: 1 }, expect.anything());
  });

  it('a press of Check leaves the focus in the answer, so a wrong one can be typed again at once', async () => {
    const { user } = setup();
    await toPractice(user);
    await user.type(answerBox(), 'Mgbede ọma');
    const check = screen.getByRole('button', { name: 'Check' });
    // The press moves no focus: a phone's keyboard stays up, and the button, disabled after a wrong check until the
    // answer changes, never holds it.
    expect(fireEvent.mouseDown(check)).toBe(false);
    await user.click(check);
    expect(within(feedback()).getByText('Try Again')).toBeTruthy();
    expect(check.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(answerBox());
  });

  it('disables checking and showing the answer when out of hearts, and says why beside Check', async () => {
    const { user, onMistake } = setup({ outOfHearts: true, hintsEnabled: true });
    await toPractice(user);
    await user.type(answerBox(), 'Ehihie ọma{Enter}');
    expect(answerBox().disabled).toBe(true);
    expect(answerBox().value).toBe('');
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check.hasAttribute('disabled')).toBe(true);
    expect(description(check)).toMatch(/^Out of hearts — they refill tomorrow \(in .+\), or practise to earn one\.$/);
    expect(screen.getByRole('button', { name: /Show Answer/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Igbo letter i with dot below' }).closest('fieldset')?.disabled).toBe(
      true,
    );
    expect(nextButton().hasAttribute('disabled')).toBe(true);
    expect(onMistake).not.toHaveBeenCalled();
  });

  it("types the course's letter at the cursor from the keyboard under the answer", async () => {
    const { user } = setup();
    await toPractice(user);
    await user.type(answerBox(), 'Ehihie ma');
    answerBox().setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Igbo letter o with dot below' }));
    expect(answerBox().value).toBe('Ehihie ọma');
    expect(document.activeElement).toBe(answerBox());
    expect(answerBox().selectionStart).toBe(8);
    expect(answerBox().getAttribute('aria-describedby')).toBe(screen.getByText(/^Shortcuts:/).id);
  });

  it('types with the Alt shortcuts and checks the answer', async () => {
    const { user } = setup();
    await toPractice(user);
    await user.type(answerBox(), 'Ehihie {Alt>}{Shift>}2{/Shift}{/Alt}ma{Enter}');
    expect(feedback().textContent).toContain('Correct');
  });

  it('offers no keyboard when the course declares none', async () => {
    const user = userEvent.setup();
    const { keyboard: _none, ...plain } = lesson;
    render(
      <PatternDiscoveryLesson
        lesson={plain}
        hintsEnabled={false}
        outOfHearts={false}
        onMistake={vi.fn()}
        onComplete={vi.fn()}
      />,
    );
    await toPractice(user);
    expect(answerBox().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('group', { name: /letters and tones/ })).toBeNull();
  });

  it("completes once on the last step, handing 'Pattern Mastered!' with the pattern and summary to the completion panel", async () => {
    const { user, onComplete, playSound } = setup();
    await toPractice(user);
    await user.type(answerBox(), 'ehihie ọma{Enter}');
    await user.click(nextButton());
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    const finish = screen.getByRole('button', { name: /Finish/ });
    await user.click(finish);
    await user.click(finish);
    expect(playSound).toHaveBeenLastCalledWith('success');
    expect(onComplete).toHaveBeenCalledTimes(1);
    const [outcome, recap] = onComplete.mock.calls[0]!;
    expect(outcome).toEqual({ score: 100, mistakes: 0, attempts: 1, hintsUsed: 0 });
    expect(recap?.title).toBe('Pattern Mastered!');
    expect(recap?.figures).toEqual([{ label: 'Right first time', value: '1 of 1' }]);
    render(<>{recap?.details}</>);
    expect(screen.getByText(lesson.summary)).toBeTruthy();
    expect(screen.getByText(lesson.targetPattern)).toBeTruthy();
  });

  it('scores two wrong answers below a clean run', async () => {
    const clean = setup();
    await toPractice(clean.user);
    await clean.user.type(answerBox(), 'Ehihie ọma{Enter}');
    await clean.user.click(nextButton());
    await clean.user.click(nextButton());
    cleanup();
    const missed = setup();
    await toPractice(missed.user);
    await missed.user.type(answerBox(), 'Mgbede ọma{Enter}');
    await missed.user.clear(answerBox());
    await missed.user.type(answerBox(), 'Ututu ọma{Enter}');
    await missed.user.clear(answerBox());
    await missed.user.type(answerBox(), 'Ehihie ọma{Enter}');
    await missed.user.click(nextButton());
    await missed.user.click(nextButton());
    expect(missed.onComplete.mock.calls[0]![0].score).toBeLessThan(clean.onComplete.mock.calls[0]![0].score);
  });

  it('plays with the keyboard only: Enter continues, reveals and checks; Previous is reachable', async () => {
    const { user, onComplete } = setup();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Discovery/ }));

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Pattern' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(answerBox());

    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    await user.keyboard('Ehihie ọma{Enter}');
    expect(document.activeElement).toBe(nextButton());
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Explanation/ }));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Previous/ }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(within(feedback()).getByText('Correct')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report a problem' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(nextButton());
    await user.keyboard('{Enter}');

    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(
      { score: 100, mistakes: 0, attempts: 1, hintsUsed: 0 },
      expect.objectContaining({ title: 'Pattern Mastered!' }),
    );
  });

  it('leaves keys typed into the answer alone', async () => {
    const { user } = setup();
    await toPractice(user);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
  });
});
