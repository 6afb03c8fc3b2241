import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { LanguageProgress } from '@/domain';

/** Browser storage key of the per-language progress (spec 001 §3: one key, keyed by language). */
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
