// A lesson's audio put together from its parts, for the build (manifest.ts) and the page (community.ts) alike: kept
// apart from the manifest reader, whose schema (zod) and YAML parser must not reach the lesson page.
import type { AudioClip, LessonAudio } from '../types.ts';

/** The index (from 0) of the line a conversation line's key names in `lessonId` ('1-5-line-2' → 1), else undefined. */
export function lineIndex(lessonId: string, key: string): number | undefined {
  const prefix = `${lessonId}-line-`;
  if (!key.startsWith(prefix)) return undefined;
  const n = Number(key.slice(prefix.length));
  return Number.isInteger(n) && n >= 1 ? n - 1 : undefined;
}

/** A lesson's audio from its parts, leaving out empty ones; undefined when it has none. */
export function assembleAudio(
  lesson: AudioClip | undefined,
  lines: Record<number, AudioClip>,
  words: Record<string, AudioClip>,
): LessonAudio | undefined {
  const hasLines = Object.keys(lines).length > 0;
  const hasWords = Object.keys(words).length > 0;
  if (!lesson && !hasLines && !hasWords) return undefined;
  return { ...(lesson ? { lesson } : {}), ...(hasLines ? { lines } : {}), ...(hasWords ? { words } : {}) };
}
