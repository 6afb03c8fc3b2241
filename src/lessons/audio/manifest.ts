import { parse } from 'yaml';
import { audioCredit, audioManifestSchema, type AudioKind, type AudioManifestEntry } from '../../content/audio.ts';
import { strongTexts } from '../shared/markdown.ts';
import { assembleAudio, lineIndex } from './assemble.ts';
import { same } from './match.ts';
import type { AudioClip, LessonAudio, PlayableLesson } from '../types.ts';

// Optional: until recordings exist there is no manifest, and lessons play without audio.
const manifestFiles = import.meta.glob<string>('/content/audio/manifest.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Parses the text of content/audio/manifest.yaml; throws naming the entry and field of the first problem. */
export function parseAudioManifest(text: string): AudioManifestEntry[] {
  const result = audioManifestSchema.safeParse(parse(text) ?? []);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`content/audio/manifest.yaml: ${issue?.path.join('.') ?? '(file)'}: ${issue?.message ?? 'invalid'}`);
}

let manifest: readonly AudioManifestEntry[] | undefined;
/** The declared audio files (empty without a manifest). */
export function audioManifest(): readonly AudioManifestEntry[] {
  manifest ??= Object.values(manifestFiles).flatMap(parseAudioManifest);
  return manifest;
}

const LESSON_KINDS: readonly AudioKind[] = ['conversations', 'stories'];
const WORD_KINDS: readonly AudioKind[] = ['vocabulary', 'pronunciation'];
// The credit travels with the clip, so the player shows the manifest's speaker and licence.
const clipOf = (entry: AudioManifestEntry): AudioClip => ({
  url: `/audio/${entry.file}`,
  source: entry.source,
  credit: audioCredit(entry),
});
// A native recording wins over a synthesized one of the same thing.
const best = (entries: readonly AudioManifestEntry[]) => entries.find((e) => e.source === 'native') ?? entries[0];

/** The words a lesson shows that may have recordings: a memory game's words, a story's vocabulary, a reading lesson's bold words and the phrases it introduces. */
export function lessonWords(lesson: PlayableLesson): string[] {
  if (lesson.type === 'memory-game') return lesson.pairs.map((p) => p.word);
  if (lesson.type === 'cultural-story') return lesson.vocabulary.map((v) => v.word);
  if (lesson.type === 'info' || lesson.type === 'cultural-note')
    return [
      ...new Set([...(lesson.paragraphs ?? []).flatMap(strongTexts), ...(lesson.phrases ?? []).map((p) => p.word)]),
    ];
  return [];
}

/**
 * The audio of one lesson from the manifest: the conversation or story clip whose key is the lesson id, each
 * conversation line's clip ('<lesson id>-line-<n>'), and a clip for each of `words` that a vocabulary or pronunciation entry says (matched on its key or
 * text, ignoring case). Undefined when nothing is declared.
 */
export function lessonAudio(
  language: string,
  lessonId: string,
  words: readonly string[] = [],
  entries: readonly AudioManifestEntry[] = audioManifest(),
): LessonAudio | undefined {
  const mine = entries.filter((e) => e.language === language);
  const lessonEntry = best(mine.filter((e) => LESSON_KINDS.includes(e.kind) && e.key === lessonId));
  const wordClips: Record<string, AudioClip> = {};
  for (const word of words) {
    const entry = best(
      mine.filter((e) => WORD_KINDS.includes(e.kind) && (same(e.key) === same(word) || same(e.text) === same(word))),
    );
    if (entry) wordClips[word] = clipOf(entry);
  }
  const lineClips: Record<number, AudioClip> = {};
  for (const entry of mine) {
    const index = entry.kind === 'conversations' ? lineIndex(lessonId, entry.key) : undefined;
    if (index === undefined) continue;
    const current = lineClips[index];
    if (!current || (current.source !== 'native' && entry.source === 'native')) lineClips[index] = clipOf(entry);
  }
  return assembleAudio(lessonEntry ? clipOf(lessonEntry) : undefined, lineClips, wordClips);
}
