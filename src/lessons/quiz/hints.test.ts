import { describe, expect, it } from 'vitest';
import { optionToRuleOut } from './hints.ts';

const options = [{ isCorrect: false }, { isCorrect: true }, { isCorrect: false }, { isCorrect: false }];

describe('optionToRuleOut', () => {
  it('rules out the first wrong option', () => {
    expect(optionToRuleOut(options, null, [])).toBe(0);
  });

  it('skips the chosen option and those already ruled out', () => {
    expect(optionToRuleOut(options, 0, [])).toBe(2);
    expect(optionToRuleOut(options, null, [0])).toBe(2);
  });

  it('never rules out the right option, and keeps one wrong option in play', () => {
    expect(optionToRuleOut(options, null, [0, 2])).toBeNull();
    expect(optionToRuleOut([{ isCorrect: true }, { isCorrect: false }], null, [])).toBeNull();
  });
});
