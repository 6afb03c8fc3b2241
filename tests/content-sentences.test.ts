import { describe, expect, it } from 'vitest';
import { isBuiltFromTiles } from '../src/content/lints/sentencePunctuation.ts';
import { readContent } from '../src/content/read.ts';
import { capitalisedWords, caseNeutral, caseNeutralSentence } from '../src/domain/wordBankCase.ts';

const tree = await readContent('content');
const items = tree.lessons.flatMap((lesson) =>
  lesson.type === 'sentence-construction'
    ? lesson.sentences.map((item, i) => ({ lesson, item, where: `${lesson.file} sentences.${i}` }))
    : [],
);

describe('the shipped word banks', () => {
  it('exist in every course', () => {
    expect(new Set(items.map(({ lesson }) => lesson.language))).toEqual(
      new Set(['igbo', 'yoruba', 'swahili', 'kriolu']),
    );
  });

  it('build every correct sentence and every alternative from their tiles, as the player shows them', () => {
    const unbuildable: string[] = [];
    for (const { lesson, item, where } of items) {
      const keep = capitalisedWords(lesson.sentences);
      const tiles = item.wordBank.map((tile) => caseNeutral(tile, keep));
      for (const answer of [item.correctSentence, ...item.alternatives]) {
        if (!isBuiltFromTiles(caseNeutralSentence(answer, keep), tiles)) unbuildable.push(`${where}: ${answer}`);
      }
    }
    expect(unbuildable).toEqual([]);
  });

  it('never show the first word of a sentence with a capital, unless the content marks it as always capitalised', () => {
    const givenAway: string[] = [];
    for (const { lesson, item, where } of items) {
      const keep = capitalisedWords(lesson.sentences);
      const first = item.correctSentence.split(' ')[0]!;
      const shown = caseNeutral(first, keep);
      if (shown !== shown.toLowerCase() && !(item.capitalised ?? []).includes(first))
        givenAway.push(`${where}: ${shown}`);
    }
    expect(givenAway).toEqual([]);
  });
});
