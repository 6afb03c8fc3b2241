import { audioFile, type AudioKind } from '../../content/audio.ts';
import type { ApiCatalogue } from '../core/catalogue.ts';

/** Kinds a learner can record for: a vocabulary word, and a whole conversation as its lesson plays it. */
export const contributedKinds = ['vocabulary', 'conversations'] as const satisfies readonly AudioKind[];
export type ContributedKind = (typeof contributedKinds)[number];

/** Something a speaker can record, keyed as the audio manifest keys it: a vocabulary slug or a lesson id. */
export interface AudioPrompt {
  /** '<kind>/<key>', e.g. 'vocabulary/ndewo' or 'conversations/1-3'. */
  prompt: string;
  kind: ContributedKind;
  key: string;
  /** What is to be said (a conversation's lines, one a line). */
  text: string;
  meaning: string;
  pronunciation: string | null;
  /** Where the recording is served once approved: /audio/<language>/<kind>/<key>.mp3. */
  url: string;
}

const PROMPT = /^(vocabulary|conversations)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The parts of a prompt key, or null when it is not one of the contributed kinds followed by a slug. */
export function parsePrompt(prompt: string): { kind: ContributedKind; key: string } | null {
  const match = PROMPT.exec(prompt);
  return match ? { kind: match[1] as ContributedKind, key: match[2]! } : null;
}

const cache = new WeakMap<ApiCatalogue, Map<string, AudioPrompt[]>>();

/** A language's prompts: its vocabulary words in course order first, then its published conversations. */
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
        ? (lesson.content['lines'] as { line: string; translation: string }[] | undefined)
        : undefined;
    if (!lesson || !lines) return [];
    return [
      prompt('conversations', id, {
        text: lines.map((l) => l.line).join('\n'),
        meaning: lines.map((l) => l.translation).join('\n'),
        pronunciation: null,
      }),
    ];
  });
  prompts = [...words, ...conversations];
  byLanguage.set(language, prompts);
  return prompts;
}

/** The prompt a key names in a language, or undefined when the content has no such word or conversation. */
export function findPrompt(catalogue: ApiCatalogue, language: string, prompt: string): AudioPrompt | undefined {
  return audioPrompts(catalogue, language).find((p) => p.prompt === prompt);
}
