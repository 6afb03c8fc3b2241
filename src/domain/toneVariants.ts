/** Misspellings of an answer that differ only in tone marks or subdots, for the tone-and-letter choice exercise. */
import type { Spelling } from './spelling.ts';

const DOT_BELOW = '\u0323';
const DOT_ABOVE = '\u0307';
const GRAVE = '\u0300';
const ACUTE = '\u0301';
const TONES = ['', GRAVE, ACUTE];
const TONE_MARKS = new Set([GRAVE, ACUTE, '\u0304', '\u0302', '\u030C']);
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

interface Grapheme {
  base: string;
  dot: string;
  tone: string;
  other: string;
}

function parse(answer: string): Grapheme[] {
  const out: Grapheme[] = [];
  for (const char of answer.normalize('NFD')) {
    const last = out.at(-1);
    if (/\p{M}/u.test(char) && last) {
      if (char === DOT_BELOW || char === DOT_ABOVE) last.dot = char;
      else if (TONE_MARKS.has(char)) last.tone += char;
      else last.other += char;
    } else out.push({ base: char, dot: '', tone: '', other: '' });
  }
  return out;
}

const write = (letters: readonly Grapheme[]) =>
  letters
    .map((g) => g.base + g.other + g.dot + g.tone)
    .join('')
    .normalize('NFC');

/**
 * Ways to change one letter: another tone on a vowel (when the answer writes tones, or its language writes every tone but
 * mid, so that a vowel without a mark is a mid tone: Yoruba ọkọ 'husband' beside ọkọ̀ 'vehicle' and ọkọ́ 'hoe'; elsewhere,
 * as in Igbo, a word without marks leaves its tones unwritten), or one of the language's dots added or taken away.
 */
function mutations(letters: readonly Grapheme[], spelling: Spelling): ((g: Grapheme) => Grapheme)[][] {
  const writesTones = spelling.marksEveryTone || letters.some((g) => g.tone !== '');
  const dotted = spelling.dotted;
  return letters.map((g) => {
    const lower = g.base.toLowerCase();
    const options: ((g: Grapheme) => Grapheme)[] = [];
    if (writesTones && (VOWELS.has(lower) || ((lower === 'n' || lower === 'm') && g.tone !== ''))) {
      for (const tone of TONES) if (tone !== g.tone) options.push((x) => ({ ...x, tone }));
    }
    const dot = Object.hasOwn(dotted, lower) ? dotted[lower] : undefined;
    if (g.dot !== '') options.push((x) => ({ ...x, dot: '' }));
    else if (dot !== undefined) options.push((x) => ({ ...x, dot }));
    return options;
  });
}

/**
 * Up to `count` distinct misspellings of `answer` that differ from it only in tone marks or subdots (one or two letters
 * changed each, with the tones and dots of `spelling`), drawn with `random`; never the answer itself, and none when the answer has no letter to vary.
 */
export function toneVariants(answer: string, spelling: Spelling, count: number, random: () => number): string[] {
  const letters = parse(answer);
  const options = mutations(letters, spelling);
  const places = options.flatMap((list, i) => (list.length > 0 ? [i] : []));
  const correct = write(letters);
  const variants: string[] = [];
  for (let attempt = 0; attempt < 40 && variants.length < count && places.length > 0; attempt++) {
    const changed = [...letters];
    const edits = places.length > 1 && random() < 0.5 ? 2 : 1;
    for (let e = 0; e < edits; e++) {
      const at = places[Math.floor(random() * places.length)]!;
      const list = options[at]!;
      changed[at] = list[Math.floor(random() * list.length)]!(changed[at]!);
    }
    const variant = write(changed);
    if (variant !== correct && !variants.includes(variant)) variants.push(variant);
  }
  return variants;
}
