import {
  lexiconIndex,
  PLAIN_SPELLING,
  type Spelling,
  type Conversation,
  quizItemId,
  type LexiconEntry,
  type LexiconIndex,
  type MissedQuizAnswer,
  type SentenceTarget,
  type UnitLessons,
  type VocabularyWord,
} from '../../domain/index.ts';
import { audioCredit } from '../../content/audio.ts';
import { spellingOf } from '../../content/languages.ts';
import type { ContentTree } from '../../content/read.ts';
import { lessonsByUnit, teachingLesson } from '../../content/vocabularyLessons.ts';

/** What practice needs of a language's content, besides the learner's own record: read once at start. */
export interface PracticeContent {
  vocabulary: VocabularyWord[];
  /** Units in course order with their published lessons in play order. */
  units: UnitLessons[];
  sentences: SentenceTarget[];
  /** The published conversation lessons' lines, whose lines practice asks in role-play once the lesson is done. */
  conversations: Conversation[];
  /** Vocabulary slugs with a recording in the audio manifest. */
  audioSlugs: string[];
  /** The credit of each of those recordings, by slug: the speaker and licence, or the synthesizer (audioCredit). */
  audioCredits: Record<string, string>;
  /** Slugs whose built recording is a speaker's (native), which a community clip does not replace. */
  nativeAudioSlugs: ReadonlySet<string>;
  /** The questions of each published quiz lesson, by lesson id, in the lesson's order. */
  quizzes: Map<string, QuizQuestion[]>;
  /** The same questions by review item id ('<language>:quiz:<text key>'), the first lesson's when two ask the same. */
  quizQuestions: Map<string, QuizQuestion>;
  /** Real words of the language by tone key: the course's own with their meanings first, then content/lexicon/'s lists. */
  lexicon: LexiconIndex;
  /** The language's spelling (content/languages/<code>.yaml and the course keyboard), which the tone keys follow. */
  spelling: Spelling;
  /** Each published lesson's lastModified by id: the version of the items it teaches, sent with reports. */
  lessonVersions: Record<string, string>;
}

/** A quiz question as practice asks it again, with its review item id. */
export type QuizQuestion = MissedQuizAnswer & { itemId: string };

const unitNumber = (id: string): number | null => {
  const match = /^unit-(\d+)$/.exec(id);
  return match ? Number(match[1]) : null;
};

/** The practice content of every course in a content tree, by language. */
export function practiceContent(tree: ContentTree): Map<string, PracticeContent> {
  const byLanguage = new Map<string, PracticeContent>();
  for (const course of tree.courses) {
    const facts = tree.languages.find((l) => l.code === course.language);
    const spelling = facts ? spellingOf(facts, course) : PLAIN_SPELLING;
    const published = new Map(
      tree.lessons.filter((l) => l.language === course.language && l.status === 'published').map((l) => [l.id, l]),
    );
    const units: UnitLessons[] = course.levels.flatMap((level) =>
      level.units.flatMap((unit) => {
        const number = unitNumber(unit.id);
        return number === null ? [] : [{ unit: number, lessonIds: unit.lessons.filter((id) => published.has(id)) }];
      }),
    );
    const sentences: SentenceTarget[] = [...published.values()].flatMap((lesson) =>
      lesson.type === 'sentence-construction'
        ? lesson.sentences.map((s) => ({
            lessonId: lesson.id,
            prompt: s.prompt,
            correctSentence: s.correctSentence,
            ...(s.alternatives ? { alternatives: s.alternatives } : {}),
          }))
        : [],
    );
    const conversations: Conversation[] = [...published.values()].flatMap((lesson) =>
      lesson.type === 'conversation'
        ? [
            {
              lessonId: lesson.id,
              lines: lesson.lines.map((l) => ({ speaker: l.speaker, line: l.line, translation: l.translation })),
            },
          ]
        : [],
    );
    // Each word is practised once the lesson that teaches it is done (none yet: a word no published lesson uses).
    const unitLessons = lessonsByUnit(tree, course.language, (l) => l.status === 'published');
    const vocabulary = (tree.vocabulary.find((list) => list.language === course.language)?.entries ?? []).map((e) => ({
      word: e.word,
      slug: e.slug,
      translation: e.translation,
      pronunciation: e.pronunciation,
      lessonId: teachingLesson(e, unitLessons.get(e.unit) ?? []),
      ...(e.accept ? { accept: e.accept } : {}),
      ...(e.hint ? { hint: e.hint } : {}),
    }));
    const audioSlugs = [
      ...new Set(tree.audio.filter((a) => a.language === course.language && a.kind === 'vocabulary').map((a) => a.key)),
    ];
    // A speaker's recording wins over a synthesized one of the same word, as the lesson players choose.
    const audioCredits: Record<string, string> = {};
    for (const entry of tree.audio)
      if (entry.language === course.language && entry.kind === 'vocabulary')
        if (!(entry.key in audioCredits) || entry.source === 'native') audioCredits[entry.key] = audioCredit(entry);
    const nativeAudioSlugs = new Set(
      tree.audio
        .filter((a) => a.language === course.language && a.kind === 'vocabulary' && a.source === 'native')
        .map((a) => a.key),
    );
    const quizzes = new Map<string, QuizQuestion[]>();
    const quizQuestions = new Map<string, QuizQuestion>();
    for (const lesson of units.flatMap((u) => u.lessonIds.map((id) => published.get(id)))) {
      if (lesson?.type !== 'quiz') continue;
      const questions = lesson.questions.map((q) => ({
        itemId: quizItemId(course.language, q.question),
        lessonId: lesson.id,
        question: q.question,
        options: q.options.map((o) => o.text),
        correct: q.options.find((o) => o.isCorrect)!.text,
      }));
      quizzes.set(lesson.id, questions);
      for (const q of questions) if (!quizQuestions.has(q.itemId)) quizQuestions.set(q.itemId, q);
    }
    const lexicon: LexiconEntry[] = [
      ...vocabulary.map((v) => ({ word: v.word, meaning: v.translation })),
      ...tree.lexicon
        .filter((list) => list.language === course.language)
        .flatMap((list) =>
          list.entries.map((e) => ({
            word: e.word,
            ...(e.meaning === undefined ? {} : { meaning: e.meaning }),
            ...(e.sameAs === undefined ? {} : { sameAs: e.sameAs }),
          })),
        ),
    ];
    byLanguage.set(course.language, {
      vocabulary,
      units,
      sentences,
      conversations,
      audioSlugs,
      audioCredits,
      nativeAudioSlugs,
      quizzes,
      quizQuestions,
      lexicon: lexiconIndex(lexicon, spelling),
      spelling,
      lessonVersions: Object.fromEntries([...published.values()].map((l) => [l.id, String(l.lastModified)])),
    });
  }
  return byLanguage;
}
