import { useStore } from '@nanostores/react';
import { useHydrated } from '@/components/useHydratedStore';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { heartsForActivity, heartsRefillDate, initialProgress, isLessonLocked, lessonOrder, loseHeart, type AchievementDefinition, type CourseOutline, type LanguageProgress } from '@/domain';
import { ApiRequestError, defaultApiClient } from '@/lib/api/client';
import { joinStatusPoll } from '@/lib/api/connection';
import { defaultOfflineQueue, SAVED_LOCALLY_TOAST } from '@/lib/api/offline-queue';
import { browserTimeZone, calendarDate } from '@/lib/dates';
import { $progress } from '@/stores/progress';
import { showToast } from '@/stores/sync';
import { useSoundEffects } from '../audio/useSoundEffects';
import type { LessonAudio, LessonOutcome, PlayableLesson } from '../types';
import CompletionPanel from './CompletionPanel';
import { PLAYERS } from './players';
import { LEARNING_TIPS, recommendationFor } from './recommendation';
import { recordCompletion, type RecordedCompletion } from './record-completion';
import StatusBar from './StatusBar';

interface Props {
  language: string;
  lesson: PlayableLesson;
  /** The course's outline; the lesson order is read from it, so a page does not carry the course's lesson ids twice. */
  outline: CourseOutline;
  achievements: readonly AchievementDefinition[];
  /** Where the learner goes after this lesson: the next lesson, else the level, else the course. */
  next: { href: string; label: string };
  /** The lesson's declared audio, if any; the lesson plays the same without it. */
  audio?: LessonAudio | undefined;
}

// A memory-game mismatch is how the game is played, not a checked answer: it costs no heart.
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

// The static page was rendered without any learner's progress: hydration starts from that, then takes the stored progress.
const NO_PROGRESS = {};
const renderedProgress = () => NO_PROGRESS;

/** Whole seconds from a start time (ms) to now. */
const secondsSince = (start: number) => Math.max(0, Math.round((Date.now() - start) / 1000));

const CHECKED_TYPES = new Set(['quiz', 'sentence-construction', 'pattern-discovery', 'cultural-story']);

/** The lesson page's island: the live header, the tip, the player of the lesson's type and the completion flow. */
export default function LessonShell({ language, lesson, outline, achievements, next, audio }: Props) {
  const order = useMemo(() => lessonOrder(outline), [outline]);
  const all: Readonly<Record<string, LanguageProgress>> = useStore($progress, { ssr: renderedProgress });
  const timeZone = browserTimeZone();
  const today = calendarDate(new Date(), timeZone);
  const stored: LanguageProgress = all[language] ?? initialProgress(order);
  const refilled = heartsForActivity({ hearts: stored.currentHearts, lastHeartsDate: stored.lastHeartsDate, today });
  const progress: LanguageProgress = { ...stored, currentHearts: refilled.hearts, lastHeartsDate: refilled.lastHeartsDate };
  const [hints, setHints] = useState(false);
  const hydrated = useHydrated();
  const playSound = useSoundEffects();
  const [done, setDone] = useState<RecordedCompletion | null>(null);
  const [saving, setSaving] = useState(false);
  // Reached by its address before the lesson before it: the server would not count it yet, so say so up front.
  const locked = hydrated && !done && isLessonLocked(order, stored.completedLessons, lesson.id);
  const currentLesson = stored.currentLessonId || order[0];
  const started = useRef(0);
  const completionId = useRef<string | null>(null);

  useEffect(() => {
    started.current = Date.now();
  }, []);
  // Queued completions go out when the connection returns, on the 30 s poll and at once on 'online'.
  useEffect(() => joinStatusPoll(), []);

  const save = (value: LanguageProgress) => $progress.set({ ...$progress.get(), [language]: value });

  const onMistake = () => {
    save({ ...progress, currentHearts: loseHeart(progress.currentHearts) });
  };

  const onComplete = async (outcome: LessonOutcome) => {
    if (saving || done) return;
    setSaving(true);
    completionId.current ??= crypto.randomUUID();
    const client = defaultApiClient();
    try {
      const signedIn = await client.hasSession();
      const result = await recordCompletion({
        language,
        lesson: { id: lesson.id, type: lesson.type },
        outcome,
        timeSpent: secondsSince(started.current),
        progress,
        outline,
        achievements,
        now: new Date(),
        timeZone,
        today,
        completionId: completionId.current,
        server: signedIn ? { client, queue: defaultOfflineQueue() } : undefined,
      });
      save(result.progress);
      if (result.savedLocally) showToast(SAVED_LOCALLY_TOAST);
      else showToast({ title: 'Lesson complete!', description: `+${result.xpEarned} XP`, tone: 'success' });
      for (const a of result.achievements) showToast({ title: `${a.icon} Achievement unlocked: ${a.title}`, description: `+${a.xpBonus} XP`, tone: 'success', durationMs: 5000 });
      setDone(result);
    } catch (error) {
      // A refusal by the server is reported by the queue; anything else is reported here.
      if (!(error instanceof ApiRequestError)) showToast({ title: 'Error completing lesson', description: 'Please try again', tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const Player = PLAYERS[lesson.type];
  const outOfHearts = CHECKED_TYPES.has(lesson.type) && progress.currentHearts <= 0;
  return (
    <div className="flex flex-col gap-4">
      <StatusBar hearts={progress.currentHearts} maxHearts={progress.maxHearts} streak={progress.currentStreak} totalXp={progress.totalXP} hintsEnabled={hints} onToggleHints={() => setHints(!hints)} hasAudio={audio?.lesson !== undefined || Object.keys(audio?.words ?? {}).length > 0} />
      <aside className="rounded-xl bg-sun-300/30 p-3 text-sm" aria-label="Learning tip">
        <p>
          <span aria-hidden="true">💡 </span>
          {LEARNING_TIPS[lesson.type]}
        </p>
        <p className="mt-1 text-muted">{recommendationFor(progress, lesson)}</p>
      </aside>
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
      {outOfHearts && !done && (
        <p role="alert" className="rounded-xl border-2 border-clay-500 bg-clay-50 p-3">
          You are out of hearts. They refill to 5 on {heartsRefillDate(today)}; reading lessons stay open until then.
        </p>
      )}
      {done ? (
        <CompletionPanel xpEarned={done.xpEarned} savedLocally={done.savedLocally} nextHref={next.href} nextLabel={next.label} />
      ) : Player ? (
        <section className="card" aria-label="Lesson">
          <Suspense fallback={<p role="status">Loading the lesson…</p>}>
            <Player
              lesson={lesson as never}
              hintsEnabled={hints}
              outOfHearts={outOfHearts}
              onMistake={onMistake}
              onComplete={(o: LessonOutcome) => void onComplete(o)}
              playSound={playSound}
              audio={audio}
            />
            <PlayerReady />
          </Suspense>
          {saving && <p role="status" className="mt-3 text-sm text-muted">Saving your progress…</p>}
        </section>
      ) : (
        <p role="alert">This lesson type cannot be played yet.</p>
      )}
    </div>
  );
}
