import { describe, expect, it } from 'vitest';
import { parseInline, parseParagraph, strongTexts } from './markdown.ts';

describe('parseInline', () => {
  it('reads bold and italic', () => {
    expect(parseInline('Say **Ndewo** or *Nnọọ*.')).toEqual([
      'Say ',
      { strong: ['Ndewo'] },
      ' or ',
      { em: ['Nnọọ'] },
      '.',
    ]);
  });

  it('reads underscores as emphasis only outside words', () => {
    expect(parseInline('__big__ and _small_ but snake_case_name')).toEqual([
      { strong: ['big'] },
      ' and ',
      { em: ['small'] },
      ' but snake_case_name',
    ]);
  });

  it('nests italic inside bold', () => {
    expect(parseInline('**very *kind* words**')).toEqual([{ strong: ['very ', { em: ['kind'] }, ' words'] }]);
  });

  it('keeps unmatched or spaced markers as text', () => {
    expect(parseInline('2 * 3 = 6 and **open')).toEqual(['2 * 3 = 6 and **open']);
  });

  it('keeps HTML as plain text', () => {
    expect(parseInline('<b>hi</b> **x**')).toEqual(['<b>hi</b> ', { strong: ['x'] }]);
  });
});

describe('parseParagraph', () => {
  it('is one paragraph for prose', () => {
    expect(parseParagraph('Hello **there**.')).toEqual([
      { kind: 'paragraph', content: ['Hello ', { strong: ['there'] }, '.'] },
    ]);
  });

  it('reads a bullet list whose lines were joined with spaces', () => {
    expect(parseParagraph('- **iṣu** — yam. - **ẹ̀wà** — beans.')).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ strong: ['iṣu'] }, ' — yam.'],
          [{ strong: ['ẹ̀wà'] }, ' — beans.'],
        ],
      },
    ]);
  });

  it('splits a joined numbered list only on the next number in sequence', () => {
    expect(parseParagraph('1. Born in 1990. Then 2. Later')).toEqual([
      { kind: 'list', ordered: true, items: [['Born in 1990. Then'], ['Later']] },
    ]);
  });

  it('reads a paragraph followed by list lines', () => {
    expect(parseParagraph('Some foods:\n- yam\n- beans\n1. one\n2. two')).toEqual([
      { kind: 'paragraph', content: ['Some foods:'] },
      { kind: 'list', ordered: false, items: [['yam'], ['beans']] },
      { kind: 'list', ordered: true, items: [['one'], ['two']] },
    ]);
  });

  it('does not take a line starting with italic or bold for a list', () => {
    expect(parseParagraph('*Kedụ?* means how is it')).toEqual([
      { kind: 'paragraph', content: [{ em: ['Kedụ?'] }, ' means how is it'] },
    ]);
  });
});

describe('strongTexts', () => {
  it("lists a paragraph's bold words, lists included, without their markers", () => {
    expect(
      strongTexts('Greet with **Hujambo?** and answer **Sijambo**.\n\n- **Habari za *asubuhi*?** in the morning'),
    ).toEqual(['Hujambo?', 'Sijambo', 'Habari za asubuhi?']);
  });

  it('finds nothing in plain or italic text', () => {
    expect(strongTexts('Say *Ndewo* to everyone.')).toEqual([]);
  });
});
