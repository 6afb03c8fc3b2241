import { describe, expect, it } from 'vitest';
import { attestedListSchema, lexiconListSchema } from './lexicon.ts';
import { readContent } from './read.ts';

describe('lexicon lists', () => {
  it('take a word with a meaning, with sameAs or alone, and refuse one with both, naming the entry', () => {
    expect(
      lexiconListSchema.safeParse([{ word: 'ọkọ̀', meaning: 'vehicle, boat' }, { word: 'baba', sameAs: 'bàbá' }, { word: 'ogu' }]).success,
    ).toBe(true);
    const problems = (data: unknown) =>
      lexiconListSchema.safeParse(data).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems([{ word: 'ọkọ́', meaning: 'hoe', sameAs: 'ọkọ' }])).toEqual(['0: give meaning or sameAs, not both']);
    expect(problems([{ word: '', meaning: 'hoe' }])?.[0]).toMatch(/^0\.word: /);
  });

  it('name the source and licence of an attested list', () => {
    expect(attestedListSchema.safeParse({ spellings: ['ọkọ̀'] }).success).toBe(false);
  });

  it('are read from content/lexicon/ with the course content: the Yoruba list and its attested spellings', { timeout: 30_000 }, async () => {
    const tree = await readContent('content');
    expect(tree.problems.filter((p) => p.file.startsWith('content/lexicon'))).toEqual([]);
    const yoruba = tree.lexicon.filter((l) => l.language === 'yoruba');
    expect(yoruba.map((l) => l.file).sort()).toEqual(['content/lexicon/yoruba.attested.json', 'content/lexicon/yoruba.yaml']);
    const entries = yoruba.flatMap((l) => l.entries);
    expect(entries).toContainEqual({ word: 'ọkọ̀', meaning: 'vehicle, boat' });
    expect(entries).toContainEqual({ word: 'ìṣẹ́' });
  });

  it('include the Igbo list, written with its dots and without tone marks, as the course writes Igbo', { timeout: 30_000 }, async () => {
    const tree = await readContent('content');
    const igbo = tree.lexicon.filter((l) => l.language === 'igbo');
    expect(igbo.map((l) => l.file)).toEqual(['content/lexicon/igbo.yaml']);
    const entries = igbo.flatMap((l) => l.entries);
    expect(entries).toContainEqual({ word: 'aṅụ'.normalize('NFC'), meaning: 'bee (mmanụ aṅụ: honey)' });
    // Tones unmarked, as the course writes Igbo: only the dotted letters tell these words from the course's.
    for (const { word } of entries) expect(word.normalize('NFD')).not.toMatch(/[\u0300\u0301\u0304]/u);
  });
});
