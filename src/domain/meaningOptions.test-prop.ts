import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meaningKey, shortGloss } from './meaningOptions.ts';

const word = fc.stringMatching(/^[A-Za-zẹọṣ][A-Za-zẹọṣ'?!]{0,7}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const aside = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => `(${w.join(' ')})`);
/** A gloss as content writes it: words, with parentheticals between or after them. */
const gloss = fc
  .array(fc.oneof(words, aside), { minLength: 1, maxLength: 4 })
  .filter((parts) => parts.some((p) => !p.startsWith('(')))
  .map((parts) => parts.join(' '));

describe('meaning options', () => {
  it('shortening a gloss never changes its meaning, so options with different meanings stay distinguishable', () => {
    fc.assert(
      fc.property(gloss, gloss, (a, b) => {
        expect(meaningKey(shortGloss(a))).toBe(meaningKey(a));
        if (meaningKey(a) !== meaningKey(b)) expect(shortGloss(a)).not.toBe(shortGloss(b));
      }),
    );
  });
});
