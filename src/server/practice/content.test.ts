import { describe, expect, it } from 'vitest';
import { readContent } from '../../content/read.ts';
import { practiceContent } from './content.ts';

describe('practiceContent', () => {
  it("carries a vocabulary entry's accepted forms and hint to practice, and leaves them out where content has none", async () => {
    const tree = await readContent('content');
    const list = tree.vocabulary.find((l) => l.language === 'kriolu')!;
    const [first, ...rest] = list.entries;
    // The rest without accepted forms or hints, whatever the shipped file gives them.
    const bare = rest.map(({ accept: _accept, hint: _hint, ...entry }) => entry);
    list.entries = [{ ...first!, accept: ['Obrigada'], hint: 'general form' }, ...bare];
    const vocabulary = practiceContent(tree).get('kriolu')!.vocabulary;
    expect(vocabulary[0]).toMatchObject({ word: first!.word, accept: ['Obrigada'], hint: 'general form' });
    expect(vocabulary[1]).not.toHaveProperty('accept');
    expect(vocabulary[1]).not.toHaveProperty('hint');
  });
});
