/** Misspellings of an answer that differ only in tone marks or subdots, for the tone-and-letter choice exercise. */

const DOT_BELOW = '\u0323';
const DOT_ABOVE = '\u0307';
const GRAVE = '\u0300';
const ACUTE = '\u0301';
const TONES = ['', GRAVE, ACUTE];
const TONE_MARKS = new Set([GRAVE, ACUTE, '\u0304', '\u0302', '\u030C']);
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** The letters each language writes with a dot, and where the dot goes: Yoruba ẹ ọ ṣ, Igbo ị ọ ụ ṅ. */
export const DOTTED_LETTERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  yoruba: { e: DOT_BELOW, o: DOT_BELOW, s: DOT_BELOW },
  igbo: { i: DOT_BELOW, o: DOT_BELOW, u: DOT_BELOW, n: DOT_ABOVE },
};

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
 * Languages whose spelling writes every tone but the mid one, so a vowel without a mark is a mid tone (Yoruba ọkọ
 * 'husband' beside ọkọ̀ 'vehicle' and ọkọ́ 'hoe'); elsewhere (Igbo) a word without marks leaves its tones unwritten.
 */
const UNMARKED_IS_MID = new Set(['yoruba']);

/** Ways to change one letter: another tone on a vowel (when the answer writes tones or its language marks every tone but mid), or a dot added or taken away. */
function mutations(letters: readonly Grapheme[], language: string): ((g: Grapheme) => Grapheme)[][] {
  const writesTones = UNMARKED_IS_MID.has(language) || letters.some((g) => g.tone !== '');
  const dotted = DOTTED_LETTERS[language] ?? {};
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
 * changed each), drawn with `random`; never the answer itself, and none when the answer has no letter to vary.
 */
export function toneVariants(answer: string, language: string, count: number, random: () => number): string[] {
  const letters = parse(answer);
  const options = mutations(letters, language);
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
