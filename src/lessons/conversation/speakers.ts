/** Where and in which colour a speaker's lines appear. */
export interface SpeakerStyle {
  /** The first speaker is on the start side, the second on the end side, and so on alternately. */
  side: 'start' | 'end';
  /** Index into the palette of speaker colours, 0..PALETTE_SIZE-1. */
  tone: number;
}

export const PALETTE_SIZE = 4;

/** Each speaker's side and colour, in order of first appearance: 1st start/0, 2nd end/1, 3rd start/2, … */
export function speakerStyles(lines: readonly { speaker: string }[]): Map<string, SpeakerStyle> {
  const styles = new Map<string, SpeakerStyle>();
  for (const { speaker } of lines) {
    if (styles.has(speaker)) continue;
    const n = styles.size;
    styles.set(speaker, { side: n % 2 === 0 ? 'start' : 'end', tone: n % PALETTE_SIZE });
  }
  return styles;
}
