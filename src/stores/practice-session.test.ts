import { beforeEach, describe, expect, it } from 'vitest';
import {
  exerciseTargets,
  initialProgress,
  newCard,
  practiceSession,
  review,
  type ItemCard,
  type ReviewItem,
} from '@/domain';
import type { PracticeAnswer, PracticeFinishRequest, PracticeFinishResult, PracticeState } from '@/shared/api-types';
import { IGBO } from '@/test-support/spellings';
import { $practiceDue, clearPracticeDue } from './practice';
import {
  $practiceSession,
  answerExercise,
  endPracticeSession,
  nextExercise,
  practiceItemVersion,
  retryPracticeSession,
  startPracticeSession,
  syncSavedPractice,
  type FinishOutcome,
  type LoadedPractice,
  type PracticeLinks,
} from './practice-session';
import { $progress, replaceProgress } from './progress';

const NOW = new Date('2026-11-23T10:00:00Z');
const words = ['nna', 'nne', 'ulo', 'mmiri', 'aha'];
const items: ReviewItem[] = words.map((w) => ({
  id: `igbo:${w}`,
  language: 'igbo',
  source: 'vocabulary',
  prompt: `meaning of ${w}`,
  answers: [w],
  pronunciation: null,
  audio: null,
  directions: ['recognise', 'recall'],
  version: `v-${w}`,
}));
const state: PracticeState = {
  language: 'igbo',
  dueCount: 0,
  newCount: 10,
  nextDue: null,
  items,
  cards: [],
  seed: 11,
};
/** Every card of every item answered well an hour ago: nothing is due now. */
const reviewed: ItemCard[] = items.flatMap((item) =>
  item.directions.map((direction) => ({
    itemId: item.id,
    direction,
    card: review(newCard(NOW), 'good', new Date(NOW.getTime() - 3_600_000)).card,
  })),
);
const exercisesOf = (from: PracticeState, seed: number) =>
  practiceSession(from.items, from.cards, NOW, seed, { spelling: IGBO });

const finished = (sessionId: string): PracticeFinishResult => ({
  sessionId,
  language: 'igbo',
  answered: 1,
  correct: 1,
  xpEarned: 17,
  heartsRestored: 1,
  alreadyFinished: false,
  progress: { ...initialProgress([]), totalXP: 117, currentHearts: 5, currentStreak: 3 },
});

/** A server played by the test: what it is asked, and what it answers (each answer can be changed by a test). */
function server(loaded: () => Promise<LoadedPractice> = async () => ({ state, fromDevice: false })) {
  const seen = {
    loads: 0,
    answers: [] as PracticeAnswer[][],
    finishes: [] as PracticeFinishRequest[],
    idle: [] as (() => void)[],
  };
  const answers = {
    load: loaded,
    finish: async (request: PracticeFinishRequest): Promise<FinishOutcome> => ({
      finished: finished(request.sessionId),
      dueCount: 4,
      heartsRestored: 1,
    }),
    replay: async () => new Map<string, PracticeFinishResult>(),
  };
  const links: PracticeLinks = {
    load: () => {
      seen.loads += 1;
      return answers.load();
    },
    sendAnswers: async (_language, batch) => seen.answers.push([...batch]),
    sendFinish: (_language, request) => {
      seen.finishes.push(request);
      return answers.finish(request);
    },
    replay: () => answers.replay(),
    unreachable: (error) => error instanceof TypeError,
    // Idle work waits until the test runs it (idle()), as a busy browser would.
    whenIdle: (work) => void seen.idle.push(work),
  };
  const idle = () => seen.idle.splice(0).forEach((work) => work());
  return { links, seen, answers, idle };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const phase = () => $practiceSession.get().phase;
const start = async (links: PracticeLinks, seed: string | null = null) => {
  startPracticeSession('igbo', IGBO, links, { seed, now: () => NOW, random: () => 0.5 });
  await settle();
};
/** Answers every exercise right and moves on, until the session leaves 'playing'. */
const playThrough = async () => {
  while (phase().kind === 'playing') {
    answerExercise('right', 3000);
    nextExercise();
  }
  await settle();
};

beforeEach(() => {
  endPracticeSession();
  clearPracticeDue();
  replaceProgress({});
});

describe('starting a session', () => {
  it('shows loading, then the first exercise of the session the server seeded, and records the count due', async () => {
    const { links } = server();
    startPracticeSession('igbo', IGBO, links, { now: () => NOW });
    expect(phase()).toEqual({ kind: 'loading' });
    await settle();
    const built = exercisesOf(state, state.seed);
    expect($practiceSession.get()).toEqual({
      phase: { kind: 'playing', exercise: built[0], index: 0, total: built.length },
      fromDevice: false,
      firstSession: true,
      words: built.length,
    });
    expect($practiceDue.get()).toEqual({ igbo: 10 });
    expect(practiceItemVersion('igbo:nne')).toBe('v-nne');
  });

  it("plays the address's seed when given, and a seed of the device's own when the items come from the device", async () => {
    await start(server().links, '7');
    expect(phase()).toMatchObject({ exercise: exercisesOf(state, 7)[0] });
    await start(server(async () => ({ state, fromDevice: true })).links);
    expect(phase()).toMatchObject({ exercise: exercisesOf(state, 2 ** 30)[0] });
    expect($practiceSession.get().fromDevice).toBe(true);
  });

  it('says there is nothing to practise without items, and when the next review is due when nothing is', async () => {
    await start(server(async () => ({ state: { ...state, items: [] }, fromDevice: false })).links);
    expect(phase()).toEqual({ kind: 'empty' });
    const caughtUp = { ...state, cards: reviewed, nextDue: '2026-11-25T10:00:00.000Z' };
    await start(server(async () => ({ state: caughtUp, fromDevice: false })).links);
    expect(phase()).toEqual({ kind: 'caught-up', nextDue: '2026-11-25T10:00:00.000Z' });
    expect($practiceSession.get()).toMatchObject({ firstSession: false, words: 0 });
  });

  it('says why it cannot load, offline or not, and tries again when asked', async () => {
    const { links, answers, seen } = server(() => Promise.reject(new TypeError('fetch failed')));
    await start(links);
    expect(phase()).toEqual({
      kind: 'error',
      message:
        'The server cannot be reached, and no practice is saved on this device yet: open practice once while online to play it offline.',
    });
    answers.load = () => Promise.reject(new Error('Unknown language'));
    retryPracticeSession();
    expect(phase()).toEqual({ kind: 'loading' });
    await settle();
    expect(phase()).toEqual({ kind: 'error', message: 'Unknown language' });
    answers.load = async () => ({ state, fromDevice: false });
    retryPracticeSession();
    await settle();
    expect(phase().kind).toBe('playing');
    expect(seen.loads).toBe(3);
  });

  it('shows nothing of a session the page left or replaced', async () => {
    let resolve: (loaded: LoadedPractice) => void = () => undefined;
    const slow = server(() => new Promise((r) => (resolve = r)));
    startPracticeSession('igbo', IGBO, slow.links, { now: () => NOW });
    await start(server(async () => ({ state: { ...state, items: [] }, fromDevice: false })).links);
    resolve({ state, fromDevice: false });
    await settle();
    expect(phase()).toEqual({ kind: 'empty' });
    let reject: (error: Error) => void = () => undefined;
    startPracticeSession('igbo', IGBO, server(() => new Promise((_, r) => (reject = r))).links, { now: () => NOW });
    await start(server().links);
    reject(new Error('Unknown language'));
    await settle();
    expect(phase().kind).toBe('playing');
    endPracticeSession();
    expect($practiceSession.get()).toEqual({
      phase: { kind: 'loading' },
      fromDevice: false,
      firstSession: false,
      words: 0,
    });
    answerExercise('right', 1000);
    nextExercise();
    expect(phase()).toEqual({ kind: 'loading' });
  });
});

describe('answering', () => {
  it('sends each answer once the browser is idle, and before moving on when it was not yet', async () => {
    const { links, seen, idle } = server();
    await start(links);
    answerExercise('right', 3000);
    expect(seen.answers).toEqual([]);
    idle();
    expect(seen.answers).toHaveLength(1);
    nextExercise();
    answerExercise('slip', 2000);
    nextExercise();
    expect(seen.answers).toHaveLength(2);
    idle();
    expect(seen.answers).toHaveLength(2);
    const [first] = exercisesOf(state, state.seed);
    expect(seen.answers[0]!.map((a) => [a.itemId, a.kind])).toEqual(
      exerciseTargets(first!).map((t) => [t.itemId, 'right']),
    );
    expect(seen.answers[1]!.every((a) => a.kind === 'slip')).toBe(true);
    expect(phase()).toMatchObject({ kind: 'playing', index: 2 });
  });

  it('asks a missed exercise again later in the session', async () => {
    const { links } = server();
    await start(links);
    const { total } = phase() as { total: number };
    answerExercise('wrong', 3000);
    nextExercise();
    expect(phase()).toMatchObject({ index: 1, total: total + 1 });
    const asked: unknown[] = [];
    while (phase().kind === 'playing') {
      asked.push(phase());
      answerExercise('right', 3000);
      nextExercise();
    }
    expect(asked.some((p) => (p as { exercise: { again?: boolean } }).exercise.again === true)).toBe(true);
  });
});

describe('finishing', () => {
  it("sends the finish after the session's answers and shows the server's figures, keeping its record", async () => {
    replaceProgress({ igbo: { ...initialProgress(['1-0']), totalXP: 100, currentHearts: 2 } });
    const { links, seen } = server();
    await start(links);
    while (phase().kind === 'playing') {
      answerExercise('right', 3000);
      nextExercise();
    }
    expect(phase()).toEqual({ kind: 'finishing' });
    await settle();
    const [request] = seen.finishes;
    expect(request).toMatchObject({ finishedAt: NOW.toISOString(), answerIds: seen.answers.flat().map((a) => a.id) });
    expect(phase()).toMatchObject({ kind: 'done', xp: 17, heartsRestored: 1, savedOnDevice: false });
    expect(phase()).toMatchObject({ summary: { missed: 0, accuracy: 100 } });
    expect($progress.get()['igbo']).toMatchObject({ totalXP: 117, currentHearts: 5, completedLessons: [] });
    expect($practiceDue.get()).toEqual({ igbo: 4 });
  });

  it("shows the device's figures when the finish waits on the device, and the server's once back online", async () => {
    const { links, seen, answers } = server();
    answers.finish = async () => ({ finished: null, dueCount: null, heartsRestored: 2 });
    await start(links);
    await playThrough();
    const done = phase() as { summary: { xp: number } };
    expect(phase()).toMatchObject({ kind: 'done', xp: done.summary.xp, heartsRestored: 2, savedOnDevice: true });
    expect($practiceDue.get()).toEqual({ igbo: 10 });

    await syncSavedPractice();
    expect(phase()).toMatchObject({ savedOnDevice: true });
    const sessionId = seen.finishes[0]!.sessionId;
    answers.replay = async () => new Map([[sessionId, finished(sessionId)]]);
    answers.load = async () => ({ state: { ...state, dueCount: 3, newCount: 0 }, fromDevice: false });
    await syncSavedPractice();
    expect(phase()).toMatchObject({ kind: 'done', xp: 17, heartsRestored: 1, savedOnDevice: false });
    expect($practiceDue.get()).toEqual({ igbo: 3 });
  });

  it('says why when the finish fails', async () => {
    const { links, answers } = server();
    answers.finish = () => Promise.reject(new Error('Practice session refused'));
    await start(links);
    await playThrough();
    expect(phase()).toEqual({ kind: 'error', message: 'Practice session refused' });
  });
});
