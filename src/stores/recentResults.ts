import { persistentAtom } from '@nanostores/persistent';

/** One finished lesson with answers, as played on this device. */
export interface RecentResult {
  lessonId: string;
  /** The lesson's score, 0..100. */
  score: number;
  mistakes: number;
}

/** How many recent results are kept per language. */
export const RECENT_RESULTS_KEPT = 3;

type RecentByLanguage = Readonly<Record<string, readonly RecentResult[]>>;

function decode(raw: string): RecentByLanguage {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as RecentByLanguage) : {};
  } catch {
    return {};
  }
}

/** The learner's last few results in lessons with answers, per language, newest last (this device only). */
export const $recentResults = persistentAtom<RecentByLanguage>(
  'lugha_recent_results',
  {},
  { encode: JSON.stringify, decode },
);

/** Keeps a finished lesson's result, dropping the oldest past RECENT_RESULTS_KEPT. */
export function rememberResult(language: string, result: RecentResult): void {
  const all = $recentResults.get();
  const list = [...(all[language] ?? []).filter((r) => r.lessonId !== result.lessonId), result].slice(
    -RECENT_RESULTS_KEPT,
  );
  $recentResults.set({ ...all, [language]: list });
}
