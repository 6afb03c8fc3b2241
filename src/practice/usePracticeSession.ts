import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isFirstPractice,
  practiceSession,
  requeueMissed,
  type ItemCard,
  type PracticeExercise,
  type ReviewItem,
  type Spelling,
} from '@/domain';
import { whenIdle } from '@/lib/whenIdle';
import { browserTimeZone } from '@/shared/dates';
import type { PracticeAnswer } from '@/shared/api-types';
import { setPracticeDue } from '@/stores/practice';
import { $progress, saveLanguageProgress } from '@/stores/progress';
import { answersOf, scheduleLocally, sessionSummary, type ExerciseOutcome, type SessionSummary } from './practiceRun';
import {
  loadPractice,
  replaySavedPractice,
  sendPracticeAnswers,
  sendPracticeFinish,
  serverUnreachable,
} from './practiceOutbox';

/** Where a session is: loading the learner's items, nothing to practise yet, nothing due now, an error, playing, finishing, or done. */
export type PracticePhase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'caught-up'; nextDue: string | null }
  | { kind: 'playing'; exercise: PracticeExercise; index: number; total: number }
  | { kind: 'finishing' }
  | { kind: 'done'; summary: SessionSummary; xp: number; heartsRestored: number | null; savedOnDevice: boolean };

/** Runs one practice session for `language` (written with `spelling`): loads, builds the exercises, sends each answer, finishes and sums up. */
export function usePracticeSession(language: string, spelling: Spelling) {
  const [phase, setPhase] = useState<PracticePhase>({ kind: 'loading' });
  const [fromDevice, setFromDevice] = useState(false);
  const [firstSession, setFirstSession] = useState(false);
  // The words a session set out to ask; a missed word asked again is not a new word.
  const [words, setWords] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const exercises = useRef<PracticeExercise[]>([]);
  const index = useRef(0);
  const cards = useRef<ItemCard[]>([]);
  const items = useRef<ReadonlyMap<string, ReviewItem>>(new Map());
  const answers = useRef<PracticeAnswer[]>([]);
  const sessionId = useRef('');
  const sessionSeed = useRef(0);
  const unsaved = useRef<(() => void) | null>(null);

  useEffect(() => {
    let live = true;
    setPhase({ kind: 'loading' });
    loadPractice(language)
      .then((loaded) => {
        if (!live) return;
        const { state } = loaded;
        setPracticeDue(language, state.dueCount + state.newCount);
        setFromDevice(loaded.fromDevice);
        const now = new Date();
        // The saved state's seed would ask every offline session the same way; the device draws its own.
        const drawn = loaded.fromDevice ? Math.floor(Math.random() * 2 ** 31) : state.seed;
        const seed = Number(new URLSearchParams(window.location.search).get('seed') ?? drawn);
        const built =
          state.items.length === 0
            ? []
            : practiceSession(state.items, state.cards, now, Number.isFinite(seed) ? seed : drawn, { spelling });
        setFirstSession(built.length > 0 && isFirstPractice(state.cards));
        setWords(built.length);
        exercises.current = built;
        sessionSeed.current = Number.isFinite(seed) ? seed : drawn;
        index.current = 0;
        cards.current = state.cards;
        items.current = new Map(state.items.map((item) => [item.id, item]));
        answers.current = [];
        sessionId.current = crypto.randomUUID();
        if (built[0]) setPhase({ kind: 'playing', exercise: built[0], index: 0, total: built.length });
        else setPhase(state.items.length === 0 ? { kind: 'empty' } : { kind: 'caught-up', nextDue: state.nextDue });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const message = serverUnreachable(error)
          ? 'The server cannot be reached, and no practice is saved on this device yet: open practice once while online to play it offline.'
          : error instanceof Error
            ? error.message
            : 'Failed to fetch practice';
        setPhase({ kind: 'error', message });
      });
    return () => {
      live = false;
    };
  }, [language, spelling, attempt]);

  const answer = useCallback(
    (outcome: ExerciseOutcome, responseMs: number) => {
      const exercise = exercises.current[index.current];
      if (!exercise) return;
      const answeredAt = new Date();
      // A missed card comes back later in this session until it is answered right once.
      exercises.current = requeueMissed(exercises.current, index.current, outcome, sessionSeed.current + index.current);
      // Recording, scheduling and saving wait until the browser is idle after painting the verdict (at most a second), so
      // feedback comes at once on slow phones; moving on does them first if they have not run yet, so a session's
      // finish never overtakes its answers.
      let done = false;
      const save = () => {
        if (done) return;
        done = true;
        const batch = answersOf(exercise, outcome, responseMs, answeredAt, () => crypto.randomUUID());
        answers.current = [...answers.current, ...batch];
        cards.current = scheduleLocally(cards.current, batch, items.current);
        sendPracticeAnswers(language, batch).catch((error: unknown) =>
          console.error('Practice answers were refused', error),
        );
      };
      unsaved.current = save;
      whenIdle(save);
    },
    [language],
  );

  const next = useCallback(() => {
    unsaved.current?.();
    unsaved.current = null;
    index.current += 1;
    const exercise = exercises.current[index.current];
    if (exercise) {
      setPhase({ kind: 'playing', exercise, index: index.current, total: exercises.current.length });
      return;
    }
    setPhase({ kind: 'finishing' });
    const summary = sessionSummary(answers.current, cards.current);
    const request = {
      sessionId: sessionId.current,
      answerIds: answers.current.map((a) => a.id),
      finishedAt: new Date().toISOString(),
      timeZone: browserTimeZone(),
    };
    sendPracticeFinish(language, request, { answered: summary.reviewed, correct: summary.correct })
      .then((outcome) => {
        if (outcome.dueCount !== null) setPracticeDue(language, outcome.dueCount);
        if (!outcome.finished) {
          setPhase({
            kind: 'done',
            summary,
            xp: summary.xp,
            heartsRestored: outcome.heartsRestored,
            savedOnDevice: outcome.dueCount === null,
          });
          return;
        }
        setPhase({
          kind: 'done',
          summary,
          xp: outcome.finished.xpEarned,
          heartsRestored: outcome.finished.heartsRestored,
          savedOnDevice: false,
        });
        const all = $progress.get();
        const before = all[language];
        // The server's record after the session (XP, streak, hearts) replaces the local copy the header shows.
        if (before) saveLanguageProgress(language, { ...before, ...outcome.finished.progress });
      })
      .catch((error: unknown) =>
        setPhase({ kind: 'error', message: error instanceof Error ? error.message : 'Failed to finish practice' }),
      );
  }, [language]);

  // Back online after finishing on the device: the saved session is sent, and the summary shows the server's figures.
  const savedOnDevice = phase.kind === 'done' && phase.savedOnDevice;
  useEffect(() => {
    if (!savedOnDevice) return;
    const sync = () =>
      void replaySavedPractice().then(
        (finished) => {
          const result = finished.get(sessionId.current);
          if (!result) return;
          setPhase((p) =>
            p.kind === 'done'
              ? { ...p, xp: result.xpEarned, heartsRestored: result.heartsRestored, savedOnDevice: false }
              : p,
          );
          void loadPractice(language).then(
            ({ state }) => setPracticeDue(language, state.dueCount + state.newCount),
            () => undefined,
          );
        },
        () => undefined,
      );
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [savedOnDevice, language]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const contentVersion = useCallback((itemId: string) => items.current.get(itemId)?.version, []);
  return { phase, fromDevice, firstSession, words, answer, next, retry, contentVersion };
}
