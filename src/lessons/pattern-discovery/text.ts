/** Text helpers for pattern steps: highlighted parts of examples, the marked letters a lesson uses, language tags. */

export interface TextPart {
  text: string;
  highlighted: boolean;
}

/** `text` split around the first occurrence of `highlight`; one plain part when there is none. */
export function splitHighlight(text: string, highlight: string | undefined): TextPart[] {
  const whole = text.normalize('NFC');
  const mark = highlight?.normalize('NFC') ?? '';
  const at = mark === '' ? -1 : whole.indexOf(mark);
  if (at === -1) return [{ text: whole, highlighted: false }];
  const parts: TextPart[] = [
    { text: whole.slice(0, at), highlighted: false },
    { text: mark, highlighted: true },
    { text: whole.slice(at + mark.length), highlighted: false },
  ];
  return parts.filter((p) => p.text !== '');
}

const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The lower-case Latin letters with marks (ọ, ẹ́, ṣ, ñ …) found in `texts`, each once, sorted: the keys of the on-screen letter bar. */
export function markedLetters(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const { segment } of segmenter.segment(text.toLowerCase().normalize('NFC'))) {
      if (/^\p{Script=Latin}\p{M}*$/u.test(segment) && /[^a-z]/.test(segment)) found.add(segment);
    }
  }
  return [...found].sort((a, b) => a.localeCompare(b, 'en'));
}

export { languageTag } from '../shared/languageTag.ts';
