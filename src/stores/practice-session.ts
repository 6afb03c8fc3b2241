import { atom } from 'nanostores';
import {
  isFirstPractice,
  practiceSession,
  requeueMissed,
  type ItemCard,
  type PracticeExercise,
  type PracticeResult,
  type ReviewItem,
  type Spelling,
} from '@/domain';
import type { PracticeAnswer, PracticeFinishRequest, PracticeFinishResult, PracticeState } from '@/shared/api-types';
import { browserTimeZone } from '@/shared/dates';
import { setPracticeDue } from './practice';
import { answersOf, scheduleLocally, sessionSummary, type ExerciseOutcome, type SessionSummary } from './practiceRun';
import { $progress, saveLanguageProgress } from './progress';

/** Where a session is: loading the learner's items, nothing to practise yet, nothing due now, an error, playing, finishing, or done. */
export type PracticePhase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'caught-up'; nextDue: string | null }
  | { kind: 'playing'; exercise: PracticeExercise; index: number; total: number }
  | { kind: 'finishing' }
  | { kind: 'done'; summary: SessionSummary; xp: number; heartsRestored: number | null; savedOnDevice: boolean };

/** What the practice page shows of its session. */
export interface PracticeSessionView {
  phase: PracticePhase;
  /** The items come from the device because the server could not be reached. */
  fromDevice: boolean;
  /** The learner's first session with any card. */
  firstSession: boolean;
  /** The words the session set out to ask; a missed word asked again is not a new word. */
  words: number;
}

/** Practice to play: the learner's items and cards, and whether they come from the device because the server could not be reached. */
export interface LoadedPractice {
  state: PracticeState;
  fromDevice: boolean;
}

/**
 * What became of a finish: the server's result (null when it waits on the device), the cards then ready (due or new),
 * and the hearts the session restored (the server's figure, or the device's when it waits there).
 */
export interface FinishOutcome {
  finished: PracticeFinishResult | null;
  dueCount: number | null;
  heartsRestored: number | null;
}

/** What a session needs from outside the store: the server through the outbox (src/practice/practiceOutbox.ts) and the browser. */
export interface PracticeLinks {
  load(language: string): Promise<LoadedPractice>;
  sendAnswers(language: string, answers: readonly PracticeAnswer[]): Promise<unknown>;
  sendFinish(language: string, request: PracticeFinishRequest, result: PracticeResult): Promise<FinishOutcome>;
  /** Sends what waits on the device; the sessions it finished, by id. */
  replay(): Promise<Map<string, PracticeFinishResult>>;
  /** True when a load failed because the server could not be reached, not because of practice itself. */
  unreachable(error: unknown): boolean;
  /** Runs work that changes nothing on screen once the browser is idle. */
  whenIdle(work: () => void): void;
}

/** How a session starts: the address's `?seed=` (a fixed session, for tests), the clock and the device's random draw. */
export interface PracticeStart {
  seed?: string | null;
  now?: () => Date;
  random?: () => number;
}

/** One session as the store plays it; a new start replaces it, and work of a replaced session no longer shows. */
interface Run {
  language: string;
  spelling: Spelling;
  links: PracticeLinks;
  start: Required<PracticeStart>;
  exercises: PracticeExercise[];
  index: number;
  cards: ItemCard[];
  items: ReadonlyMap<string, ReviewItem>;
  answers: PracticeAnswer[];
  sessionId: string;
  seed: number;
  /** The last answer's saving when it has not run yet: moving on runs it first. */
  unsaved: (() => void) | null;
}

const fresh: PracticeSessionView = { phase: { kind: 'loading' }, fromDevice: false, firstSession: false, words: 0 };

/** The practice session of this page (one a page). */
export const $practiceSession = atom<PracticeSessionView>(fresh);

// The session under way, shared by the actions below (one a page).
const page: { run: Run | null } = { run: null };

const show = (run: Run, view: Partial<PracticeSessionView>) => {
  if (page.run === run) $practiceSession.set({ ...$practiceSession.get(), ...view });
};

const unreachableText =
  'The server cannot be reached, and no practice is saved on this device yet: open practice once while online to play it offline.';

/** Loads the learner's items into `run` and shows its first exercise, or why there is none. */
async function load(run: Run): Promise<void> {
  const { language, spelling, links, start } = run;
  try {
    const loaded = await links.load(language);
    if (page.run !== run) return;
    const { state } = loaded;
    setPracticeDue(language, state.dueCount + state.newCount);
    // The saved state's seed would ask every offline session the same way; the device draws its own.
    const drawn = loaded.fromDevice ? Math.floor(start.random() * 2 ** 31) : state.seed;
    const asked = Number(start.seed ?? drawn);
    run.seed = Number.isFinite(asked) ? asked : drawn;
    run.exercises =
      state.items.length === 0 ? [] : practiceSession(state.items, state.cards, start.now(), run.seed, { spelling });
    run.cards = state.cards;
    run.items = new Map(state.items.map((item) => [item.id, item]));
    const first = run.exercises[0];
    show(run, {
      fromDevice: loaded.fromDevice,
      firstSession: first !== undefined && isFirstPractice(state.cards),
      words: run.exercises.length,
      phase: first
        ? { kind: 'playing', exercise: first, index: 0, total: run.exercises.length }
        : state.items.length === 0
          ? { kind: 'empty' }
          : { kind: 'caught-up', nextDue: state.nextDue },
    });
  } catch (error) {
    const message = links.unreachable(error)
      ? unreachableText
      : error instanceof Error
        ? error.message
        : 'Failed to fetch practice';
    show(run, { phase: { kind: 'error', message } });
  }
}

function begin(language: string, spelling: Spelling, links: PracticeLinks, start: PracticeStart): Run {
  const run: Run = {
    language,
    spelling,
    links,
    start: { seed: start.seed ?? null, now: start.now ?? (() => new Date()), random: start.random ?? Math.random },
    exercises: [],
    index: 0,
    cards: [],
    items: new Map(),
    answers: [],
    sessionId: crypto.randomUUID(),
    seed: 0,
    unsaved: null,
  };
  page.run = run;
  void load(run);
  return run;
}

/**
 * Starts the page's practice session in `language` (written with `spelling`): forgets any session before it, shows
 * 'loading', loads the learner's items through `links` and shows the first exercise, or why there is none.
 */
export function startPracticeSession(
  language: string,
  spelling: Spelling,
  links: PracticeLinks,
  start: PracticeStart = {},
): void {
  $practiceSession.set(fresh);
  begin(language, spelling, links, start);
}

/** Loads the session again after an error, keeping what the page showed of it. */
export function retryPracticeSession(): void {
  const run = page.run;
  if (!run) return;
  $practiceSession.set({ ...$practiceSession.get(), phase: { kind: 'loading' } });
  begin(run.language, run.spelling, run.links, run.start);
}

/** Ends the page's session (the page is left): what it still sends is sent, but nothing more shows. */
export function endPracticeSession(): void {
  page.run = null;
  $practiceSession.set(fresh);
}

/**
 * Records the learner's answer to the exercise shown (`outcome` after `responseMs`): a missed card comes back later in
 * the session, and the answer is recorded, scheduled on the device and sent when the browser is idle (or on moving on).
 */
export function answerExercise(outcome: ExerciseOutcome, responseMs: number): void {
  const run = page.run;
  const exercise = run?.exercises[run.index];
  if (!run || !exercise) return;
  const answeredAt = run.start.now();
  // A missed card comes back later in this session until it is answered right once.
  run.exercises = requeueMissed(run.exercises, run.index, outcome, run.seed + run.index);
  // Recording, scheduling and saving wait until the browser is idle after painting the verdict (at most a second), so
  // feedback comes at once on slow phones; moving on does them first if they have not run yet, so a session's
  // finish never overtakes its answers.
  let done = false;
  const save = () => {
    if (done) return;
    done = true;
    const batch = answersOf(exercise, outcome, responseMs, answeredAt, () => crypto.randomUUID());
    run.answers = [...run.answers, ...batch];
    run.cards = scheduleLocally(run.cards, batch, run.items);
    void run.links
      .sendAnswers(run.language, batch)
      .catch((error: unknown) => console.error('Practice answers were refused', error));
  };
  run.unsaved = save;
  run.links.whenIdle(save);
}

/** Moves on to the next exercise, or after the last one finishes the session and shows its summary. */
export function nextExercise(): void {
  const run = page.run;
  if (!run) return;
  run.unsaved?.();
  run.unsaved = null;
  run.index += 1;
  const exercise = run.exercises[run.index];
  if (exercise) {
    show(run, { phase: { kind: 'playing', exercise, index: run.index, total: run.exercises.length } });
    return;
  }
  show(run, { phase: { kind: 'finishing' } });
  void finish(run);
}

/** Sends the finish of `run` and shows the summary with the server's figures, or the device's when it waits there. */
async function finish(run: Run): Promise<void> {
  const { language, answers } = run;
  const summary = sessionSummary(answers, run.cards);
  const request = {
    sessionId: run.sessionId,
    answerIds: answers.map((a) => a.id),
    finishedAt: run.start.now().toISOString(),
    timeZone: browserTimeZone(),
  };
  try {
    const outcome = await run.links.sendFinish(language, request, {
      answered: summary.reviewed,
      correct: summary.correct,
    });
    if (outcome.dueCount !== null) setPracticeDue(language, outcome.dueCount);
    const { finished } = outcome;
    show(run, {
      phase: {
        kind: 'done',
        summary,
        xp: finished?.xpEarned ?? summary.xp,
        heartsRestored: finished ? finished.heartsRestored : outcome.heartsRestored,
        savedOnDevice: !finished && outcome.dueCount === null,
      },
    });
    const before = $progress.get()[language];
    // The server's record after the session (XP, streak, hearts) replaces the local copy the header shows.
    if (finished && before) saveLanguageProgress(language, { ...before, ...finished.progress });
  } catch (error) {
    show(run, {
      phase: { kind: 'error', message: error instanceof Error ? error.message : 'Failed to finish practice' },
    });
  }
}

/**
 * Back online after a session finished on the device: sends what waits, and when the server took this session, the
 * summary shows the server's figures and the due count is read again.
 */
export async function syncSavedPractice(): Promise<void> {
  const run = page.run;
  if (!run) return;
  const result = (await run.links.replay().catch(() => null))?.get(run.sessionId);
  if (!result) return;
  const { phase } = $practiceSession.get();
  if (phase.kind === 'done')
    show(run, {
      phase: { ...phase, xp: result.xpEarned, heartsRestored: result.heartsRestored, savedOnDevice: false },
    });
  const loaded = await run.links.load(run.language).catch(() => null);
  if (loaded) setPracticeDue(run.language, loaded.state.dueCount + loaded.state.newCount);
}

/** The content version of a practised item, as the session loaded it (reports name it). */
export function practiceItemVersion(itemId: string): string | undefined {
  return page.run?.items.get(itemId)?.version;
}
