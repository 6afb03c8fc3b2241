import { useStore } from '@nanostores/react';
import { useHydrated } from '@/components/useHydrated';
import { Suspense, useEffect, useMemo, useRef, useState, type LazyExoticComponent } from 'react';
import type { LessonType } from '@/domain/lessonTypes';
import {
  displayedStreak,
  isLessonLocked,
  lessonOrder,
  type AchievementDefinition,
  unpackOutline,
  type LanguageProgress,
} from '@/domain';
import { useActivityMark } from '@/lib/activityMark';
import { ApiRequestError } from '@/lib/api/client';
import { defaultApiClient } from '@/lib/session/api-client';
import { defaultOutbox } from '@/lib/api/outbox';
import { browserTimeZone, localCalendarDate } from '@/shared/dates';
import {
  completeLessonWith,
  isLessonOutOfHearts,
  loseLessonHeart,
  overallLevel,
  progressOnDay,
  type LessonMilestones,
  type LessonUnit,
} from '@/stores/lesson';
import { $progress, $progressKnown } from '@/stores/progress';
import { $recentResults } from '@/stores/recentResults';
import { COMPLETION_FAILED_TOAST } from '@/lib/api/completion-texts';
import { watchStatusPoll } from '@/lib/api/status-poll';
import { showToast } from '@/stores/sync';
import { useSoundEffects } from '../audio/useSoundEffects';
import { hasAnyAudio, useCommunityAudio } from '../audio/community';
import type { LessonAudio, LessonOutcome, LessonPlayerProps, LessonRecap, PlayableLesson } from '../types';
import CompletionPanel from './CompletionPanel';
import { heartLostMessage } from './heartsText';
import LessonNotes from './LessonNotes';
import OutOfHearts from './OutOfHearts';
import { PLAYERS, preloadPagePlayer, type PlayerOf } from './players';
import { hasAnswers, LEARNING_TIPS, recommendationFor } from './recommendation';
import { recordCompletion, type RecordedCompletion } from './record-completion';
import { sendHeartLoss } from './send-heart-loss';
import StatusBar from './StatusBar';

interface Props {
  language: string;
  /** The language's name, to say whose XP the strip shows. */
  languageName: string;
  lesson: PlayableLesson;
  /**
   * The course's outline as packOutline wrote it (one string, not an island prop per lesson id); the lesson order is
   * read from it, so a page does not carry the course's lesson ids twice.
   */
  outline: string;
  achievements: readonly AchievementDefinition[];
  /** Where the learner goes after this lesson: the next lesson, else the level, else the course. */
  next: { href: string; label: string };
  /** The unit holding the lesson, for the unit-complete moment. */
  unit?: LessonUnit | undefined;
  /** The lesson's declared audio, if any; the lesson plays the same without it. */
  audio?: LessonAudio | undefined;
  /** The words the lesson shows that may have recordings (approved community recordings are matched to them). */
  audioWords?: readonly string[] | undefined;
}

/** Marks the page once the player inside the same Suspense boundary is live (browser tests wait for it). */
function PlayerReady() {
  useEffect(() => {
    document.body.dataset['lessonReady'] = 'true';
    return () => {
      delete document.body.dataset['lessonReady'];
    };
  }, []);
  return null;
}

// In the browser this module is ready once the page's player is: the island then hydrates it in place (players.ts).
if (typeof document !== 'undefined') await preloadPagePlayer(document);

// The static page was rendered without any learner's progress: hydration starts from that, then takes the stored progress.
const NO_PROGRESS = {};
const renderedProgress = () => NO_PROGRESS;

/** Whole seconds from a start time (ms) to now. */
const secondsSince = (start: number) => Math.max(0, Math.round((Date.now() - start) / 1000));

/** Lesson types where the hints switch changes something (ruled-out options, shown answers, translations). */
const HINTED_TYPES = new Set(['quiz', 'pattern-discovery', 'cultural-story', 'conversation', 'sentence-construction']);

/** This attempt's seed: `?seed=` when a test gives one, else a fresh one, so options and cards differ per attempt. */
function attemptSeed(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('seed') ?? crypto.randomUUID();
}

interface Finished extends RecordedCompletion, LessonMilestones {
  recap?: LessonRecap | undefined;
}

/** The lesson page's island: the live strip, the folded notes, the player of the lesson's type and its one completion panel. */
export default function LessonShell({
  language,
  languageName,
  lesson,
  outline: packedOutline,
  achievements,
  next,
  unit,
  audio: builtAudio,
  audioWords = [],
}: Props) {
  const audio = useCommunityAudio(language, lesson.id, audioWords, builtAudio);
  const outline = useMemo(() => unpackOutline(packedOutline), [packedOutline]);
  const order = useMemo(() => lessonOrder(outline), [outline]);
  const all: Readonly<Record<string, LanguageProgress>> = useStore($progress, { ssr: renderedProgress });
  const recent = useStore($recentResults)[language] ?? [];
  const today = localCalendarDate(new Date());
  const progress = progressOnDay(all[language], order, today);
  const [hints, setHints] = useState(false);
  const hydrated = useHydrated();
  const [seed] = useState(attemptSeed);
  const playSound = useSoundEffects();
  const [done, setDone] = useState<Finished | null>(null);
  const [saving, setSaving] = useState(false);
  const [heartNotice, setHeartNotice] = useState('');
  // Reached by its address before the lesson before it: the server would not count it yet, so say so up front, once
  // the progress on this device is the learner's (not an empty copy waiting for the server's).
  const known = useStore($progressKnown);
  const locked = hydrated && known && !done && isLessonLocked(order, progress.completedLessons, lesson.id);
  const currentLesson = progress.currentLessonId || order[0];
  const started = useRef(0);
  const completionId = useRef<string | null>(null);

  useEffect(() => {
    started.current = Date.now();
  }, []);
  // While a lesson is played, a new version of the app waits to offer its reload (src/pwa/update-prompt.ts).
  useActivityMark(!done);
  // Queued completions go out when the connection returns, on the 30 s poll and at once on 'online'.
  useEffect(() => watchStatusPoll(), []);

  const onMistake = () => {
    const left = loseLessonHeart({ language, type: lesson.type, order }, today);
    if (left === null) return;
    setHeartNotice(heartLostMessage(left));
    // The loss reaches the server now (or once the connection returns), named by this attempt's completion id.
    completionId.current ??= crypto.randomUUID();
    const loss = {
      language,
      lessonId: lesson.id,
      attemptId: completionId.current,
      lossId: crypto.randomUUID(),
      now: new Date(),
      timeZone: browserTimeZone(),
    };
    void sendHeartLoss(loss, { client: defaultApiClient(), outbox: defaultOutbox() }).catch((error: unknown) =>
      console.error('A lost heart could not be saved', error),
    );
  };

  const onComplete = async (outcome: LessonOutcome, recap?: LessonRecap) => {
    if (saving || done) return;
    setSaving(true);
    completionId.current ??= crypto.randomUUID();
    const attemptId = completionId.current;
    const client = defaultApiClient();
    const result = hasAnswers(lesson.type)
      ? { lessonId: lesson.id, score: Math.round(outcome.score), mistakes: outcome.mistakes }
      : null;
    try {
      const finished = await completeLessonWith({ language, unit, result }, async () => {
        const signedIn = await client.hasSession();
        return recordCompletion({
          language,
          lesson: { id: lesson.id, type: lesson.type },
          outcome,
          timeSpent: secondsSince(started.current),
          progress,
          outline,
          achievements,
          now: new Date(),
          timeZone: browserTimeZone(),
          today,
          completionId: attemptId,
          server: signedIn ? { client, outbox: defaultOutbox() } : undefined,
        });
      });
      // The panel says the lesson is complete, its XP and a local save; only achievements get a toast (docs/product/lessons.md §4).
      for (const a of finished.achievements)
        showToast({
          title: `${a.icon} Achievement unlocked: ${a.title}`,
          description: `+${a.xpBonus} XP`,
          tone: 'success',
          durationMs: 5000,
        });
      setDone({ ...finished, recap });
    } catch (error) {
      // A refusal by the server is reported by the queue; anything else is reported here.
      if (!(error instanceof ApiRequestError)) showToast(COMPLETION_FAILED_TOAST);
    } finally {
      setSaving(false);
    }
  };

  const outOfHearts = isLessonOutOfHearts(progress, lesson.type);
  const hasAudio = hasAnyAudio(audio);
  return (
    <div data-action-bar-room="" className="flex flex-col gap-3 pb-[var(--action-bar-height,0px)] md:pb-0">
      <StatusBar
        hearts={progress.currentHearts}
        maxHearts={progress.maxHearts}
        streak={displayedStreak(progress, today)}
        languageXp={progress.totalXP}
        languageName={languageName}
        xpLevel={overallLevel(all)}
        hintsEnabled={HINTED_TYPES.has(lesson.type) ? hints : null}
        onToggleHints={() => setHints(!hints)}
        hasAudio={hasAudio}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {heartNotice}
      </p>
      {!done && (
        <LessonNotes
          culturalConnection={lesson.culturalConnection}
          tip={LEARNING_TIPS[lesson.type]}
          recommendation={hydrated ? recommendationFor(recent, lesson) : null}
        />
      )}
      {locked && (
        <p role="status" className="rounded-xl border-2 border-sun-400 bg-sun-300/30 p-3">
          This lesson is still locked: lessons open one after another, so finishing it now would not count.{' '}
          {currentLesson && currentLesson !== lesson.id && (
            <a href={`/lesson/${language}/${currentLesson}`} className="font-semibold text-clay-700 underline">
              Go to your next lesson
            </a>
          )}
        </p>
      )}
      {outOfHearts && !done && <OutOfHearts maxHearts={progress.maxHearts} practiceHref={`/practice/${language}`} />}
      {done ? (
        <CompletionPanel
          xpEarned={done.xpEarned}
          savedLocally={done.savedLocally}
          nextHref={next.href}
          nextLabel={next.label}
          practiceHref={`/practice/${language}`}
          recap={done.recap}
          levelUp={done.levelUp}
          unitComplete={done.unitComplete}
        />
      ) : (
        <section className="card p-4 md:p-6" aria-label="Lesson">
          <Suspense fallback={<p role="status">Loading the lesson…</p>}>
            <LessonPlayer
              key={hydrated ? seed : 'static'}
              type={lesson.type}
              props={{
                lesson,
                hintsEnabled: hints,
                outOfHearts,
                onMistake,
                onComplete: (o: LessonOutcome, r?: LessonRecap) => void onComplete(o, r),
                playSound,
                audio,
                seed: hydrated ? seed : lesson.id,
              }}
            />
            <PlayerReady />
          </Suspense>
          {saving && (
            <p role="status" className="mt-3 text-sm text-muted">
              Saving your progress…
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/** Plays a lesson with its type's player, the props typed by that type (PLAYERS has one player per lesson type). */
function LessonPlayer<T extends LessonType>({ type, props }: { type: T; props: LessonPlayerProps<T> }) {
  const Player: LazyExoticComponent<PlayerOf<T>> = PLAYERS[type];
  return <Player {...props} />;
}
