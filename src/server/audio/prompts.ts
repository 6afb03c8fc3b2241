import { audioFile, type AudioKind } from '../../content/audio.ts';
import { conversationLineKey } from '../../domain/audio.ts';
import type { ApiCatalogue } from '../core/catalogue.ts';

/** Kinds a learner can record for: a vocabulary word, and one line of a conversation. */
export const contributedKinds = ['vocabulary', 'conversations'] as const satisfies readonly AudioKind[];
export type ContributedKind = (typeof contributedKinds)[number];

/** Something a speaker can record, keyed as the audio manifest keys it: a vocabulary slug or a conversation line. */
export interface AudioPrompt {
  /** '<kind>/<key>', e.g. 'vocabulary/ndewo' or 'conversations/1-5-line-2'. */
  prompt: string;
  kind: ContributedKind;
  key: string;
  /** What is to be said: a word, or one line of a conversation. */
  text: string;
  /** The word's meaning; for a line, its translation and whose line it is. */
  meaning: string;
  pronunciation: string | null;
  /** For a conversation line: the name of the speaker whose line it is. */
  speaker?: string;
  /** Where the recording is served once approved: /audio/<language>/<kind>/<key>.mp3. */
  url: string;
}

const PROMPT = /^(vocabulary|conversations)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The parts of a prompt key, or null when it is not one of the contributed kinds followed by a slug. */
export function parsePrompt(prompt: string): { kind: ContributedKind; key: string } | null {
  const match = PROMPT.exec(prompt);
  return match ? { kind: match[1] as ContributedKind, key: match[2]! } : null;
}

/** The lesson a conversation line's key belongs to ('1-5-line-2' → '1-5'); other keys are their own. */
export function lineLesson(key: string): string {
  return key.replace(/-line-\d+$/, '');
}

const cache = new WeakMap<ApiCatalogue, Map<string, AudioPrompt[]>>();

/**
 * A language's prompts: its vocabulary words in course order first, then each line of its published conversations
 * (one short sentence each, within the 10 s take), in lesson order.
 */
export function audioPrompts(catalogue: ApiCatalogue, language: string): readonly AudioPrompt[] {
  let byLanguage = cache.get(catalogue);
  if (!byLanguage) cache.set(catalogue, (byLanguage = new Map()));
  let prompts = byLanguage.get(language);
  if (prompts) return prompts;
  const prompt = (
    kind: ContributedKind,
    key: string,
    rest: Omit<AudioPrompt, 'prompt' | 'kind' | 'key' | 'url'>,
  ): AudioPrompt => ({
    prompt: `${kind}/${key}`,
    kind,
    key,
    ...rest,
    url: `/audio/${audioFile(language, kind, key)}`,
  });
  const words = (catalogue.practice.get(language)?.vocabulary ?? []).map((w) =>
    prompt('vocabulary', w.slug, { text: w.word, meaning: w.translation, pronunciation: w.pronunciation }),
  );
  const order = catalogue.courses.get(language)?.order ?? [];
  const conversations = order.flatMap((id) => {
    const lesson = catalogue.lessons.get(id);
    const lines =
      lesson?.lessonType === 'conversation'
        ? (lesson.content['lines'] as { speaker: string; line: string; translation: string }[] | undefined)
        : undefined;
    if (!lesson || !lines) return [];
    return lines.map((l, index) => ({
      ...prompt('conversations', conversationLineKey(id, index), {
        text: l.line,
        meaning: `${l.translation}\n${l.speaker}'s line, ${index + 1} of ${lines.length} in “${lesson.title}”`,
        pronunciation: null,
      }),
      speaker: l.speaker,
    }));
  });
  prompts = [...words, ...conversations];
  byLanguage.set(language, prompts);
  return prompts;
}

/** The prompt a key names in a language, or undefined when the content has no such word or conversation. */
export function findPrompt(catalogue: ApiCatalogue, language: string, prompt: string): AudioPrompt | undefined {
  return audioPrompts(catalogue, language).find((p) => p.prompt === prompt);
}

/**
 * A whole-conversation prompt of before conversations were recorded line by line ('conversations/<lesson id>'): no
 * longer offered, but an approved clip of one keeps being served and played until the conversation's lines have
 * their own (docs/decisions.md). Undefined when the key is not a conversation lesson of the language.
 */
export function wholeConversation(catalogue: ApiCatalogue, language: string, prompt: string): AudioPrompt | undefined {
  const parsed = parsePrompt(prompt);
  const lesson = parsed?.kind === 'conversations' ? catalogue.lessons.get(parsed.key) : undefined;
  const order = catalogue.courses.get(language)?.order ?? [];
  if (!parsed || lesson?.lessonType !== 'conversation' || !order.includes(parsed.key)) return undefined;
  const lines = (lesson.content['lines'] as { line: string; translation: string }[] | undefined) ?? [];
  return {
    prompt,
    kind: 'conversations',
    key: parsed.key,
    text: lines.map((l) => l.line).join('\n'),
    meaning: lines.map((l) => l.translation).join('\n'),
    pronunciation: null,
    url: `/audio/${audioFile(language, 'conversations', parsed.key)}`,
  };
}

/** The URL of one approved clip of a prompt: the prompt's /audio/ URL with the clip's id, which names its bytes. */
export function versionedUrl(url: string, clipId: string): string {
  return `${url}?v=${encodeURIComponent(clipId)}`;
}
