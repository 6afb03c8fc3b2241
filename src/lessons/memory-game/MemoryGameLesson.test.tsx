// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $audioSettings, DEFAULT_AUDIO_SETTINGS } from '@/stores/audio';
import type { LessonAudio, LessonOutcome, LessonRecap, PlayableLesson, SoundName } from '../types.ts';
import { dealCards, roundSeed } from './game.ts';
import MemoryGameLesson from './MemoryGameLesson.tsx';

const lesson: PlayableLesson<'memory-game'> = {
  id: '1-3',
  language: 'igbo',
  lang: 'ig',
  unit: 1,
  position: 3,
  title: 'Polite Words Match',
  icon: '🃏',
  status: 'published',
  author: 'Lugha Content Team',
  lastModified: '2026-11-22',
  difficulty: 'beginner',
  estimatedMinutes: 4,
  type: 'memory-game',
  description: 'Flip the cards and match each Igbo word with its English meaning.',
  pairs: [
    { id: 'pair-ndewo', word: 'Ndewo', english: 'Hello' },
    { id: 'pair-daalu', word: 'Daalụ', english: 'Thank you' },
    { id: 'pair-biko', word: 'Biko', english: 'Please' },
    { id: 'pair-ndo', word: 'Ndo', english: 'Sorry' },
  ],
  explanation: 'Well done! Ndewo greets, Biko asks politely and Daalụ thanks.',
};

/** Where each card lies in the first round: the same seeded deal the component uses. */
const deal = dealCards(lesson.pairs, roundSeed(lesson.id, 0));
const at = (key: string) => deal.findIndex((c) => c.key === key);
const grid = () => within(screen.getByRole('group', { name: 'Cards' }));
const cards = () => grid().getAllByRole('button');
const card = (key: string) => cards()[at(key)]!;
/** Asserts the accessible name a screen reader hears for `el`. */
function expectName(el: Element | null | undefined, name: string | RegExp, present = true) {
  const named = screen.queryAllByRole('button', { name });
  expect(named.some((n) => n === el)).toBe(present);
}
const live = () => screen.getByText((_, el) => el?.getAttribute('aria-live') === 'polite' && el.tagName === 'P');

function setup(props: { outOfHearts?: boolean; audio?: LessonAudio } = {}) {
  const onComplete = vi.fn<(o: LessonOutcome, recap?: LessonRecap) => void>();
  const onMistake = vi.fn();
  const playSound = vi.fn<(name: SoundName) => void>();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryGameLesson
      lesson={lesson}
      hintsEnabled={false}
      outOfHearts={props.outOfHearts ?? false}
      onMistake={onMistake}
      onComplete={onComplete}
      playSound={playSound}
      audio={props.audio}
    />,
  );
  return { user, onComplete, onMistake, playSound };
}

const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library flushes its updates with a 0 ms timer that it advances only through a global `jest`.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MemoryGameLesson', () => {
  it('deals a word card and an English card per pair, face down, in the seeded order', () => {
    setup();
    expect(cards()).toHaveLength(8);
    expectName(cards()[0], 'Card 1, face down');
    expect(stat('Time')).toBe('0:00');
    expect(stat('Attempts')).toBe('0');
    expect(stat('Pairs')).toBe('0 / 4');
    expect(screen.getByRole('button', { name: /Reset Game/ })).toBeTruthy();
  });

  it('shows a turned card with its language and text', async () => {
    const { user, playSound } = setup();
    await user.click(card('pair-ndewo:word'));
    expectName(card('pair-ndewo:word'), `Card ${at('pair-ndewo:word') + 1}: Igbo Ndewo`);
    expect(within(card('pair-ndewo:word')).getByText('Ndewo').getAttribute('lang')).toBe('ig');
    expect(playSound).toHaveBeenCalledWith('click');
  });

  it('offers "Report a problem" after a mismatch, with the pair as matched and the right partners', async () => {
    // The dialog is its own chunk: loaded here first, since fake timers would run out waitFor before a first import.
    await import('@/components/report/ReportDialog');
    const { user } = setup();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    await user.click(card('pair-ndewo:word'));
    await user.click(card('pair-biko:english'));
    act(() => vi.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByText('About: Ndewo')).toBeTruthy();
    expect(within(dialog).getByText('Your answer “Ndewo = Please” is sent with the expected answers.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(card('pair-ndo:word'));
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('flips a mismatch back after exactly 1 s and ignores a third card meanwhile', async () => {
    const { user, playSound, onMistake } = setup();
    await user.click(card('pair-ndewo:word'));
    await user.click(card('pair-biko:english'));
    expect(live().textContent).toContain('Not a match');
    expect(playSound).toHaveBeenLastCalledWith('incorrect');
    expectName(card('pair-biko:english'), /English Please\s*, not a match/);
    expect(stat('Attempts')).toBe('1');

    await user.click(card('pair-ndo:word'));
    expectName(card('pair-ndo:word'), /face down/);

    act(() => vi.advanceTimersByTime(999));
    expectName(card('pair-ndewo:word'), /Ndewo/);
    act(() => vi.advanceTimersByTime(1));
    expectName(card('pair-ndewo:word'), /face down/);
    expectName(card('pair-biko:english'), /face down/);
    expect(onMistake).not.toHaveBeenCalled();
  });

  it('keeps a matched pair open and counts it', async () => {
    const { user, playSound } = setup();
    await user.click(card('pair-daalu:english'));
    await user.click(card('pair-daalu:word'));
    expect(live().textContent).toContain('Match!');
    expect(playSound).toHaveBeenLastCalledWith('correct');
    act(() => vi.advanceTimersByTime(5000));
    expectName(card('pair-daalu:word'), /Daalụ\s*, matched/);
    expect(stat('Pairs')).toBe('1 / 4');
    await user.click(card('pair-daalu:word'));
    expect(stat('Attempts')).toBe('1');
  });

  it('retries after a mismatch, finishes, and reports the outcome once without taking hearts', async () => {
    const { user, onComplete, onMistake, playSound } = setup();
    await user.click(card('pair-ndewo:word'));
    await user.click(card('pair-ndo:english'));
    act(() => vi.advanceTimersByTime(1000));
    for (const id of ['pair-ndewo', 'pair-daalu', 'pair-biko', 'pair-ndo']) {
      await user.click(card(`${id}:word`));
      await user.click(card(`${id}:english`));
    }
    expect(playSound).toHaveBeenLastCalledWith('success');
    expect(live().textContent).toContain('All pairs matched!');
    act(() => vi.advanceTimersByTime(5000));
    // The last match completes the lesson once; the shell's completion panel shows the game's end.
    expect(onComplete).toHaveBeenCalledTimes(1);
    const [outcome, recap] = onComplete.mock.calls[0]!;
    // memory game score = max(50, round(4 pairs / 5 attempts × 100)) = 80
    expect(outcome).toEqual({ score: 80, mistakes: 1, attempts: 5, hintsUsed: 0 });
    expect(recap?.title).toBe('All Pairs Matched!');
    expect(recap?.figures).toContainEqual({ label: 'Score', value: '80%' });
    render(<>{recap?.details}</>);
    expect(screen.getByText(lesson.explanation)).toBeTruthy();
    expect(onMistake).not.toHaveBeenCalled();
  });

  it('scores 100 for a game without a mismatch', async () => {
    const { user, onComplete } = setup();
    for (const id of ['pair-ndewo', 'pair-daalu', 'pair-biko', 'pair-ndo']) {
      await user.click(card(`${id}:english`));
      await user.click(card(`${id}:word`));
    }
    expect(onComplete).toHaveBeenCalledWith(
      { score: 100, mistakes: 0, attempts: 4, hintsUsed: 0 },
      expect.objectContaining({ title: 'All Pairs Matched!' }),
    );
  });

  it('runs the timer from the first flip and stops it when the game is won', async () => {
    const { user, onComplete } = setup();
    act(() => vi.advanceTimersByTime(3000));
    expect(stat('Time')).toBe('0:00');
    await user.click(card('pair-ndewo:word'));
    act(() => vi.advanceTimersByTime(65_000));
    expect(stat('Time')).toBe('1:05');
    for (const id of ['pair-ndewo', 'pair-daalu', 'pair-biko', 'pair-ndo']) {
      if (id !== 'pair-ndewo') await user.click(card(`${id}:word`));
      await user.click(card(`${id}:english`));
    }
    act(() => vi.advanceTimersByTime(10_000));
    expect(onComplete.mock.calls[0]![1]?.figures).toContainEqual({ label: 'Time', value: '1:05' });
  });

  it('Reset Game deals a new order and clears the counters and the timer', async () => {
    const { user } = setup();
    await user.click(card('pair-ndewo:word'));
    await user.click(card('pair-ndewo:english'));
    act(() => vi.advanceTimersByTime(4000));
    await user.click(screen.getByRole('button', { name: /Reset Game/ }));
    expect(stat('Attempts')).toBe('0');
    expect(stat('Pairs')).toBe('0 / 4');
    expect(stat('Time')).toBe('0:00');
    expect(cards().map((c) => c.getAttribute('aria-disabled'))).toEqual(Array(8).fill('false'));
    const next = dealCards(lesson.pairs, roundSeed(lesson.id, 1));
    await user.click(cards()[0]!);
    expectName(cards()[0], new RegExp(next[0]!.text));
  });

  it('cancels a pending flip-back when the game is reset', async () => {
    const { user } = setup();
    await user.click(card('pair-ndewo:word'));
    await user.click(card('pair-ndo:english'));
    await user.click(screen.getByRole('button', { name: /Reset Game/ }));
    await user.click(cards()[0]!);
    act(() => vi.advanceTimersByTime(1500));
    expectName(cards()[0], /face down/, false);
  });

  it('plays with the keyboard only: Tab, arrow keys, Enter and Space', async () => {
    const { user, onComplete } = setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Reset Game/ }));
    await user.tab();
    expect(document.activeElement).toBe(cards()[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cards()[1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cards()[5]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cards()[5]);
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(cards()[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cards()[7]);
    await user.keyboard('{Home}');

    const goTo = async (index: number) => {
      const from = cards().indexOf(document.activeElement as HTMLButtonElement);
      const key = index > from ? '{ArrowRight}' : '{ArrowLeft}';
      for (let i = 0; i < Math.abs(index - from); i++) await user.keyboard(key);
    };
    for (const [n, id] of ['pair-ndewo', 'pair-daalu', 'pair-biko', 'pair-ndo'].entries()) {
      await goTo(at(`${id}:word`));
      await user.keyboard('{Enter}');
      await goTo(at(`${id}:english`));
      await user.keyboard(n % 2 === 0 ? ' ' : '{Enter}');
    }
    expect(onComplete).toHaveBeenCalledWith({ score: 100, mistakes: 0, attempts: 4, hintsUsed: 0 }, expect.anything());
  });

  it('does not flip cards when out of hearts', async () => {
    const { user } = setup({ outOfHearts: true });
    await user.click(card('pair-ndewo:word'));
    expectName(card('pair-ndewo:word'), /face down/);
    expect(card('pair-ndewo:word').getAttribute('aria-disabled')).toBe('true');
  });

  it('lets the learner hear the words that have recordings once all pairs are matched', async () => {
    $audioSettings.set({ ...DEFAULT_AUDIO_SETTINGS, quality: 'high' });
    const { user, onComplete } = setup({
      audio: { words: { Daalụ: { url: '/audio/igbo/vocabulary/daalu.mp3', source: 'native' } } },
    });
    expect(screen.queryByRole('button', { name: /^Hear/ })).toBeNull();
    for (const id of ['pair-ndewo', 'pair-daalu', 'pair-biko', 'pair-ndo']) {
      await user.click(card(`${id}:word`));
      await user.click(card(`${id}:english`));
    }
    render(<>{onComplete.mock.calls[0]![1]?.details}</>);
    const words = screen.getByRole('list', { name: 'Hear the words' });
    expect(within(words).getAllByRole('listitem')).toHaveLength(1);
    expect(within(words).getByRole('button', { name: 'Hear Daalụ' })).toBeTruthy();
  });
});
