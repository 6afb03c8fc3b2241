import { z } from 'zod';
import { nonEmpty } from './common.ts';

/**
 * One word of a language's lexicon (content/lexicon/<language>.yaml): a real spelling with a short English meaning, or
 * another spelling of a course word (`sameAs`), which practice never offers as a wrong spelling of that word.
 */
export const lexiconEntrySchema = z
  .strictObject({
    /** Spelt with every tone mark and subdot. */
    word: nonEmpty,
    /** A short English gloss, shown after the learner answers a tone choice that offered this spelling. */
    meaning: nonEmpty.optional(),
    /** The course word this spelling is another way of writing. */
    sameAs: nonEmpty.optional(),
  })
  // Neither: a real spelling whose meaning varies by area or register, kept out of the choices (content/lexicon/README.md).
  .refine((e) => e.meaning === undefined || e.sameAs === undefined, {
    message: 'give meaning or sameAs, not both',
  });

/** A language's hand-made lexicon list. */
export const lexiconListSchema = z.array(lexiconEntrySchema);

/** Attested spellings taken from an outside word list (content/lexicon/<language>.attested.json), with their source. */
export const attestedListSchema = z.strictObject({
  source: nonEmpty,
  licence: nonEmpty,
  spellings: z.array(nonEmpty),
});

export type LexiconFileEntry = z.infer<typeof lexiconEntrySchema>;

/** Every lexicon list of one language, hand-made and attested, as the content reader gathers them. */
export interface LexiconList {
  language: string;
  file: string;
  entries: LexiconFileEntry[];
}
