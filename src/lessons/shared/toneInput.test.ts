import { describe, expect, it } from 'vitest';
import { actionForKey, addTone, describeLetter, insertLetter, shortcutOf, type TextState } from './toneInput.ts';

/** A field state written with a '|' for the cursor, or '[' and ']' around a selection. */
function field(text: string): TextState {
  if (text.includes('[')) {
    const start = text.indexOf('[');
    const end = text.indexOf(']') - 1;
    return { value: text.replace('[', '').replace(']', ''), start, end };
  }
  const at = text.indexOf('|');
  return { value: text.replace('|', ''), start: at, end: at };
}

/** The edit written back with its cursor, for readable expectations. */
const shown = ({ value, caret }: { value: string; caret: number }) => `${value.slice(0, caret)}|${value.slice(caret)}`;

describe('insertLetter', () => {
  it('types the letter at the cursor and puts the cursor after it', () => {
    expect(shown(insertLetter(field('Ehihie |ma'), 'ọ'))).toBe('Ehihie ọ|ma');
  });

  it('replaces a selection', () => {
    expect(shown(insertLetter(field('Ehihie [o]ma'), 'ọ'))).toBe('Ehihie ọ|ma');
  });

  it('types into an empty field and at its end', () => {
    expect(shown(insertLetter(field('|'), 'ṅ'))).toBe('ṅ|');
    expect(shown(insertLetter(field('ab|'), 'ụ'))).toBe('abụ|');
  });
});

describe('addTone', () => {
  const toned = (text: string, tone: 'high' | 'low' | 'mid') => {
    const result = addTone(field(text), tone);
    if (result.kind !== 'toned') throw new Error(`no tone added to ${text}`);
    return result;
  };

  it('puts a high tone on the vowel before the cursor, as one NFC character', () => {
    const result = toned('Ẹ ku| ọ̀sán', 'high');
    expect(shown(result.edit)).toBe('Ẹ kú| ọ̀sán');
    expect(result.edit.value).toBe(result.edit.value.normalize('NFC'));
    expect(result.letter).toBe('\u00FA');
  });

  it('stacks a tone on a dotted vowel in NFC order, cursor after the mark', () => {
    const result = toned('ọ|san', 'low');
    expect(result.edit.value).toBe('\u1ECD\u0300san');
    expect(result.edit.caret).toBe(2);
    expect(result.base).toBe('ọ');
    expect(result.tone).toBe('low');
  });

  it('reads a decomposed letter as one letter and returns it composed', () => {
    const result = toned('o\u0323|', 'high');
    expect(result.edit).toEqual({ value: '\u1ECD\u0301', caret: 2 });
  });

  it('replaces a tone already on the letter instead of stacking a second one', () => {
    expect(shown(toned('á|', 'low').edit)).toBe('à|');
    expect(shown(toned('ọ́|', 'low').edit)).toBe('ọ̀|');
    expect(toned('ọ́|', 'low').edit.value).toBe('\u1ECD\u0300');
    expect(shown(toned('e\u0301\u0300|', 'mid').edit)).toBe('ē|');
  });

  it('takes the mark off when the same tone is added again', () => {
    const result = toned('ọ̀|sán', 'low');
    expect(shown(result.edit)).toBe('ọ|sán');
    expect(result.tone).toBeNull();
  });

  it('tones the syllabic nasals n and m, and a capital vowel', () => {
    expect(shown(toned('n|', 'high').edit)).toBe('ń|');
    expect(shown(toned('m|bọ̀', 'high').edit)).toBe('ḿ|bọ̀');
    expect(shown(toned('Ẹ|', 'low').edit)).toBe('Ẹ̀|');
  });

  it('tones the last letter of a selection and leaves the cursor after it', () => {
    expect(shown(toned('k[a]o', 'high').edit)).toBe('ká|o');
  });

  it('changes nothing when no vowel or nasal is before the cursor', () => {
    expect(addTone(field('|ọsan'), 'high')).toEqual({ kind: 'no-letter' });
    expect(addTone(field('k|'), 'high')).toEqual({ kind: 'no-letter' });
    expect(addTone(field('ṣ|'), 'low')).toEqual({ kind: 'no-letter' });
    expect(addTone(field('ọ |'), 'low')).toEqual({ kind: 'no-letter' });
    expect(addTone(field('17|'), 'low')).toEqual({ kind: 'no-letter' });
  });
});

describe('describeLetter', () => {
  it('names a letter and its marks in words', () => {
    expect(describeLetter('ẹ')).toBe('e with dot below');
    expect(describeLetter('ṅ')).toBe('n with dot above');
    expect(describeLetter('Ọ')).toBe('capital O with dot below');
    expect(describeLetter('ọ́')).toBe('o with dot below and acute accent');
    expect(describeLetter('ŋ')).toBe('ŋ');
  });
});

describe('actionForKey', () => {
  const keyboard = { letters: ['ẹ', 'ọ', 'ṣ'], tones: ['high', 'low'] as const };
  const press = (
    code: string,
    mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
  ) => ({
    code,
    altKey: true,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });

  it('maps Alt+Shift+digits to the letters in order and Alt+H / Alt+L to the tones', () => {
    expect(actionForKey(press('Digit1', { shiftKey: true }), keyboard)).toEqual({ kind: 'letter', letter: 'ẹ' });
    expect(actionForKey(press('Numpad3', { shiftKey: true }), keyboard)).toEqual({ kind: 'letter', letter: 'ṣ' });
    expect(actionForKey(press('KeyH'), keyboard)).toEqual({ kind: 'tone', tone: 'high' });
    expect(actionForKey(press('KeyL'), keyboard)).toEqual({ kind: 'tone', tone: 'low' });
  });

  it('ignores keys the course has no key for, plain keys, and AltGr, Shift or Cmd combinations', () => {
    expect(actionForKey(press('Digit4', { shiftKey: true }), keyboard)).toBeNull();
    expect(actionForKey(press('KeyM'), keyboard)).toBeNull();
    expect(actionForKey(press('KeyH', { altKey: false }), keyboard)).toBeNull();
    expect(actionForKey(press('KeyH', { ctrlKey: true }), keyboard)).toBeNull();
    expect(actionForKey(press('Digit1'), keyboard)).toBeNull();
    expect(actionForKey(press('KeyH', { shiftKey: true }), keyboard)).toBeNull();
    expect(actionForKey(press('Digit1', { metaKey: true }), keyboard)).toBeNull();
  });

  it('writes each shortcut the way aria-keyshortcuts expects', () => {
    expect(shortcutOf({ kind: 'letter', letter: 'ọ' }, keyboard)).toBe('Alt+Shift+2');
    expect(shortcutOf({ kind: 'tone', tone: 'low' }, keyboard)).toBe('Alt+L');
  });
});
