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
import { misspeltVocabularyWords, namesIn, spellingIndex } from './vocabularySpelling.ts';
import { toneClashes, type TaughtWord } from './lexiconTones.ts';
import { capitalOpeners } from './wordBankCapitals.ts';
import { wordsMissingFromVocabulary } from './vocabularyCoverage.ts';
import { yorubaGuideProblems } from './yorubaPronunciation.ts';
import { spellingOf } from '../languages.ts';

const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const warning = (file: string, field: string, message: string): ContentProblem => ({ file, field, message, severity: 'warning' });

// The skeleton's placeholders start with 'TODO:'; a published lesson that still has one was never finished.
const placeholder = new RegExp(`\\b${PLACEHOLDER}:`);

/** Lints over valid lessons and vocabulary: vocabulary entries sharing a meaning with no hint to tell them apart, missing tone marks, vocabulary words spelt with other dots, words the lexicon gives the same meaning with other tones, word-bank tiles opening an answer with a capital, repeated vocabulary, words missing from the vocabulary list, unlikely time estimates, leftover placeholders (warnings); pronunciation guides that contradict their words and punctuation in word banks (errors). */
export function lintContent(tree: ContentTree): ContentProblem[] {
  // Pronunciation guides are checked against their words as errors: a wrong guide teaches a wrong sound.
  const problems: ContentProblem[] = [...igboPronunciationProblems(tree), ...yorubaGuideProblems(tree), ...swahiliGuideProblems(tree)];
  const vocabulary = new Map(tree.vocabulary.map((list) => [list.language, { file: list.file, known: new Set(list.entries.map((e) => vocabularyKey(e.word))) }]));
  const spellings = new Map(
    tree.vocabulary.map((list) => {
      const lexicon = tree.lexicon.filter((l) => l.language === list.language).flatMap((l) => l.entries.map((e) => e.word));
      return [list.language, spellingIndex(list.entries.flatMap((e) => [e.word, ...(e.accept ?? [])]), lexicon)];
    }),
  );
  for (const list of tree.vocabulary) {
    for (const { field, meaning, word, first } of sharedPrompts(list.entries)) {
      problems.push(
        warning(list.file, field, `'${word}' shares the meaning '${meaning}' with ${first.index}.translation ('${first.word}') and no hint tells them apart: give one or both a hint, shown after the English in practice recall`),
      );
    }
  }
  problems.push(...lexiconToneProblems(tree));
  const names = new Map(
    tree.vocabulary.map((list) => [list.language, new Set(list.entries.filter((e) => e.partOfSpeech === 'name').map((e) => e.word.normalize('NFC')))]),
  );
  for (const lesson of tree.lessons) {
    const marked = markedLanguages.includes(lesson.language);
    const list = vocabulary.get(lesson.language);
    const index = spellings.get(lesson.language);
    const texts = lessonTexts(lesson);
    // A language whose spelling marks every tone (content/languages/<code>.yaml) is often written bare in English text.
    const tonesWritten = tree.languages.find((l) => l.code === lesson.language)?.marksEveryTone ?? false;
    const context = { tonesWritten, names: namesIn(texts.map((t) => t.text)) };
    for (const { field, text } of texts) {
      const unmarked = marked ? findUnmarkedWords(text, lesson.language) : [];
      for (const { word, suggestion } of unmarked) {
        problems.push(warning(lesson.file, field, `'${word}' looks unmarked: standard ${titleCase(lesson.language)} spelling is '${suggestion}'`));
      }
      // A word the missing-marks list already names is not named twice.
      for (const { word, spelling } of index ? misspeltVocabularyWords(text, index, context) : []) {
        if (!unmarked.some((u) => u.word === word)) problems.push(warning(lesson.file, field, `'${word}' is spelt '${spelling}' in ${list?.file}`));
      }
      if (lesson.status === 'published' && placeholder.test(text)) {
        problems.push(warning(lesson.file, field, `a published lesson still holds placeholder text ('${PLACEHOLDER}: …')`));
      }
    }
    for (const { field, word, first } of duplicateWords(lesson)) {
      problems.push(warning(lesson.file, field, `'${word}' is listed twice (also ${first})`));
    }
    for (const { field, word } of list ? wordsMissingFromVocabulary(lesson, list.known) : []) {
      problems.push(warning(lesson.file, field, `'${word}' is not in ${list?.file}: add it so lessons and audio share one spelling`));
    }
    for (const { field, tile, sentence } of capitalOpeners(lesson, names.get(lesson.language) ?? new Set())) {
      problems.push(warning(lesson.file, field, `sentence ${sentence}: tile '${tile}' opens the answer with a capital, which gives its first word away: write it in lower case, or list it in capitalised: if it is a name`));
    }
    for (const { field, message } of sentencePunctuation(lesson)) problems.push({ file: lesson.file, field, message, severity: 'error' });
    const base = durationOutOfRange(lesson);
    if (base !== null) {
      problems.push(warning(lesson.file, 'estimatedMinutes', `${lesson.estimatedMinutes} min is far from the ${base} min a ${lesson.type} lesson usually takes`));
    }
  }
  return problems;
}

/** The words taught with a meaning in a lesson: memory-game pairs and story vocabulary. */
function taughtIn(lesson: ContentTree['lessons'][number]): TaughtWord[] {
  if (lesson.type === 'memory-game') return lesson.pairs.map((p, i) => ({ field: `pairs.${i}.word`, word: p.word, meaning: p.english }));
  if (lesson.type === 'cultural-story') return lesson.vocabulary.map((v, i) => ({ field: `vocabulary.${i}.word`, word: v.word, meaning: v.english }));
  return [];
}

/** Vocabulary and lesson words spelt like a lexicon word of the same meaning but with other tone marks or dots. */
function lexiconToneProblems(tree: ContentTree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { language, file, entries } of tree.lexicon) {
    const facts = tree.languages.find((l) => l.code === language);
    if (!facts || !entries.some((e) => e.meaning !== undefined)) continue;
    const spelling = spellingOf(facts, tree.courses.find((c) => c.language === language));
    const report = (at: string, { field, word, lexicon, meaning }: ReturnType<typeof toneClashes>[number]) =>
      warning(at, field, `'${word}' and '${lexicon}' in ${file} both mean '${meaning}' with other tone marks or dots: correct the one that is wrong, or tell the meanings apart`);
    for (const list of tree.vocabulary.filter((l) => l.language === language)) {
      const taught = list.entries.map((e, i) => ({ field: `${i}.word`, word: e.word, meaning: e.translation, accept: e.accept }));
      problems.push(...toneClashes(taught, entries, spelling).map((clash) => report(list.file, clash)));
    }
    for (const lesson of tree.lessons.filter((l) => l.language === language)) {
      problems.push(...toneClashes(taughtIn(lesson), entries, spelling).map((clash) => report(lesson.file, clash)));
    }
  }
  return problems;
}
