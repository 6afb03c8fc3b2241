import { z } from 'zod';
import { CLIP_LICENCE, CLIP_LICENCE_NAME } from '../domain/clipReview.ts';
import { creditWithVariety } from '../domain/speakerDetails.ts';
import { nonEmpty, slug } from './common.ts';
import { validate, type ContentProblem } from './problems.ts';

/** The folders of /audio/<language>/ (docs/product/lessons.md §7), one per kind of recording. */
export const audioKinds = ['pronunciation', 'conversations', 'stories', 'vocabulary', 'instructions', 'examples'] as const;
export type AudioKind = (typeof audioKinds)[number];

/** Kinds keyed by a vocabulary slug, and kinds keyed by a lesson id with the lesson type they belong to (null: any type). */
export const vocabularyAudioKinds: readonly AudioKind[] = ['vocabulary', 'pronunciation'];
export const lessonAudioKinds: Readonly<Partial<Record<AudioKind, string | null>>> = {
  conversations: 'conversation',
  stories: 'cultural-story',
  instructions: null,
};

/** The path of a recording under public/audio/ (and under the site's /audio/): <language>/<kind>/<key>.mp3. */
export function audioFile(language: string, kind: AudioKind, key: string): string {
  return `${language}/${kind}/${key}.mp3`;
}

/** One audio file under public/audio/, declared with what it says and where it comes from (docs/content-model.md 'Audio'). */
export const audioEntrySchema = z
  .strictObject({
    /** Path relative to public/audio/: <language>/<kind>/<key>.mp3. */
    file: z.string().regex(/^[a-z0-9-]+\/[a-z]+\/[a-z0-9-]+\.mp3$/, 'a path such as swahili/vocabulary/habari.mp3'),
    language: slug,
    kind: z.enum(audioKinds),
    /** A vocabulary slug, or a lesson id for conversations, stories and instructions. */
    key: slug,
    /** What is spoken. */
    text: nonEmpty,
    /** native: a recording of a speaker; synthesized: made by a speech synthesizer. */
    source: z.enum(['native', 'synthesized']),
    /** For synthesized audio the synthesizer and voice (e.g. 'espeak-ng sw'); for native audio the speaker's name or credit. */
    voice: nonEmpty,
    /** The licence a speaker released their recording under (an SPDX id, e.g. CC-BY-SA-4.0); community recordings carry one. */
    licence: z
      .string()
      .regex(/^[A-Za-z0-9.+-]+$/, 'an SPDX licence id such as CC-BY-SA-4.0')
      .optional(),
    /** For native audio, the variety the speaker named when recording (e.g. Onitsha); shown as 'Onitsha speaker'. */
    variety: nonEmpty.optional(),
  })
  .superRefine((entry, ctx) => {
    const expected = audioFile(entry.language, entry.kind, entry.key);
    if (entry.file !== expected) ctx.addIssue({ code: 'custom', path: ['file'], message: `should be '${expected}' (<language>/<kind>/<key>.mp3)` });
    if (entry.licence !== undefined && entry.source !== 'native') ctx.addIssue({ code: 'custom', path: ['licence'], message: 'only a native recording has a licence (a speaker grants it)' });
  });

/** The audio manifest, content/audio/manifest.yaml: every audio file the lessons can play. */
export const audioManifestSchema = z.array(audioEntrySchema);

export type AudioEntry = z.infer<typeof audioEntrySchema>;
export type AudioSource = AudioEntry['source'];

/** Where the manifest lives, relative to the content directory. */
export const AUDIO_MANIFEST = 'audio/manifest.yaml';

/** The URL and source of the clip for one language, kind and key; a native recording wins over a synthesized one. Pure: safe in the browser. */
export function audioClip(
  manifest: readonly AudioEntry[],
  language: string,
  kind: AudioKind,
  key: string,
): { url: string; source: AudioSource } | undefined {
  const matches = manifest.filter((e) => e.language === language && e.kind === kind && e.key === key);
  const entry = matches.find((e) => e.source === 'native') ?? matches[0];
  return entry ? { url: `/audio/${entry.file}`, source: entry.source } : undefined;
}

/**
 * Reads and validates content/audio/manifest.yaml under `contentDir` (no file: no audio). Problems go to
 * `problems` when it is given, and only valid entries are returned; without it, any problem throws.
 */
export async function readAudioManifest(contentDir: string, problems?: ContentProblem[]): Promise<AudioEntry[]> {
  // Loaded on call so that a browser bundle importing audioClip never pulls in Node's fs or the YAML parser.
  const [{ readFile }, { join, relative }, { parse }] = await Promise.all([import('node:fs/promises'), import('node:path'), import('yaml')]);
  const path = join(contentDir, AUDIO_MANIFEST);
  const file = relative(process.cwd(), path);
  const found: ContentProblem[] = [];
  const entries: AudioEntry[] = [];
  let text: string | undefined;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    let data: unknown;
    try {
      data = parse(text) ?? [];
    } catch (error) {
      found.push({ file, field: '(file)', message: `not valid YAML: ${(error as Error).message.split('\n')[0]}`, severity: 'error' });
    }
    if (Array.isArray(data)) {
      data.forEach((item, i) => {
        const entry = validate(audioEntrySchema, item, `${file}[${i}]`, found);
        if (entry) entries.push(entry);
      });
    } else if (data !== undefined) {
      found.push({ file, field: '(file)', message: 'must be a list of audio entries', severity: 'error' });
    }
  }
  if (problems) problems.push(...found);
  else if (found.length > 0) throw new Error(found.map((p) => `${p.file} › ${p.field}: ${p.message}`).join('\n'));
  return entries;
}

/**
 * What a learner reads beside a clip, from its manifest entry: 'Recorded by Ada (CC BY-SA 4.0)' for a speaker's
 * recording (the credit they chose, and their licence, then ' · Onitsha speaker' when they named a variety), 'Synthesized voice (espeak-ng sw)' for a synthesizer's.
 */
export function audioCredit(entry: Pick<AudioEntry, 'source' | 'voice' | 'licence' | 'variety'>): string {
  if (entry.source === 'synthesized') return `Synthesized voice (${entry.voice})`;
  const licence = entry.licence === CLIP_LICENCE ? CLIP_LICENCE_NAME : entry.licence;
  return creditWithVariety(`Recorded by ${entry.voice}${licence ? ` (${licence})` : ''}`, entry.variety);
}

/** The manifest entry under the name the lesson player uses. */
export type AudioManifestEntry = AudioEntry;
