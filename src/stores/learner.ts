import { computed } from 'nanostores';
import { MAX_HEARTS, heartsForActivity } from '@/domain/hearts';
import { levelForXp } from '@/domain/levels';
import type { LanguageProgress } from '@/domain/progress';
import { displayedStreak } from '@/domain/streak';
import { localCalendarDate } from '@/shared/dates';
import { $progress } from './progress.ts';

/** What the header shows of a learner, summed over their languages (hearts: the language in focus). */
export interface LearnerSummary {
  totalXp: number;
  /** The header's log2 level. */
  level: number;
  streak: number;
  hearts: number;
  maxHearts: number;
  /** The language whose hearts these are (hearts are kept per language); null before any progress. */
  heartsLanguage: string | null;
  /** Whether a lesson was finished today, which keeps the streak going. */
  studiedToday: boolean;
}

/** What the header shows before anything is known: a new learner's figures. */
export const EMPTY_SUMMARY: LearnerSummary = {
  totalXp: 0,
  level: 1,
  streak: 0,
  hearts: MAX_HEARTS,
  maxHearts: MAX_HEARTS,
  heartsLanguage: null,
  studiedToday: false,
};

/**
 * The language whose hearts the header shows: the one in the page's path (a course, lesson or practice page), even
 * before its progress is loaded or when it is not started (its hearts are then full), else the most recently studied.
 */
export function focusLanguage(all: Readonly<Record<string, LanguageProgress>>, path: string): string | undefined {
  const fromPath = /^\/(?:course|lesson|practice)\/([a-z]+)/.exec(path)?.[1];
  if (fromPath) return fromPath;
  return Object.entries(all)
    .filter(([, p]) => p.lastLessonDate)
    .sort(([, a], [, b]) => (b.lastLessonDate ?? '').localeCompare(a.lastLessonDate ?? ''))[0]?.[0];
}

/** The header's figures for `today` (the learner's calendar day): hearts refill and streaks lapse as the domain says. */
export function learnerSummary(
  all: Readonly<Record<string, LanguageProgress>>,
  today: string,
  path: string,
): LearnerSummary {
  const list = Object.values(all);
  const totalXp = list.reduce((sum, p) => sum + p.totalXP, 0);
  const streak = Math.max(0, ...list.map((p) => displayedStreak(p, today)));
  const focus = focusLanguage(all, path);
  const progress = focus ? all[focus] : undefined;
  const hearts = progress
    ? heartsForActivity({
        hearts: progress.currentHearts,
        lastHeartsDate: progress.lastHeartsDate,
        today,
        maxHearts: progress.maxHearts,
      }).hearts
    : MAX_HEARTS;
  const studiedToday = list.some((p) => p.lastLessonDate === today);
  return {
    totalXp,
    level: levelForXp(totalXp),
    streak,
    hearts,
    maxHearts: progress?.maxHearts ?? MAX_HEARTS,
    heartsLanguage: focus ?? null,
    studiedToday,
  };
}

/** The header's figures for this page and the learner's day now, from the local copy of the learner's progress. */
export const $learnerSummary = computed($progress, (all) =>
  learnerSummary(all, localCalendarDate(new Date()), typeof window === 'undefined' ? '/' : window.location.pathname),
);
