import { z } from 'zod';
import { capitalisedWords, caseNeutral, caseNeutralSentence } from '../domain/wordBankCase.ts';
import { difficulties, isoDate, lessonId, nonEmpty, slug } from './common.ts';

const option = z.strictObject({
  text: nonEmpty,
  isCorrect: z.boolean().default(false),
  /** Why this option is right or wrong; shown after checking. */
  explanation: z.string().optional(),
});

/** A multiple-choice question: exactly one option is right. */
export const questionSchema = z
  .strictObject({
    question: nonEmpty,
    options: z.array(option).min(2, 'a question needs at least 2 options'),
    explanation: nonEmpty,
  })
  .superRefine((q, ctx) => {
    const right = q.options.filter((o) => o.isCorrect).length;
    if (right !== 1) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `exactly one option must have isCorrect: true (found ${right})` });
    }
  });

const example = z.strictObject({ text: nonEmpty, english: nonEmpty, highlight: z.string().optional() });
const vocabularyItem = z.strictObject({ word: nonEmpty, english: nonEmpty, pronunciation: z.string().optional() });

/** Fields every lesson has, whatever its type. */
const lessonBase = z.strictObject({
  id: lessonId,
  language: slug,
  unit: z.number().int().positive(),
  position: z.number().int().min(0).max(6),
  title: nonEmpty,
  icon: nonEmpty,
  status: z.enum(['draft', 'review', 'published']),
  author: nonEmpty,
  lastModified: isoDate,
  difficulty: z.enum(difficulties).default('beginner'),
  estimatedMinutes: z.number().int().positive(),
  /** One or two sentences tying the lesson to the culture, shown in the lesson header. */
  culturalConnection: z.string().optional(),
});

const prose = (type: 'info' | 'cultural-note') => lessonBase.extend({ type: z.literal(type) });

const patternStep = z
  .strictObject({
    id: slug,
    type: z.enum(['observation', 'discovery', 'explanation', 'practice']),
    content: nonEmpty,
    examples: z.array(example).default([]),
    question: z.string().optional(),
    answer: z.string().optional(),
    pattern: z.string().optional(),
  })
  .superRefine((s, ctx) => {
    if (s.type === 'discovery' && !s.pattern) {
      ctx.addIssue({ code: 'custom', path: ['pattern'], message: "a discovery step needs the pattern that 'Show Pattern' reveals" });
    }
    if (s.question && !s.answer) {
      ctx.addIssue({ code: 'custom', path: ['answer'], message: 'a step with a question needs its answer' });
    }
  });

export const lessonSchema = z.discriminatedUnion('type', [
  prose('info'),
  prose('cultural-note'),
  lessonBase.extend({
    type: z.literal('pattern-discovery'),
    description: nonEmpty,
    targetPattern: nonEmpty,
    steps: z.array(patternStep).min(2, 'a pattern lesson needs at least 2 steps'),
    summary: nonEmpty,
  }),
  lessonBase.extend({
    type: z.literal('quiz'),
    questions: z.array(questionSchema).min(1, 'a quiz needs at least one question'),
  }),
  lessonBase.extend({
    type: z.literal('memory-game'),
    description: nonEmpty,
    pairs: z.array(z.strictObject({ id: slug, word: nonEmpty, english: nonEmpty })).min(4, 'a memory game needs at least 4 pairs'),
    explanation: nonEmpty,
  }),
  lessonBase.extend({
    type: z.literal('cultural-story'),
    category: z.enum(['festival', 'legend', 'tradition', 'food', 'music', 'proverb']),
    description: nonEmpty,
    imageUrl: z.string().optional(),
    segments: z
      .array(z.strictObject({ id: slug, text: nonEmpty, translation: z.string().optional(), culturalNote: z.string().optional() }))
      .min(1, 'a story needs at least one segment'),
    vocabulary: z.array(vocabularyItem).min(1, 'a story needs key vocabulary'),
    comprehensionQuestions: z.array(questionSchema).min(1, 'a story needs at least one comprehension question'),
    culturalContext: nonEmpty,
  }),
  lessonBase.extend({
    type: z.literal('conversation'),
    scenario: nonEmpty,
    lines: z.array(z.strictObject({ speaker: nonEmpty, line: nonEmpty, translation: nonEmpty })).min(2, 'a conversation needs at least 2 lines'),
    notes: z.array(nonEmpty).default([]),
  }),
  lessonBase.extend({
    type: z.literal('sentence-construction'),
    sentences: z
      .array(
        z
          .strictObject({
            prompt: nonEmpty,
            wordBank: z.array(nonEmpty).min(2, 'a word bank needs at least 2 words'),
            correctSentence: nonEmpty,
            /** Other sentences that are just as right (a free word order, an elided form), built from the same word bank. */
            alternatives: z.array(nonEmpty).default([]),
            /**
             * Tiles shown with their capital although no answer has them after its first word: a name or a word always
             * written with a capital (Kriolu N) that here only opens the sentence or is a distractor. Every other tile is
             * shown with a small first letter, so the capital of the first word gives nothing away.
             */
            capitalised: z.array(nonEmpty).optional(),
            explanation: nonEmpty,
          })
          .superRefine((s, ctx) => {
            s.capitalised?.forEach((word, index) => {
              if (!s.wordBank.includes(word)) {
                ctx.addIssue({ code: 'custom', path: ['capitalised', index], message: `'${word}' is not a tile of the word bank` });
              } else if (!/^\p{Lu}/u.test(word)) {
                ctx.addIssue({ code: 'custom', path: ['capitalised', index], message: `'${word}' does not start with a capital letter` });
              }
            });
          }),
      )
      .min(1, 'a sentence lesson needs at least one sentence'),
  }).superRefine((lesson, ctx) => {
    // Built as the player builds them: tiles and answers case-neutral (src/domain/wordBankCase.ts), so an answer may
    // write its first word with or without the capital the tile is shown without.
    const keep = capitalisedWords(lesson.sentences);
    const neutral = (sentence: string) => caseNeutralSentence(sentence, keep);
    lesson.sentences.forEach((s, i) => {
      const tiles = s.wordBank.map((tile) => caseNeutral(tile, keep));
      const missing = missingWords(neutral(s.correctSentence), tiles);
      if (missing.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['sentences', i, 'wordBank'], message: `cannot build the correct sentence; missing: ${missing.join(', ')}` });
      }
      s.alternatives.forEach((alternative, index) => {
        const lacking = missingWords(neutral(alternative), tiles);
        if (lacking.length > 0) {
          ctx.addIssue({ code: 'custom', path: ['sentences', i, 'alternatives', index], message: `cannot build this alternative from the word bank; missing: ${lacking.join(', ')}` });
        }
      });
    });
  }),
]);

export type Lesson = z.infer<typeof lessonSchema>;
/**
 * The lessons of type T, narrowed to it: the info schema holds two types ('info' and 'cultural-note'), so an
 * Extract by `{ type: T }` would find no lesson of either alone.
 */
export type LessonOf<T extends Lesson['type']> = Lesson extends infer L
  ? L extends { type: infer U }
    ? [T & U] extends [never]
      ? never
      : L & { type: T & U }
    : never
  : never;

/** Lesson types whose body is Markdown prose rather than structured fields. */
export const proseLessonTypes = ['info', 'cultural-note'] as const;
export const isProseType = (type: string): boolean => (proseLessonTypes as readonly string[]).includes(type);

/** The words of `sentence` (split on single spaces) that the word bank cannot supply, counting repeats. */
export function missingWords(sentence: string, wordBank: readonly string[]): string[] {
  const left = [...wordBank];
  const missing: string[] = [];
  for (const word of sentence.split(' ')) {
    const i = left.indexOf(word);
    if (i === -1) missing.push(word);
    else left.splice(i, 1);
  }
  return missing;
}
