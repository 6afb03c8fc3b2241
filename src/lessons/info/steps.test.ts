import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paragraphs, splitFrontmatter } from '../../content/read.ts';
import { headingOf, readingSteps } from './steps.ts';

const body = (file: string) =>
  paragraphs(splitFrontmatter(readFileSync(`content/courses/${file}`, 'utf8'))?.body ?? '');

describe('readingSteps', () => {
  it('makes each paragraph a step of its own', () => {
    expect(readingSteps(['One.', 'Two.', 'Three.'])).toEqual([
      { paragraphs: [0] },
      { paragraphs: [1] },
      { paragraphs: [2] },
    ]);
  });

  it('keeps a paragraph that ends with a colon with the list it introduces', () => {
    expect(readingSteps(['Hello.', 'Some foods:', '- **iṣu** — yam - **ẹ̀wà** — beans', 'Prices.'])).toEqual([
      { paragraphs: [0] },
      { paragraphs: [1, 2] },
      { paragraphs: [3] },
    ]);
  });

  it('groups the paragraphs under a heading, and names the step after it', () => {
    expect(
      readingSteps(['Before.', '## At the market', 'Greet first.', 'Then ask:', 'Èló ni?', '## Bargaining']),
    ).toEqual([
      { paragraphs: [0] },
      { heading: 'At the market', paragraphs: [2, 3, 4] },
      { heading: 'Bargaining', paragraphs: [] },
    ]);
  });

  it('has no steps for no paragraphs, and a last colon stays in its own step', () => {
    expect(readingSteps([])).toEqual([]);
    expect(readingSteps(['Now say:'])).toEqual([{ paragraphs: [0] }]);
  });

  it('cuts the real Swahili s2-0 into its eight paragraphs, and Yoruba y5-0 with its food list in one step', () => {
    expect(readingSteps(body('swahili/lessons/s2-0.md')).map((s) => s.paragraphs)).toEqual([
      [0],
      [1],
      [2],
      [3],
      [4],
      [5],
      [6],
      [7],
    ]);
    const yoruba = readingSteps(body('yoruba/lessons/y5-0.md'));
    expect(yoruba).toHaveLength(6);
    expect(yoruba[1]?.paragraphs).toEqual([1, 2]);
  });
});

describe('headingOf', () => {
  it('reads ATX headings and nothing else', () => {
    expect(headingOf('## At the market')).toBe('At the market');
    expect(headingOf('# Title #')).toBe('Title');
    expect(headingOf('#hashtag')).toBeNull();
    expect(headingOf('Say **Ndewo**.')).toBeNull();
  });
});
