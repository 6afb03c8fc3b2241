/** Text helpers for pattern steps: highlighted parts of examples. */

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
