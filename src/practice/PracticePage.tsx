import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { markName, type PracticeExercise, type Spelling } from '@/domain';
import type { LessonKeyboard } from '@/lessons/shared/toneInput';
import { useActivityMark } from '@/lib/activityMark';
import { afterPaint } from '@/lib/afterPaint';
import OfflineBadge from '@/components/learner/OfflineBadge';
import type { ExerciseProps } from './exerciseProps';
import ChoiceExercise from './ChoiceExercise';
import MatchExercise from './MatchExercise';
import { nextReviewText } from './nextReview';
import RecallExercise from './RecallExercise';
import { usePracticeSession } from './usePracticeSession';
import VerdictWarmUp from './VerdictWarmUp';

// The summary is its own chunk, asked for once a session is under way: the page's first load is the exercises only.
const loadSummary = () => import('./PracticeSummary');
const PracticeSummary = lazy(loadSummary);
// Loaded when a session first asks a role-play line, so the page's own script stays small (tests/budgets.test.ts).
const RoleplayExercise = lazy(() => import('./RoleplayExercise'));

interface Props {
  language: string;
  languageName: string;
  lang: string | undefined;
  /** The language's spelling (content/languages/<code>.yaml and the course keyboard): grading words and tone choices. */
  spelling: Spelling;
  keyboard: LessonKeyboard | undefined;
  courseHref: string;
}

/** The practice page: 10–15 exercises from the learner's due and new items, then a summary. */
export default function PracticePage({ language, languageName, lang, spelling, keyboard, courseHref }: Props) {
  const { phase, fromDevice, firstSession, words, answer, next, retry, contentVersion } = usePracticeSession(
    language,
    spelling,
  );
  // The live region keeps its own state: an announcement re-renders that one element, not the page and the exercise.
  const say = useRef<(text: string) => void>(() => undefined);
  const announce = useCallback((text: string) => say.current(text), []);
  const playing = phase.kind === 'playing';
  useEffect(() => {
    if (playing) void loadSummary();
  }, [playing]);
  // While exercises are played, a new version of the app waits to offer its reload (src/pwa/update-prompt.ts).
  useActivityMark(playing);

  return (
    // The height of an exercise is kept from the first paint ("Loading your practice…"), so the exercise does not push
    // the footer down when it arrives (the page's layout shift was 0.11 on a phone).
    <div data-action-bar-room="" className="min-h-[34rem] pb-[var(--action-bar-height,0px)] md:min-h-[24rem] md:pb-0">
      <LiveRegion sayRef={say} />
      {fromDevice && (phase.kind === 'playing' || phase.kind === 'caught-up' || phase.kind === 'empty') && (
        <p role="status" className="mb-4 rounded-xl bg-sun-300/40 p-3 text-sm">
          <strong>You are offline.</strong> This practice comes from the words saved on this device; your answers sync
          when the connection is restored.
        </p>
      )}
      {phase.kind === 'loading' && (
        <p role="status" className="py-10 text-center text-muted">
          Loading your practice…
        </p>
      )}
      {phase.kind === 'finishing' && (
        <p role="status" className="py-10 text-center text-muted">
          Saving your practice…
        </p>
      )}
      {phase.kind === 'error' && (
        <div role="alert" className="rounded-xl border-2 border-clay-600 bg-clay-50 p-4">
          <p className="font-bold">Practice could not be loaded</p>
          <p className="mt-1 text-sm">{phase.message}</p>
          <button type="button" className="btn-primary mt-3" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {phase.kind === 'empty' && (
        <div className="py-10 text-center">
          <p className="text-lg font-semibold">Nothing to practise yet — finish a lesson first</p>
          <a href={courseHref} className="btn-primary mt-4 inline-flex">
            Go to the {languageName} course
          </a>
        </div>
      )}
      {phase.kind === 'caught-up' && (
        <div className="py-10 text-center">
          <p className="text-lg font-semibold">All caught up: nothing is due right now</p>
          <p className="mt-1 text-muted">Next review {nextReviewText(phase.nextDue, new Date())}.</p>
          <a href={courseHref} className="btn-primary mt-4 inline-flex">
            Continue the {languageName} course
          </a>
        </div>
      )}
      {/* While an exercise shows, a new version of the app waits to offer its reload (src/pwa/update-prompt.ts). */}
      {phase.kind === 'playing' && (
        <div className="relative">
          <VerdictWarmUp exercise={phase.exercise} lang={lang} />
          {firstSession && (
            <p className="mb-4 text-muted">
              Your first practice: {words} {words === 1 ? 'word' : 'words'} from your lessons. Choose what each one
              means; practice brings them back when they are due.
            </p>
          )}
          <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <progress
              className="h-2 min-w-40 flex-1 overflow-hidden rounded-full accent-clay-600 [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:bg-clay-600"
              max={phase.total}
              value={phase.index}
              aria-label="Exercises done"
            />
            <span>
              {phase.index + 1} of {phase.total}
            </span>
            <OfflineBadge />
          </div>
          {phase.exercise.kind !== 'match' && phase.exercise.again && (
            <p className="mb-2 text-sm font-semibold text-clay-700" data-asked-again="">
              <span aria-hidden="true">↻ </span>Once more: you missed this one earlier in this session.
            </p>
          )}
          <Exercise
            key={phase.index}
            {...{
              exercise: phase.exercise,
              language,
              languageName,
              lang,
              markName: markName(spelling),
              keyboard,
              onAnswer: answer,
              onContinue: next,
              announce,
              contentVersion,
            }}
          />
        </div>
      )}
      {phase.kind === 'done' && (
        <Suspense fallback={<p role="status">Adding up your session…</p>}>
          <PracticeSummary
            summary={phase.summary}
            xp={phase.xp}
            heartsRestored={phase.heartsRestored}
            savedOnDevice={phase.savedOnDevice}
            first={firstSession}
            courseHref={courseHref}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The page's polite live region; `sayRef` is set to the function that puts a sentence in it (a new node each time,
 * so a repeated sentence is read again). The sentence goes in after the verdict it describes is painted: a screen
 * reader reads it a frame later, and the frame that shows the verdict has nothing else to lay out.
 */
function LiveRegion({ sayRef }: { sayRef: RefObject<(text: string) => void> }) {
  const [message, setMessage] = useState({ text: '', count: 0 });
  useLayoutEffect(() => {
    sayRef.current = (text) => afterPaint(() => setMessage((m) => ({ text, count: m.count + 1 })));
  }, [sayRef]);
  return (
    <p aria-live="polite" className="sr-only">
      <span key={message.count}>{message.text}</span>
    </p>
  );
}

type AnyExerciseProps = Omit<ExerciseProps<'recall'>, 'exercise'> & {
  exercise: PracticeExercise;
  keyboard: LessonKeyboard | undefined;
};

function Exercise(props: AnyExerciseProps) {
  const { exercise } = props;
  switch (exercise.kind) {
    case 'recall':
    case 'dictation':
      return <RecallExercise {...props} exercise={exercise} />;
    case 'match':
      return <MatchExercise {...props} exercise={exercise} />;
    case 'roleplay':
      return (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <RoleplayExercise {...props} exercise={exercise} />
        </Suspense>
      );
    default:
      return <ChoiceExercise {...props} exercise={exercise} />;
  }
}
