// The lesson shell's local completion and the server's completion reach the same progress (XP, hearts, streak, achievements).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  completeLessonWithHearts,
  costsHearts,
  heartsAfterLoss,
  heartsForActivity,
  initialProgress,
  lessonOrder,
  lessonTypeForPosition,
  loseHeart,
  type LanguageProgress,
} from '@/domain';
import { IGBO_OUTLINE, SPEC_ACHIEVEMENTS } from '@/test-support/domain-fixtures';
import { calendarDate } from '@/shared/dates';
import { completionRequest, recordCompletion, type CompletionInput } from './record-completion.ts';

const order = lessonOrder(IGBO_OUTLINE);
const context = { outline: IGBO_OUTLINE, achievements: SPEC_ACHIEVEMENTS };
const TIME_ZONES = [
  'UTC',
  'Africa/Lagos',
  'America/New_York',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
  'Europe/Lisbon',
];

/** A lesson of the course with a type its position may hold (position 0 may be a cultural note). */
const lesson = fc.tuple(fc.constantFrom(...order), fc.boolean()).map(([id, note]) => {
  const position = Number(id.split('-')[1]);
  return { id, type: position === 0 && note ? 'cultural-note' : (lessonTypeForPosition(position) ?? 'info') };
});

const outcome = fc.record(
  {
    score: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
    mistakes: fc.nat(8),
    attempts: fc.integer({ min: 1, max: 20 }),
    hintsUsed: fc.nat(3),
    culturalEngagement: fc.integer({ min: 0, max: 100 }),
  },
  { requiredKeys: ['score', 'mistakes', 'attempts', 'hintsUsed'] },
);

const finished = fc.record({
  lesson,
  outcome,
  /** Seconds, with fractions as the shell measures them. */
  timeSpent: fc.double({ min: 0, max: 3600, noNaN: true }),
  /** When the lesson ends: any instant of 2026–2027. */
  now: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms)),
  timeZone: fc.constantFrom(...TIME_ZONES),
});

interface Finished {
  lesson: { id: string; type: string };
  outcome: CompletionInput['outcome'];
  timeSpent: number;
  now: Date;
  timeZone: string;
}

/** What the learner's record holds before: earlier lessons on days 0–3 apart, ending a few days before the lesson. */
const earlier = fc.record({
  steps: fc.array(fc.tuple(lesson, outcome, fc.nat(3)), { maxLength: 12 }),
  daysBefore: fc.nat(4),
});

function storedProgress(
  history: { steps: [{ id: string; type: string }, { score: number; mistakes: number }, number][]; daysBefore: number },
  today: string,
): LanguageProgress {
  const gaps = history.steps.reduce((sum, [, , gap]) => sum + gap, 0);
  let day = addDays(today, -(gaps + history.daysBefore));
  let progress = initialProgress(order);
  for (const [step, result, gap] of history.steps) {
    day = addDays(day, gap);
    progress = completeLessonWithHearts(
      progress,
      { lessonId: step.id, lessonType: step.type, score: result.score, timeSpent: 60, mistakeCount: result.mistakes },
      { ...context, today: day },
    ).progress;
  }
  return progress;
}

/** The shell: hearts refilled for the learner's day on opening, one heart per wrong check, then the local completion. */
async function clientPath(stored: LanguageProgress, done: Finished) {
  const today = calendarDate(done.now, done.timeZone);
  const refilled = heartsForActivity({ hearts: stored.currentHearts, lastHeartsDate: stored.lastHeartsDate, today });
  let progress: LanguageProgress = {
    ...stored,
    currentHearts: refilled.hearts,
    lastHeartsDate: refilled.lastHeartsDate,
  };
  if (costsHearts(done.lesson.type))
    for (let i = 0; i < done.outcome.mistakes; i++)
      progress = { ...progress, currentHearts: loseHeart(progress.currentHearts) };
  const input = completionInput(progress, done, today);
  return { input, recorded: await recordCompletion(input) };
}

function completionInput(progress: LanguageProgress, done: Finished, today: string): CompletionInput {
  return {
    language: 'igbo',
    lesson: done.lesson,
    outcome: done.outcome,
    timeSpent: done.timeSpent,
    progress,
    ...context,
    now: done.now,
    timeZone: done.timeZone,
    today,
    completionId: '6f1c1f5e-8a4e-4c59-9a53-0c6b0f3f6a10',
  };
}

/** The server: the request the shell sends, applied to the stored record on the learner's day of `completedAt`. */
function serverPath(stored: LanguageProgress, input: CompletionInput, lessonType: string, lostFirst = 0) {
  const body = completionRequest(input);
  const today = calendarDate(new Date(body.completedAt), body.timeZone);
  let record = stored;
  // Hearts lost during the lesson that reached the server one by one before its completion.
  for (let i = 0; i < lostFirst; i++) {
    const after = heartsAfterLoss({ hearts: record.currentHearts, lastHeartsDate: record.lastHeartsDate, day: today });
    record = { ...record, currentHearts: after.hearts, lastHeartsDate: after.lastHeartsDate };
  }
  return completeLessonWithHearts(
    record,
    {
      lessonId: body.lessonId,
      lessonType,
      score: body.score,
      timeSpent: body.timeSpent,
      mistakeCount: body.mistakes,
      culturalEngagement: body.culturalEngagement,
    },
    { ...context, today },
    lostFirst,
  );
}

describe('a completion on the client and on the server', () => {
  it('gives the same XP, hearts, streak and achievements, whichever of the lesson’s lost hearts reached the server first', async () => {
    await fc.assert(
      fc.asyncProperty(earlier, finished, fc.nat(8), async (history, done, reached) => {
        const stored = storedProgress(history, calendarDate(done.now, done.timeZone));
        const { input, recorded } = await clientPath(stored, done);
        // The shell sends a loss only where a mistake costs a heart, one per mistake.
        const lostFirst = costsHearts(done.lesson.type) ? Math.min(reached, done.outcome.mistakes) : 0;
        const server = serverPath(stored, input, done.lesson.type, lostFirst);
        const figures = (p: LanguageProgress) => ({
          totalXP: p.totalXP,
          currentHearts: p.currentHearts,
          lastHeartsDate: p.lastHeartsDate,
          currentStreak: p.currentStreak,
          longestStreak: p.longestStreak,
          lastLessonDate: p.lastLessonDate,
          unlockedAchievements: p.unlockedAchievements,
          completedLessons: p.completedLessons,
          totalLessonsCompleted: p.totalLessonsCompleted,
          totalTimeSpent: p.totalTimeSpent,
          averageAccuracy: p.averageAccuracy,
        });
        expect(figures(recorded.progress)).toEqual(figures(server.progress));
        expect(recorded.xpEarned).toBe(server.xpEarned);
      }),
      { numRuns: 300 },
    );
  });
});
