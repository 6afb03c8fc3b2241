/** The options of a role-play exercise: three lines to choose from, or the word tiles to build the line from. */
import { textKey } from './reviewItems.ts';
import { shuffled } from './seededRandom.ts';
import { capitalisedWords, caseNeutral, shownWords } from './wordBankCase.ts';

/** Lines offered beside the right one when choosing, and extra word tiles when building. */
const OTHER_LINES = 2;
const EXTRA_TILES = 2;

/**
 * Three lines to choose from, shuffled: the learner's line and two others, differing from it and from each other by
 * more than case and punctuation, taken from `lines` in order (the same conversation's lines first) after shuffling
 * each of the two groups; fewer when there are not enough other lines.
 */
export function roleplayChoices(
  answer: string,
  sameConversation: readonly string[],
  otherLines: readonly string[],
  random: () => number,
): string[] {
  const keys = new Set([textKey(answer)]);
  const picked: string[] = [];
  for (const line of [...shuffled(sameConversation, random), ...shuffled(otherLines, random)]) {
    if (picked.length >= OTHER_LINES) break;
    const key = textKey(line);
    if (keys.has(key)) continue;
    keys.add(key);
    picked.push(line);
  }
  return shuffled([answer, ...picked], random);
}

const wordsOf = (line: string) => line.split(/\s+/u).filter((word) => word !== '');

/**
 * The word tiles of a line, shuffled: its words as written, punctuation kept on them and the first letter in lower case
 * unless the line writes the word with a capital elsewhere (wordBankCase.ts), with two words of `otherLines` that are
 * not words of the line (case and punctuation aside) as distractors.
 */
export function roleplayTiles(answer: string, otherLines: readonly string[], random: () => number): string[] {
  const keep = capitalisedWords([{ wordBank: [], correctSentence: answer }]);
  const own = wordsOf(answer).map((word) => caseNeutral(word, keep));
  const taken = new Set(own.map(textKey));
  const extra: string[] = [];
  for (const word of shuffled(otherLines.flatMap(wordsOf), random)) {
    if (extra.length >= EXTRA_TILES) break;
    const key = textKey(word);
    if (key === '' || taken.has(key)) continue;
    taken.add(key);
    extra.push(caseNeutral(word, keep));
  }
  return shuffled([...own, ...extra], random);
}

/** The line the learner built from tiles, as shown and graded: the words in order, the first with a capital. */
export function builtLine(tiles: readonly string[]): string {
  return shownWords(tiles).join(' ');
}
