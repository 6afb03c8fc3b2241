import { describe, expect, it } from 'vitest';
import { languageSchema, spellingOf } from './languages.ts';
import { readContent } from './read.ts';
import { SPELLINGS } from '../test-support/spellings.ts';

const base = {
  code: 'testlang',
  name: 'Testlang',
  native_name: 'Testlang',
  country: 'Nowhere',
  description: 'Invented.',
  total_speakers: 1,
  speakersSource: 'Invented.',
  status: 'active',
  order: 1,
  bcp47: 'art-x-testlang',
};

describe('languageSchema', () => {
  it('takes the facts of a language and defaults the optional ones', () => {
    expect(languageSchema.parse(base)).toMatchObject({ tonal: false, marksEveryTone: false });
    expect(languageSchema.parse({ ...base, lessonIdPrefix: '' }).lessonIdPrefix).toBe('');
  });

  it('refuses a tag that is not BCP 47, a prefix of more than one letter, and every tone marked without tones', () => {
    const problems = (data: object) => languageSchema.safeParse({ ...base, ...data }).error?.issues.map((i) => i.path.join('.'));
    expect(problems({ bcp47: 'Yoruba' })).toEqual(['bcp47']);
    expect(problems({ lessonIdPrefix: 'yo' })).toEqual(['lessonIdPrefix']);
    expect(problems({ marksEveryTone: true })).toEqual(['marksEveryTone']);
    expect(problems({ varieties: ['Onitsha', 'Other'] })).toEqual(['varieties']);
    expect(problems({ varieties: ['Onitsha'] })).toBeUndefined();
  });
});

describe('the shipped languages', () => {
  it('give each course language its spelling: tones, fully marked tones and the dotted letters of its keyboard', async () => {
    const tree = await readContent('content');
    const spellings = Object.fromEntries(
      tree.courses.map((course) => [course.language, spellingOf(tree.languages.find((l) => l.code === course.language)!, course)]),
    );
    // The test fixtures of src/test-support/spellings.ts are the content's, so tests grade as the app does.
    expect(spellings).toEqual(SPELLINGS);
  });
});
