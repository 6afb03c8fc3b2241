import { describe, expect, it } from 'vitest';
import { paragraphs, readContent, type ContentTree } from '../../content/read.ts';
import { reviewItems, vocabularyItemId } from '../../domain/index.ts';
import { practiceContent } from '../../server/core/practice-content.ts';
import type { PlayableLesson } from '../types.ts';
import { coursePhrases, introducedPhrases } from './phrases.ts';

const entry = (word: string, accept?: string[]) => ({
  word,
  pronunciation: `/${word}/`,
  translation: `meaning of ${word}`,
  ...(accept ? { accept } : {}),
});

describe('introducedPhrases', () => {
  it('places a word where it is first set in bold, before a paragraph that only uses it in passing', () => {
    const phrases = introducedPhrases(
      ['Sijambo starts with **si-**, "not".', 'The word **si** is "is not".'],
      [entry('si')],
    );
    expect(phrases.map((p) => p.paragraph)).toEqual([1]);
  });

  it('places each word in the first paragraph that uses it, in reading order', () => {
    const phrases = introducedPhrases(
      ['Say **Unaitwa nani?** and answer **Ninaitwa Amina**.', 'Again **Unaitwa nani?**, then **Na wewe?**'],
      [entry('Na wewe?'), entry('Ninaitwa'), entry('Unaitwa nani?')],
    );
    expect(phrases.map((p) => [p.word, p.paragraph])).toEqual([
      ['Unaitwa nani?', 0],
      ['Ninaitwa', 0],
      ['Na wewe?', 1],
    ]);
    expect(phrases[0]).toEqual({
      word: 'Unaitwa nani?',
      pronunciation: '/Unaitwa nani?/',
      translation: 'meaning of Unaitwa nani?',
      paragraph: 0,
    });
  });

  it('finds a word by an accepted form set in bold, and leaves out a word no paragraph shows', () => {
    const phrases = introducedPhrases(
      ['Short: **Naitwa Amina**.', 'Full: **Naitwa**.'],
      [entry('Ninaitwa', ['Naitwa']), entry('Ọmọlúàbí')],
    );
    expect(phrases.map((p) => [p.word, p.paragraph])).toEqual([['Ninaitwa', 1]]);
  });
});

/** Every reading lesson of the content, with the phrases its page gives it. */
function readingLessons(tree: ContentTree) {
  return tree.lessons
    .filter((l) => (l.type === 'info' || l.type === 'cultural-note') && l.status === 'published')
    .map((lesson) => {
      const course = tree.courses.find((c) => c.language === lesson.language)!;
      const lessons = tree.lessons
        .filter((l) => l.language === lesson.language)
        .map((l) => ({ data: l, body: l.body }));
      const playable = { ...lesson, paragraphs: paragraphs(lesson.body) } as PlayableLesson;
      const vocabulary = tree.vocabulary.find((v) => v.language === lesson.language)?.entries ?? [];
      return { lesson, phrases: coursePhrases({ course, lessons }, vocabulary)(playable).phrases ?? [] };
    });
}

describe('the phrases of the real reading lessons', async () => {
  const tree = await readContent('content');
  const lessons = readingLessons(tree);
  const content = practiceContent(tree);

  it('become practice items when the lesson is completed, and not before', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(20);
    for (const { lesson, phrases } of lessons) {
      const practice = content.get(lesson.language)!;
      const order = practice.units.flatMap((u) => u.lessonIds);
      const before = order.slice(0, order.indexOf(lesson.id));
      const items = (completed: string[]) =>
        new Set(
          reviewItems({
            language: lesson.language,
            vocabulary: practice.vocabulary,
            completedLessonIds: completed,
            sentences: [],
            missedQuizAnswers: [],
          }).map((i) => i.id),
        );
      const slug = (word: string) => practice.vocabulary.find((v) => v.word === word)!.slug;
      const ids = phrases.map((p) => vocabularyItemId(lesson.language, slug(p.word)));
      expect(ids.length, lesson.id).toBeGreaterThan(0);
      const after = items([...before, lesson.id]);
      const earlier = items(before);
      expect(
        ids.filter((id) => !after.has(id)),
        lesson.id,
      ).toEqual([]);
      expect(
        ids.filter((id) => earlier.has(id)),
        lesson.id,
      ).toEqual([]);
    }
  });

  it('are the same when a course works them out once for all its lessons (as the site build does)', () => {
    for (const course of tree.courses) {
      const courseLessons = tree.lessons
        .filter((l) => l.language === course.language)
        .map((l) => ({ data: l, body: l.body }));
      const vocabulary = tree.vocabulary.find((v) => v.language === course.language)?.entries ?? [];
      const give = coursePhrases({ course, lessons: courseLessons }, vocabulary);
      for (const { data } of courseLessons) {
        const playable = { ...data, paragraphs: paragraphs(data.body) } as PlayableLesson;
        const once = give(playable);
        expect(once, data.id).toEqual(coursePhrases({ course, lessons: courseLessons }, vocabulary)(playable));
        // A lesson that introduces nothing (every type but reading) is handed back as it is.
        if (!once.phrases) expect(once, data.id).toBe(playable);
      }
    }
  });

  it('are every word the lesson teaches that its text shows, each once', () => {
    const s20 = lessons.find((l) => l.lesson.id === 's2-0')!;
    const words = s20.phrases.map((p) => p.word);
    expect(new Set(words).size).toBe(words.length);
    expect(words).toContain('Unaitwa nani?');
    expect(words).toContain('Jina langu ni');
    // Unit 1's greetings are met again here, but were introduced in s1-0.
    expect(words).not.toContain('Hujambo?');
    expect(s20.phrases.find((p) => p.word === 'Unaitwa nani?')).toMatchObject({
      pronunciation: 'oo-nah-EE-twah NAH-nee',
      paragraph: 2,
    });
  });
});
