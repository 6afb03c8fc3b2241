import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { $authStatus } from './auth';
import { completePractice, type LanguageProgress, type PracticeResult } from '@/domain';

/** Browser storage key of the per-language progress (docs/product/lessons.md §3: one key, keyed by language). */
export const PROGRESS_KEY = 'lugha_progress';

type ProgressByLanguage = Readonly<Record<string, LanguageProgress>>;

function decode(raw: string): ProgressByLanguage {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ProgressByLanguage) : {};
  } catch {
    return {};
  }
}

/** Every language's progress, persisted in localStorage; empty on the server and for new visitors. */
export const $progress = persistentAtom<ProgressByLanguage>(PROGRESS_KEY, {}, { encode: JSON.stringify, decode });

/**
 * Whether $progress is known to be this viewer's: false until the session is read, and for a learner signed in on a
 * browser that has not had their progress yet, until the server's has been asked for (src/lib/session/auth.ts). A
 * rule that would show something from an empty copy (a lesson "still locked") waits for it instead of flashing.
 */
const $progressRead = atom(false);
export const $progressKnown = computed([$progressRead, $authStatus], (read, status) => read || status === 'signed-out');

/** The signed-in learner's copy is theirs (or the server could not be asked and it is the best there is). */
export function markProgressKnown(): void {
  $progressRead.set(true);
}

/** The completed lesson ids of each language, for lock and progress displays. */
export const $completedByLanguage = computed($progress, (all) =>
  Object.fromEntries(Object.entries(all).map(([language, p]) => [language, p.completedLessons])),
);

/** Keeps one language's progress (a lesson played here, or the server's record), leaving the others as they are. */
export function saveLanguageProgress(language: string, progress: LanguageProgress): void {
  $progress.set({ ...$progress.get(), [language]: progress });
}

/** Keeps the given languages' progress (the server's answers to replayed completions), leaving the others. */
export function mergeProgress(byLanguage: ProgressByLanguage): void {
  if (Object.keys(byLanguage).length > 0) $progress.set({ ...$progress.get(), ...byLanguage });
}

/** Replaces every language's progress with the server's, which is the truth for a signed-in learner. */
export function replaceProgress(byLanguage: ProgressByLanguage): void {
  $progress.set(byLanguage);
}

/** Forgets the local progress: it belonged to an account that signed out. */
export function clearProgress(): void {
  $progress.set({});
}

/** The figures a finished practice session changes, as the server answers them. */
export type PracticeRecord = Pick<
  LanguageProgress,
  'totalXP' | 'currentStreak' | 'longestStreak' | 'currentHearts' | 'maxHearts' | 'lastLessonDate'
> &
  Partial<Pick<LanguageProgress, 'lastHeartsDate'>>;

/** Keeps the server's figures after a finished practice session (XP, hearts, streak) in one language's local copy. */
export function keepPracticeRecord(language: string, record: PracticeRecord): void {
  const before = $progress.get()[language];
  if (before) saveLanguageProgress(language, { ...before, ...record });
}

/**
 * Applies a session finished on the device (the server cannot be reached) with the server's own rule, completePractice,
 * so the header shows what the session earned at once; returns the hearts it restored.
 */
export function finishPracticeOnDevice(language: string, result: PracticeResult, today: string): number {
  const before = $progress.get()[language];
  if (!before) return 0;
  const { progress, heartsRestored } = completePractice(before, result, today);
  saveLanguageProgress(language, progress);
  return heartsRestored;
}
