import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invisibleCharacter, isStorableText } from './visibleText.ts';

describe('isStorableText', () => {
  it('refuses a NUL and an unpaired surrogate, and takes any other text', () => {
    expect(isStorableText('Ada Ọ́la 👩🏾')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udfff')).toBe(false);
  });
});

describe('invisibleCharacter', () => {
  it.each([
    ['\u202Eevil', 'U+202E'],
    ['Ada\u2066', 'U+2066'],
    ['Ada\u200BObi', 'U+200B'],
    ['Ada\u00AD', 'U+00AD'],
    ['Ada\u0007', 'U+0007'],
    ['\uE000', 'U+E000'],
    ['\uFFFE', 'U+FFFE'],
    ['a\ud800', 'U+D800'],
  ])('names the first character of %j that does not show: %s', (text, found) => {
    expect(invisibleCharacter(text)).toBe(found);
  });

  it('finds nothing in names written with tone marks, subdots or other scripts', () => {
    for (const name of ['Ọ́látúndé', 'Ngozi Èzè', 'Amani wa Mwangi', 'Djénabá', 'عائشة', '山田'])
      expect(invisibleCharacter(name)).toBeNull();
  });

  it('finds nothing in any string of letters, marks, digits, punctuation and spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const visible = [...text].filter((c) => /[\p{L}\p{M}\p{N}\p{P}\p{Zs}]/u.test(c)).join('');
        expect(invisibleCharacter(visible)).toBeNull();
      }),
    );
  });
});
