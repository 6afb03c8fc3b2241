import { describe, expect, it } from 'vitest';
import { keyboardSchema } from './courses.ts';

const problems = (keyboard: unknown) => {
  const result = keyboardSchema.safeParse(keyboard);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('keyboardSchema', () => {
  it('takes letters and tones, each list optional', () => {
    expect(keyboardSchema.parse({ letters: ['ẹ', 'ọ', 'ṣ'], tones: ['high', 'low'] })).toEqual({ letters: ['ẹ', 'ọ', 'ṣ'], tones: ['high', 'low'] });
    expect(keyboardSchema.parse({ letters: ['ị', 'ọ', 'ụ', 'ṅ'] })).toEqual({ letters: ['ị', 'ọ', 'ụ', 'ṅ'], tones: [] });
  });

  it('refuses a letter written as a base letter and a combining mark', () => {
    expect(problems({ letters: ['e\u0323'] })).toEqual(['letters.0: a letter must be one character in NFC, such as ẹ (U+1EB9), not e + U+0323']);
  });

  it('refuses capitals, digits, two letters in one key and repeated letters', () => {
    expect(problems({ letters: ['Ẹ'] })).toHaveLength(1);
    expect(problems({ letters: ['1'] })).toHaveLength(1);
    expect(problems({ letters: ['gb'] })).toHaveLength(1);
    expect(problems({ letters: ['ọ', 'ọ'] })).toEqual(['letters: a letter is listed twice']);
  });

  it('refuses a tone outside high, low and mid', () => {
    expect(problems({ tones: ['rising'] })).toEqual(['tones.0: a tone is high, low or mid']);
    expect(problems({ tones: ['high', 'high'] })).toEqual(['tones: a tone is listed twice']);
  });

  it('refuses an empty keyboard, more than nine letters and unknown fields', () => {
    expect(problems({})).toHaveLength(1);
    expect(problems({ letters: [...'àáâãäåæçè'].concat('é') })).toEqual(['letters: at most 9 letters: each gets a shortcut Alt+Shift+1 … Alt+Shift+9']);
    expect(problems({ letters: ['ọ'], keys: [] })).toHaveLength(1);
  });
});
