import { describe, expect, it } from 'vitest';
import { courseSchema, type Course } from './courses.ts';
import { checkVocabulary, vocabularyEntrySchema, vocabularyKey, type VocabularyEntry, type VocabularyList } from './vocabulary.ts';

const word = (fields: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  word: 'Karibu',
  slug: 'karibu',
  translation: 'Welcome',
  pronunciation: 'kah-REE-boo',
  partOfSpeech: 'greeting',
  unit: 1,
  ...fields,
});

const swahiliCourse: Course = courseSchema.parse({
  language: 'swahili',
  title: 'Swahili for Beginners',
  description: 'Start speaking Kiswahili.',
  difficulty: 'beginner',
  estimatedHours: 81,
  levels: [
    { id: 'level-1', number: 1, title: 'First Steps', description: 'Greetings.', units: [{ id: 'unit-1', title: 'Greetings', description: 'Greet.', lessons: ['s1-0'] }] },
    { id: 'level-2', number: 2, title: 'Everyday Conversations', description: 'Small talk.' },
  ],
});

const list = (entries: VocabularyEntry[], language = 'swahili'): VocabularyList => ({ language, file: `content/vocabulary/${language}.yaml`, entries });

describe('vocabularyEntrySchema', () => {
  it('accepts an entry with every field, and one without notes', () => {
    expect(vocabularyEntrySchema.safeParse(word({ notes: 'Also the reply to Asante.' })).success).toBe(true);
    expect(vocabularyEntrySchema.safeParse(word()).success).toBe(true);
  });

  it('accepts other forms and a hint', () => {
    const entry = vocabularyEntrySchema.parse(word({ accept: ['Karibuni'], hint: 'to one person' }));
    expect(entry).toMatchObject({ accept: ['Karibuni'], hint: 'to one person' });
  });

  it('names the field of an empty accept list, an empty accepted form, a bracketed hint and an empty one', () => {
    const messages = (data: unknown) =>
      vocabularyEntrySchema.safeParse(data).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages(word({ accept: [] }))).toEqual(['accept: list at least one form, or leave accept out']);
    expect(messages(word({ accept: ['Karibuni', ' '] }))).toEqual(['accept.1: must not be empty']);
    expect(messages(word({ hint: '(to one person)' }))).toEqual([
      'hint: write the hint without brackets; practice shows it in brackets',
    ]);
    expect(messages(word({ hint: '' }))).toEqual(['hint: must not be empty']);
  });

  it('names the field of a missing translation, an unknown part of speech, a slug with marks and an unknown field', () => {
    const { translation: _, ...withoutTranslation } = word();
    const fields = (data: unknown) => vocabularyEntrySchema.safeParse(data).error?.issues.map((i) => i.path.join('.') || i.code);
    expect(fields(withoutTranslation)).toEqual(['translation']);
    expect(fields(word({ partOfSpeech: 'gerund' as VocabularyEntry['partOfSpeech'] }))).toEqual(['partOfSpeech']);
    expect(fields(word({ slug: 'ọjị' }))).toEqual(['slug']);
    expect(fields({ ...word(), audio: 'karibu.mp3' })).toEqual(['unrecognized_keys']);
  });
});

describe('vocabularyKey', () => {
  it('compares spellings in NFC, ignoring case and surrounding punctuation', () => {
    expect(vocabularyKey('Hujambo?')).toBe('hujambo');
    expect(vocabularyKey('Orúkọ mi ni…')).toBe(vocabularyKey('orúkọ mi ni'));
    expect(vocabularyKey('Ẹ ṣé'.normalize('NFD'))).toBe(vocabularyKey('ẹ ṣé'));
  });

  it('keeps the marks that make another word', () => {
    expect(vocabularyKey('ọkọ')).not.toBe(vocabularyKey('ọkọ̀'));
    expect(vocabularyKey('ẹ̀wá')).not.toBe(vocabularyKey('ẹ̀wà'));
  });
});

describe('checkVocabulary', () => {
  it('passes a list whose words, slugs and units are all in order', () => {
    expect(checkVocabulary([list([word(), word({ word: 'Asante', slug: 'asante' })])], [swahiliCourse])).toEqual([]);
  });

  it('rejects a slug used twice, naming both entries', () => {
    const problems = checkVocabulary([list([word(), word({ word: 'Karibuni', slug: 'karibu' })])], [swahiliCourse]);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/vocabulary/swahili.yaml', field: '1.slug', severity: 'error', message: expect.stringContaining("'karibu' is used twice (also 0.slug)") }),
    ]);
  });

  it('rejects a word listed twice, whatever its case or punctuation', () => {
    const problems = checkVocabulary([list([word(), word({ word: 'karibu!', slug: 'karibu-2' })])], [swahiliCourse]);
    expect(problems).toEqual([expect.objectContaining({ field: '1.word', severity: 'error', message: expect.stringContaining('listed twice') })]);
  });

  it('rejects an accepted form that repeats the word or another accepted form, whatever its case', () => {
    const problems = checkVocabulary([list([word({ accept: ['Karibuni', 'karibu!', 'karibuni'] })])], [swahiliCourse]);
    expect(problems).toEqual([
      expect.objectContaining({ field: '0.accept.1', severity: 'error', message: expect.stringContaining("'karibu!' is 0.word again") }),
      expect.objectContaining({ field: '0.accept.2', severity: 'error', message: expect.stringContaining("'karibuni' is 0.accept.0 again") }),
    ]);
  });

  it('lets an entry accept the word of another entry', () => {
    const well = word({ word: 'N sta dretu', slug: 'n-sta-dretu', accept: ['N sta bon'] });
    expect(checkVocabulary([list([word({ word: 'N sta bon', slug: 'n-sta-bon' }), well])], [swahiliCourse])).toEqual([]);
  });

  it('rejects a unit the course outline does not have, even in a level with no units', () => {
    const problems = checkVocabulary([list([word(), word({ word: 'Asante', slug: 'asante', unit: 2 })])], [swahiliCourse]);
    expect(problems).toEqual([
      expect.objectContaining({ field: '1.unit', severity: 'error', message: 'unit 2 is not in the swahili course outline' }),
    ]);
  });

  it('rejects a list for a language without a course', () => {
    expect(checkVocabulary([list([word()], 'hausa')], [swahiliCourse])).toEqual([
      expect.objectContaining({ file: 'content/vocabulary/hausa.yaml', field: '(file)', severity: 'error' }),
    ]);
  });
});
