/**
 * Editing typed answers with the tone keyboard: typing a course letter at the cursor, putting a tone mark on
 * the letter before the cursor, naming letters in words, and reading the keyboard's shortcuts.
 */
import type { Tone } from '../../content/courses.ts';

export type { Tone };

/** The keyboard a lesson page hands to a typed answer: the course's letters and tone keys, and its language's name. */
export interface LessonKeyboard {
  languageName: string;
  letters: readonly string[];
  tones: readonly Tone[];
}

/** A text field's value and selection (UTF-16 offsets, as the DOM gives them). */
export interface TextState {
  value: string;
  start: number;
  end: number;
}

/** A field's new value and where the cursor goes. */
export interface TextEdit {
  value: string;
  caret: number;
}

export type ToneEdit =
  { kind: 'toned'; edit: TextEdit; letter: string; base: string; tone: Tone | null } | { kind: 'no-letter' };

export const toneMarks: Readonly<Record<Tone, string>> = { high: '\u0301', low: '\u0300', mid: '\u0304' };

// Marks read as a tone on a letter, so a new tone replaces them: acute, grave, macron, circumflex, caron.
const anyToneMark = /[\u0300\u0301\u0304\u0302\u030C]/gu;
// Letters that carry tone: the vowels (with or without a dot below) and the syllabic nasals m and n.
const toneBearing = /^[aeiouɛɔəmn]$/iu;

// Made on first use: building a segmenter loads the locale's break rules, which a page should not pay for at load.
let segmenter: Intl.Segmenter | undefined;
const graphemes = () => (segmenter ??= new Intl.Segmenter('und', { granularity: 'grapheme' }));

/** Types `letter` at the cursor, replacing the selection; the cursor ends after the letter. */
export function insertLetter({ value, start, end }: TextState, letter: string): TextEdit {
  return { value: value.slice(0, start) + letter + value.slice(end), caret: start + letter.length };
}

/**
 * Puts `tone` on the letter before the cursor (the end of a selection), in NFC, replacing a tone mark already
 * there; the same tone again takes the mark off. Nothing changes when that letter is not a vowel or m/n.
 */
export function addTone({ value, end }: TextState, tone: Tone): ToneEdit {
  const before = value.slice(0, end);
  const last = [...graphemes().segment(before)].at(-1);
  if (!last) return { kind: 'no-letter' };
  const [base = '', ...rest] = [...last.segment.normalize('NFD')];
  if (!toneBearing.test(base)) return { kind: 'no-letter' };
  const marks = rest.join('');
  const bare = marks.replace(anyToneMark, '');
  const existing = marks.match(anyToneMark) ?? [];
  const removing = existing.length === 1 && existing[0] === toneMarks[tone];
  const letter = (base + bare + (removing ? '' : toneMarks[tone])).normalize('NFC');
  const from = last.index;
  return {
    kind: 'toned',
    edit: { value: value.slice(0, from) + letter + value.slice(end), caret: from + letter.length },
    letter,
    base: (base + bare).normalize('NFC'),
    tone: removing ? null : tone,
  };
}

const markNames: Readonly<Record<string, string>> = {
  '\u0323': 'dot below',
  '\u0307': 'dot above',
  '\u0303': 'tilde',
  '\u0301': 'acute accent',
  '\u0300': 'grave accent',
  '\u0304': 'macron',
  '\u0302': 'circumflex',
  '\u030C': 'caron',
  '\u0308': 'diaeresis',
  '\u0327': 'cedilla',
  '\u0329': 'vertical line below',
  '\u0331': 'line below',
};

/** A letter in words, for screen readers: 'ẹ' → 'e with dot below', 'Ṅ' → 'capital N with dot above'. */
export function describeLetter(letter: string): string {
  const [base = '', ...marks] = [...letter.normalize('NFD')];
  const lower = base.toLowerCase();
  const name = lower === base ? base : `capital ${base}`;
  const named = marks.map((m) => markNames[m] ?? `U+${m.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return named.length === 0 ? name : `${name} with ${named.join(' and ')}`;
}

export type KeyAction = { kind: 'letter'; letter: string } | { kind: 'tone'; tone: Tone };

/** The shortcut key of each tone: Alt+H high, Alt+L low, Alt+M mid. */
export const toneKeys: Readonly<Record<Tone, string>> = { high: 'H', low: 'L', mid: 'M' };

/** The shortcut of a keyboard key, as written in its title and `aria-keyshortcuts`: 'Alt+Shift+1', 'Alt+H'. */
export function shortcutOf(action: KeyAction, keyboard: Pick<LessonKeyboard, 'letters'>): string {
  return action.kind === 'letter'
    ? `Alt+Shift+${keyboard.letters.indexOf(action.letter) + 1}`
    : `Alt+${toneKeys[action.tone]}`;
}

export interface KeyPress {
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * The keyboard action of a key press: Alt+Shift+1…9 types the course's letters (Alt+digit alone switches tabs in
 * Chrome on Linux and Windows), Alt+H/L/M adds a tone. Read from the physical key (`code`), so it works on any layout
 * and with macOS's Option; Ctrl+Alt (AltGr), Cmd and other Shift combinations are left alone.
 */
export function actionForKey(press: KeyPress, keyboard: Pick<LessonKeyboard, 'letters' | 'tones'>): KeyAction | null {
  if (!press.altKey || press.ctrlKey || press.metaKey) return null;
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(press.code);
  if (digit) {
    if (!press.shiftKey) return null;
    const letter = keyboard.letters[Number(digit[1]) - 1];
    return letter === undefined ? null : { kind: 'letter', letter };
  }
  if (press.shiftKey) return null;
  const tone = keyboard.tones.find((t) => press.code === `Key${toneKeys[t]}`);
  return tone === undefined ? null : { kind: 'tone', tone };
}
