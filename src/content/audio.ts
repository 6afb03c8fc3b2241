import { z } from 'zod';
import { nonEmpty, slug } from './common.ts';

/** The folders of /audio/{language}/ (spec 001 §7). */
export const audioKinds = ['pronunciation', 'conversations', 'stories', 'vocabulary', 'instructions', 'examples'] as const;
export type AudioKind = (typeof audioKinds)[number];

// Spec 001 §7: /audio/{language}/{conversations|stories|instructions}/{lessonId}.mp3.
const LESSON_KINDS = new Set<AudioKind>(['conversations', 'stories', 'instructions']);

/** One entry of content/audio/manifest.yaml: a file under /audio/, what it says, and who says it. */
export const audioEntrySchema = z
  .object({
    /** Path under /audio/: {language}/{kind}/{name}.mp3. */
    file: z.string().regex(/^[a-z0-9-]+\/[a-z]+\/[^/\\]+\.mp3$/, 'a path such as swahili/conversations/s1-5.mp3'),
    language: slug,
    kind: z.enum(audioKinds),
    /** The lesson id (conversations, stories, instructions) or the word or example it says. */
    key: nonEmpty,
    text: nonEmpty,
    /** A recording of a speaker, or a voice synthesizer. */
    source: z.enum(['native', 'synthesized']),
    voice: z.string().optional(),
  })
  .superRefine((entry, ctx) => {
    if (!entry.file.startsWith(`${entry.language}/${entry.kind}/`)) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: `must be under ${entry.language}/${entry.kind}/` });
    } else if (LESSON_KINDS.has(entry.kind) && entry.file !== `${entry.language}/${entry.kind}/${entry.key}.mp3`) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: `a lesson's ${entry.kind} file is named after the lesson: ${entry.language}/${entry.kind}/${entry.key}.mp3` });
    }
  });

export const audioManifestSchema = z.array(audioEntrySchema);
export type AudioManifestEntry = z.infer<typeof audioEntrySchema>;
