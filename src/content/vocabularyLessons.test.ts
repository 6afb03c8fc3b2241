import { describe, expect, it } from 'vitest';
import { crossCheck } from './crossref.ts';
import { readContent, type LessonEntry } from './read.ts';
import { checkVocabularyLessons, lessonsByUnit, teachingLesson, usesWord } from './vocabularyLessons.ts';

describe('usesWord', () => {
  it('finds a word or phrase whole, in any case, Unicode form and punctuation around it', () => {
    expect(usesWord('Ẹ kú àárọ̀, Bàbá!', 'ẹ kú àárọ̀')).toBe(true);
    expect(usesWord('He asked: "báwo ni?"', 'Báwo ni?')).toBe(true);
    expect(usesWord('ọmọ mi'.normalize('NFD'), 'ọmọ mi')).toBe(true);
  });

  it('does not find a word inside another word, nor one that differs in a tone mark', () => {
    expect(usesWord('ọmọlúàbí', 'ọmọ')).toBe(false);
    expect(usesWord('ọmọ̀ kan', 'ọmọ')).toBe(false);
    expect(usesWord('ilé', 'ile')).toBe(false);
    expect(usesWord('a child', 'ọmọ')).toBe(false);
  });
});

const lesson = (id: string, body: string) => ({ id, type: 'info', title: id, body, file: `${id}.md` }) as LessonEntry;

describe('teachingLesson', () => {
  it('is the first lesson, in play order, whose text uses the word', () => {
    const unit = [lesson('y1-0', 'Ẹ kú àárọ̀'), lesson('y1-2', 'Ọmọ mi ni.'), lesson('y1-4', 'ọmọ mi again')];
    expect(teachingLesson({ word: 'ọmọ mi' }, unit)).toBe('y1-2');
    expect(teachingLesson({ word: 'Ẹ kú àárọ̀' }, unit)).toBe('y1-0');
    expect(teachingLesson({ word: 'ìyá' }, unit)).toBeNull();
  });
});

describe('the shipped vocabulary', async () => {
  const tree = await readContent('content');

  it('has every entry taught by a published lesson of its unit', () => {
    const untaught = tree.vocabulary.flatMap(({ language, entries }) => {
      const units = lessonsByUnit(tree, language, (l) => l.status === 'published');
      return entries
        .filter((e) => teachingLesson(e, units.get(e.unit) ?? []) === null)
        .map((e) => `${language}: ${e.word}`);
    });
    expect(untaught).toEqual([]);
    expect(checkVocabularyLessons(tree)).toEqual([]);
  });

  it("teaches Yoruba 'my child' in unit 1's quiz, after the first two lessons", () => {
    const units = lessonsByUnit(tree, 'yoruba');
    const yoruba = tree.vocabulary.find((l) => l.language === 'yoruba')!.entries;
    const taughtIn = (word: string) => teachingLesson(yoruba.find((e) => e.word === word)!, units.get(1)!);
    expect(taughtIn('ọmọ mi')).toBe('y1-2');
    expect(taughtIn('Ẹ kú àárọ̀')).toBe('y1-0');
  });

  it('fails content:check on an entry that no lesson of its unit uses', () => {
    const vocabulary = tree.vocabulary.map((list) =>
      list.language === 'swahili'
        ? { ...list, entries: [...list.entries, { ...list.entries[0]!, word: 'Kiboko', slug: 'kiboko' }] }
        : list,
    );
    const index = vocabulary.find((l) => l.language === 'swahili')!.entries.length - 1;
    expect(crossCheck({ ...tree, vocabulary }).filter((p) => p.severity === 'error')).toEqual([
      {
        file: 'content/vocabulary/swahili.yaml',
        field: `${index}.word`,
        message: expect.stringMatching(/^no lesson of unit 1 uses 'Kiboko', so practice never asks it/),
        severity: 'error',
      },
    ]);
  });
});
