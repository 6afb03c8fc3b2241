import type { ContentProblem, ContentTree } from '../read.ts';
import { PLACEHOLDER } from '../skeleton.ts';

/**
 * Yoruba pronunciation guides (CONTENT.md, "Yoruba respellings"): one chunk per syllable, syllables joined by
 * hyphens and words by spaces, a chunk in capitals exactly when its syllable is high-toned, and every letter
 * respelled by one table, so that e/ẹ, o/ọ and s/ṣ never share a respelling and p reads as kp.
 */

export type Tone = 'high' | 'mid' | 'low';

/** One Yoruba syllable: a vowel with an optional consonant before it and an optional nasal n after it, or a syllabic nasal. */
export interface YorubaSyllable {
  /** The syllable as written, in lower case (NFC). */
  text: string;
  /** The consonant before the vowel ('' for none; 'gb' is one consonant). */
  onset: string;
  /** The vowel (a e ẹ i o ọ u), or the nasal itself (n or m) for a syllabic nasal. */
  vowel: string;
  /** A vowel + n that is one nasal vowel (an, ẹn, in, ọn, un). */
  nasal: boolean;
  /** A nasal that is a syllable on its own (ń, ǹ, or n before a consonant). */
  syllabicNasal: boolean;
  tone: Tone;
}

const CONSONANTS: Readonly<Record<string, string>> = {
  b: 'b', d: 'd', f: 'f', g: 'g', gb: 'gb', h: 'h', j: 'j', k: 'k', l: 'l', m: 'm', n: 'n',
  p: 'kp', r: 'r', s: 's', ṣ: 'sh', t: 't', w: 'w', y: 'y',
};
const VOWELS: Readonly<Record<string, string>> = { a: 'ah', e: 'ay', ẹ: 'eh', i: 'ee', o: 'oh', ọ: 'aw', u: 'oo' };

/** The respelling of each consonant and vowel letter, as the convention writes it. */
export const yorubaRespellings: Readonly<Record<string, string>> = { ...CONSONANTS, ...VOWELS };

interface Letter {
  letter: string;
  tone: Tone | null;
}

const ACUTE = '\u0301';
const GRAVE = '\u0300';
const MACRON = '\u0304';
const DOT_BELOW = '\u0323';

/** The letters of one hyphen-free part of a word, each with the tone mark it carries (null for none). */
function letters(part: string): Letter[] {
  const result: Letter[] = [];
  for (const ch of part.toLowerCase().normalize('NFD')) {
    const last = result.at(-1);
    if (ch === DOT_BELOW && last) last.letter = `${last.letter}${ch}`.normalize('NFC');
    else if ((ch === ACUTE || ch === GRAVE || ch === MACRON) && last) last.tone = ch === ACUTE ? 'high' : ch === GRAVE ? 'low' : 'mid';
    else if (/\p{L}/u.test(ch)) result.push({ letter: ch, tone: null });
  }
  return result;
}

/** A letter written back with its tone mark, in NFC. */
const written = (l: Letter) => `${l.letter}${l.tone === 'high' ? ACUTE : l.tone === 'low' ? GRAVE : l.tone === 'mid' ? MACRON : ''}`.normalize('NFC');
const isVowel = (l: Letter | undefined) => l !== undefined && l.letter in VOWELS;
const isNasal = (l: Letter | undefined) => l !== undefined && (l.letter === 'n' || l.letter === 'm');

/** The syllables of one word (hyphens, as in márùn-ún, split it too); throws on a letter or cluster Yoruba does not have. */
export function yorubaSyllables(word: string): YorubaSyllable[] {
  const syllables: YorubaSyllable[] = [];
  for (const part of word.split('-').filter((p) => /\p{L}/u.test(p))) {
    const ls = letters(part);
    let i = 0;
    while (i < ls.length) {
      const start = i;
      const l = ls[i] as Letter;
      if (isNasal(l) && (l.tone !== null || !isVowel(ls[i + 1]))) {
        syllables.push({ text: written(l), onset: '', vowel: l.letter, nasal: false, syllabicNasal: true, tone: l.tone ?? 'mid' });
        i += 1;
        continue;
      }
      let onset = '';
      if (!isVowel(l)) {
        onset = l.letter === 'g' && ls[i + 1]?.letter === 'b' ? 'gb' : l.letter;
        if (!(onset in CONSONANTS)) throw new Error(`'${l.letter}' is not a letter of Yoruba`);
        i += onset.length;
        if (!isVowel(ls[i])) throw new Error(`'${onset}' in '${word}' is not followed by a vowel`);
      }
      const vowel = ls[i] as Letter;
      i += 1;
      // A plain n after a vowel and before a consonant (or the end) nasalises the vowel: kan, dùn, ẹ̀rìndínlógún.
      const nasal = ls[i]?.letter === 'n' && ls[i]?.tone === null && !isVowel(ls[i + 1]);
      if (nasal) i += 1;
      const text = ls.slice(start, i).map(written).join('');
      syllables.push({ text, onset, vowel: vowel.letter, nasal, syllabicNasal: false, tone: vowel.tone ?? 'mid' });
    }
  }
  return syllables;
}

/** The guide's chunk for one syllable: consonant + vowel (+ n for a nasal vowel), in capitals when high. */
export function respellSyllable(s: YorubaSyllable): string {
  const chunk = s.syllabicNasal ? s.vowel : `${s.onset ? CONSONANTS[s.onset] : ''}${VOWELS[s.vowel]}${s.nasal ? 'n' : ''}`;
  return s.tone === 'high' ? chunk.toUpperCase() : chunk;
}

/** Yoruba text as the words a guide respells: split on spaces, punctuation dropped ('Èló ni?' → ['Èló', 'ni']). */
export const guideWords = (text: string): string[] => text.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{M}-]/gu, '')).filter((w) => /\p{L}/u.test(w));

/** The guide the convention gives for a Yoruba word or phrase. */
export function respellYoruba(text: string): string {
  return guideWords(text).map((w) => yorubaSyllables(w).map(respellSyllable).join('-')).join(' ');
}

const isCapitals = (chunk: string) => chunk === chunk.toUpperCase() && chunk !== chunk.toLowerCase();

function letterRule(s: YorubaSyllable, chunk: string): string {
  const expected = respellSyllable(s).toLowerCase();
  const onset = s.onset ? (CONSONANTS[s.onset] as string) : '';
  if (!chunk.startsWith(onset) || (s.onset === 's' && chunk.startsWith('sh'))) {
    const hint = s.onset === 's' ? ' (sh is ṣ)' : s.onset === 'ṣ' ? ' (s is plain s)' : s.onset === 'p' ? ' (Yoruba p is said kp)' : '';
    return `the consonant ${s.onset} is respelled '${onset}'${hint}`;
  }
  const hints: Record<string, string> = { e: ' (eh is ẹ)', ẹ: ' (ay is plain e)', o: ' (aw is ọ)', ọ: ' (oh is plain o)' };
  return s.syllabicNasal ? `the syllabic nasal is respelled '${s.vowel}'` : `the vowel ${s.vowel}${s.nasal ? 'n' : ''} is respelled '${expected.slice(onset.length)}'${hints[s.vowel] ?? ''}`;
}

/** What is wrong with a guide for a Yoruba word or phrase: syllable count, high-tone capitals and letters; [] when it follows the convention. */
export function checkYorubaGuide(word: string, guide: string): string[] {
  const words = guideWords(word);
  const guideChunks = guide.trim().split(/\s+/);
  if (words.length !== guideChunks.length) return [`'${guide}' has ${guideChunks.length} word(s) but '${word}' has ${words.length}: words are separated by spaces, syllables by hyphens`];
  const problems: string[] = [];
  words.forEach((w, wi) => {
    let syllables: YorubaSyllable[];
    try {
      syllables = yorubaSyllables(w);
    } catch (error) {
      problems.push((error as Error).message);
      return;
    }
    const chunks = (guideChunks[wi] as string).split('-');
    if (chunks.length !== syllables.length) {
      problems.push(`'${guideChunks[wi]}' has ${chunks.length} chunk(s) but '${w}' has ${syllables.length} syllables (${syllables.map((s) => s.text).join('-')}): one chunk per syllable`);
      return;
    }
    syllables.forEach((s, i) => {
      const chunk = chunks[i] as string;
      const high = s.tone === 'high';
      if (high !== isCapitals(chunk) || (!high && chunk !== chunk.toLowerCase())) {
        problems.push(`'${chunk}' for '${s.text}' (${s.tone} tone): ${high ? 'a high tone is written in capitals' : 'only high tones are written in capitals'}`);
      }
      if (chunk.toLowerCase() !== respellSyllable(s).toLowerCase()) problems.push(`'${chunk}' for '${s.text}': ${letterRule(s, chunk.toLowerCase())}`);
    });
  });
  return problems;
}

/** Every Yoruba guide (the vocabulary list and the story vocabulary) checked against its word: errors, since a wrong guide teaches a wrong sound. */
export function yorubaGuideProblems(tree: ContentTree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (file: string, field: string, word: string, guide: string | undefined) => {
    // A skeleton's 'TODO: …' is not a word yet; a story word without a guide has nothing to check.
    if (guide === undefined || word.startsWith(`${PLACEHOLDER}:`)) return;
    for (const message of checkYorubaGuide(word, guide)) problems.push({ file, field, message: `${word}: ${message}`, severity: 'error' });
  };
  for (const list of tree.vocabulary.filter((l) => l.language === 'yoruba')) {
    list.entries.forEach((e, i) => report(list.file, `${i}.pronunciation`, e.word, e.pronunciation));
  }
  for (const lesson of tree.lessons) {
    if (lesson.language !== 'yoruba' || lesson.type !== 'cultural-story') continue;
    lesson.vocabulary.forEach((v, i) => report(lesson.file, `vocabulary.${i}.pronunciation`, v.word, v.pronunciation));
  }
  return problems;
}
