import { textKey } from '../../src/domain/index.ts';
import type { ContentTree } from '../../src/content/read.ts';

/** What the locator needs of a stored report. */
export interface ReportRow {
  language: string;
  lessonId: string | null;
  itemId: string | null;
  exerciseKind: string;
  prompt: string | null;
}

/** Where an author fixes what a report is about: a content file and the field in it ('(lesson)' when unknown). */
export interface ReportLocation {
  file: string;
  field: string;
}

/**
 * The file and field a report points at: a word's accept list in content/vocabulary/<language>.yaml, a sentence's
 * alternatives or a quiz question in its lesson file, else the lesson file itself; null when the content no longer
 * has it.
 */
export function reportLocation(
  report: ReportRow,
  tree: Pick<ContentTree, 'lessons' | 'vocabulary'>,
): ReportLocation | null {
  const lessons = tree.lessons.filter((l) => l.language === report.language);
  const sentenceIn = (key: string, only?: string) => {
    for (const lesson of lessons) {
      if (lesson.type !== 'sentence-construction' || (only && lesson.id !== only)) continue;
      const i = lesson.sentences.findIndex((s) => textKey(s.correctSentence) === key || textKey(s.prompt) === key);
      if (i >= 0) return { file: lesson.file, field: `sentences.${i}.alternatives` };
    }
    return null;
  };
  const questionIn = (key: string, only?: string) => {
    for (const lesson of lessons) {
      if (lesson.type !== 'quiz' || (only && lesson.id !== only)) continue;
      const i = lesson.questions.findIndex((q) => textKey(q.question) === key);
      if (i >= 0) return { file: lesson.file, field: `questions.${i}` };
    }
    return null;
  };
  if (report.itemId) {
    const [, kind, ...rest] = report.itemId.split(':');
    if (kind === 'sentence') return sentenceIn(rest.join(':'));
    if (kind === 'quiz') return questionIn(rest.join(':'));
    const list = tree.vocabulary.find((v) => v.language === report.language);
    const index = list?.entries.findIndex((e) => e.slug === kind) ?? -1;
    return list && index >= 0 ? { file: list.file, field: `${index}.accept` } : null;
  }
  const lesson = lessons.find((l) => l.id === report.lessonId);
  if (!lesson) return null;
  const key = report.prompt ? textKey(report.prompt) : '';
  if (key && (report.exerciseKind === 'word-bank' || report.exerciseKind === 'sentence-construction'))
    return sentenceIn(key, lesson.id) ?? { file: lesson.file, field: '(lesson)' };
  if (key && report.exerciseKind === 'quiz')
    return questionIn(key, lesson.id) ?? { file: lesson.file, field: '(lesson)' };
  return { file: lesson.file, field: '(lesson)' };
}
