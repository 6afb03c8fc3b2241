// The pages the benchmark loads: one of every page type, and who views it.
import { readContent } from '../../src/content/read.ts';
import { buildApiCatalogue } from '../../src/server/core/catalogue.ts';

export type Viewer = 'visitor' | 'learner' | 'admin';

export interface BenchPage {
  name: string;
  path: string;
  viewer: Viewer;
  /** The JS budget group: 'public' pages (home, languages, course, level), 'lesson' pages or the practice page. */
  group: 'public' | 'lesson' | 'practice' | 'other';
  lessonType?: string;
}

export interface BenchContent {
  pages: BenchPage[];
  /** A quiz lesson and the index of the right option of its first question, for the latency run. */
  quiz: { path: string; rightAnswer: string };
  /** The first lessons of the first course, which a learner completes to have words to practise. */
  practice: { language: string; lessonIds: string[] };
  /**
   * The lessons before the last lesson page of `pages`, which the learner of the lesson pages completes first: a
   * learner reaches a lesson after the ones before it, and a fresh account would see each later lesson's "still
   * locked" notice appear above the exercise once its progress is read.
   */
  reached: { language: string; lessonIds: string[] };
  /** Every course's published lessons in learning order, for the completion load. */
  lessons: { language: string; lessonId: string }[];
}

/** Reads content/ and picks the pages: the first published lesson of every type in the first course. */
export async function benchContent(contentDir = 'content'): Promise<BenchContent> {
  const tree = await readContent(contentDir);
  const catalogue = buildApiCatalogue(tree);
  const [first] = catalogue.courses.values();
  if (!first) throw new Error('content/ has no course to benchmark');
  const language = first.course.language;
  const level = first.outline.find((l) => l.lessonIds.length > 0);
  const pages: BenchPage[] = [
    { name: 'home', path: '/', viewer: 'visitor', group: 'public' },
    { name: 'select-language', path: '/select-language', viewer: 'visitor', group: 'public' },
    { name: 'course overview', path: `/course/${language}`, viewer: 'visitor', group: 'public' },
    { name: 'level', path: `/course/${language}/level/level-${level?.level ?? 1}`, viewer: 'learner', group: 'public' },
  ];
  const types = new Set<string>();
  let last = 0;
  for (const [index, id] of first.order.entries()) {
    const lesson = catalogue.lessons.get(id);
    if (!lesson || types.has(lesson.lessonType)) continue;
    types.add(lesson.lessonType);
    last = index;
    pages.push({ name: `lesson: ${lesson.lessonType}`, path: `/lesson/${language}/${id}`, viewer: 'learner', group: 'lesson', lessonType: lesson.lessonType });
  }
  pages.push(
    { name: 'practice', path: `/practice/${language}`, viewer: 'learner', group: 'practice' },
    { name: 'onboarding', path: '/onboarding', viewer: 'visitor', group: 'other' },
    { name: 'profile', path: '/profile', viewer: 'learner', group: 'other' },
    { name: 'admin', path: '/admin', viewer: 'admin', group: 'other' },
  );

  const quizId = first.order.find((id) => catalogue.lessons.get(id)?.lessonType === 'quiz');
  const quiz = quizId ? tree.lessons.find((l) => l.language === language && l.id === quizId) : undefined;
  if (!quiz || quiz.type !== 'quiz') throw new Error('content/ has no published quiz lesson for the latency run');
  const rightAnswer = quiz.questions[0]!.options.find((o) => o.isCorrect)?.text ?? '';

  const lessons = [...catalogue.courses.values()].flatMap((entry) => entry.order.map((lessonId) => ({ language: entry.course.language, lessonId })));
  return { pages, quiz: { path: `/lesson/${language}/${quiz.id}`, rightAnswer }, practice: { language, lessonIds: first.order.slice(0, 3) }, reached: { language, lessonIds: first.order.slice(0, last) }, lessons };
}

/** The pages Lighthouse audits: home, the course overview, one lesson of every type in the list, and practice. */
export function lighthousePages(pages: readonly BenchPage[]): BenchPage[] {
  const wanted = (p: BenchPage) => p.name === 'home' || p.name === 'course overview' || p.group === 'lesson' || p.group === 'practice';
  return pages.filter(wanted);
}
