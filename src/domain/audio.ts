/** Audio rules: quality by latency, word difficulty by letters, audio ids, and fade/volume levels (docs/product/lessons.md §5, §9). */

export type AudioQuality = 'high' | 'medium' | 'low';
export type WordDifficulty = 'easy' | 'medium' | 'hard';

export interface AudioId {
  language: string;
  category: string;
  /** Everything after the second dash (may itself contain dashes, e.g. '1-0'). */
  name: string;
}

// Made on first use: building a segmenter loads the locale's break rules, which a page should not pay for at load.
let segmenter: Intl.Segmenter | undefined;
const graphemes = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));
const LETTER = /\p{L}/u;

/** Audio quality by measured latency: under 100 ms high, under 300 ms medium, otherwise low. */
export function audioQualityForLatency(ms: number): AudioQuality {
  if (ms < 100) return 'high';
  if (ms < 300) return 'medium';
  return 'low';
}

/** Letters in a word: grapheme clusters (after NFC) that contain a letter, so 'ọ̀' counts 1 and spaces or punctuation count 0. */
export function letterCount(word: string): number {
  let count = 0;
  for (const { segment } of graphemes().segment(word.normalize('NFC'))) {
    if (LETTER.test(segment)) count += 1;
  }
  return count;
}

/** Word difficulty by letter count: up to 4 easy, up to 8 medium, longer hard. */
export function wordDifficulty(word: string): WordDifficulty {
  const letters = letterCount(word);
  if (letters <= 4) return 'easy';
  return letters <= 8 ? 'medium' : 'hard';
}

/** Splits 'language-category-name…' into its parts; throws Error('Invalid audio ID format') unless there are at least 3 non-empty dash-separated parts. */
export function parseAudioId(id: string): AudioId {
  const [language, category, ...rest] = id.split('-');
  const name = rest.join('-');
  if (!language || !category || rest.length === 0 || rest.some((part) => part === '')) {
    throw new Error('Invalid audio ID format');
  }
  return { language, category, name };
}

/** Clamps a fade or volume level to 0..1 (NaN becomes 0). */
export function clamp01(value: number): number {
  return Number.isNaN(value) ? 0 : Math.min(1, Math.max(0, value));
}

/** The key of a conversation line's recording: '<lesson id>-line-<n>', n counting from 1 ('1-5-line-2'). */
export function conversationLineKey(lessonId: string, index: number): string {
  return `${lessonId}-line-${index + 1}`;
}
