/** How an English gloss is offered as the option of a recognition exercise, and when two glosses mean the same. */

/** A parenthetical longer than this many characters qualifies the gloss (register, a literal reading) and is left out of an option. */
export const LONG_ASIDE = 12;

const ASIDE = /\s*\(([^()]*)\)/g;

/**
 * What a gloss means, to compare two glosses: without its parentheticals and trailing punctuation, lower-cased,
 * spaces collapsed ('Good morning (to a friend)' and 'good morning' mean the same); the whole gloss lower-cased
 * when nothing is left.
 */
export function meaningKey(gloss: string): string {
  const tidy = (text: string) =>
    text
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[\s.!?,;:]+$/, '')
      .trim();
  return tidy(gloss.replace(ASIDE, '')) || tidy(gloss);
}

/**
 * A gloss as an option: without its long parentheticals (over LONG_ASIDE characters), so 'Good morning (to an elder or
 * to several people; …)' is shown as 'Good morning' while 'one (1)' keeps its short one; the whole gloss when nothing
 * is left.
 */
export function shortGloss(gloss: string): string {
  const short = gloss
    .replace(ASIDE, (aside: string, inner: string) => (inner.length > LONG_ASIDE ? '' : aside))
    .replace(/\s+/g, ' ')
    .trim();
  return short === '' ? gloss : short;
}
