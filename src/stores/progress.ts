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
