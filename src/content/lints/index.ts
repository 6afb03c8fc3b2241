import type { ContentProblem, ContentTree } from '../read.ts';
import { PLACEHOLDER } from '../skeleton.ts';
import { duplicateWords } from './duplicates.ts';
import { durationOutOfRange } from './duration.ts';
import { igboPronunciationProblems } from './igboPronunciation.ts';
import { lessonTexts } from './lessonText.ts';
import { sentencePunctuation } from './sentencePunctuation.ts';
import { sharedPrompts } from './sharedPrompts.ts';
import { swahiliGuideProblems } from './swahiliPronunciation.ts';
import { findUnmarkedWords, markedLanguages } from './toneMarks.ts';
import { vocabularyKey } from '../vocabulary.ts';
import { wordsMissingFromVocabulary } from './vocabularyCoverage.ts';
import { yorubaGuideProblems } from './yorubaPronunciation.ts';

const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const warning = (file: string, field: string, message: string): ContentProblem => ({ file, field, message, severity: 'warning' });

// The skeleton's placeholders start with 'TODO:'; a published lesson that still has one was never finished.
const placeholder = new RegExp(`\\b${PLACEHOLDER}:`);

/** Lints over valid lessons and vocabulary: vocabulary entries sharing a meaning with no hint to tell them apart, missing tone marks, repeated vocabulary, words missing from the vocabulary list, unlikely time estimates, leftover placeholders (warnings); pronunciation guides that contradict their words and punctuation in word banks (errors). */
export function lintContent(tree: ContentTree): ContentProblem[] {
  // Pronunciation guides are checked against their words as errors: a wrong guide teaches a wrong sound.
  const problems: ContentProblem[] = [...igboPronunciationProblems(tree), ...yorubaGuideProblems(tree), ...swahiliGuideProblems(tree)];
  const vocabulary = new Map(tree.vocabulary.map((list) => [list.language, { file: list.file, known: new Set(list.entries.map((e) => vocabularyKey(e.word))) }]));
  for (const list of tree.vocabulary) {
    for (const { field, meaning, word, first } of sharedPrompts(list.entries)) {
      problems.push(
        warning(list.file, field, `'${word}' shares the meaning '${meaning}' with ${first.index}.translation ('${first.word}') and no hint tells them apart: give one or both a hint, shown after the English in practice recall`),
      );
    }
  }
  for (const lesson of tree.lessons) {
    const marked = markedLanguages.includes(lesson.language);
    for (const { field, text } of lessonTexts(lesson)) {
      for (const { word, suggestion } of marked ? findUnmarkedWords(text, lesson.language) : []) {
        problems.push(warning(lesson.file, field, `'${word}' looks unmarked: standard ${titleCase(lesson.language)} spelling is '${suggestion}'`));
      }
      if (lesson.status === 'published' && placeholder.test(text)) {
        problems.push(warning(lesson.file, field, `a published lesson still holds placeholder text ('${PLACEHOLDER}: …')`));
      }
    }
    for (const { field, word, first } of duplicateWords(lesson)) {
      problems.push(warning(lesson.file, field, `'${word}' is listed twice (also ${first})`));
    }
    const list = vocabulary.get(lesson.language);
    for (const { field, word } of list ? wordsMissingFromVocabulary(lesson, list.known) : []) {
      problems.push(warning(lesson.file, field, `'${word}' is not in ${list?.file}: add it so lessons and audio share one spelling`));
    }
    for (const { field, message } of sentencePunctuation(lesson)) problems.push({ file: lesson.file, field, message, severity: 'error' });
    const base = durationOutOfRange(lesson);
    if (base !== null) {
      problems.push(warning(lesson.file, 'estimatedMinutes', `${lesson.estimatedMinutes} min is far from the ${base} min a ${lesson.type} lesson usually takes`));
    }
  }
  return problems;
}
