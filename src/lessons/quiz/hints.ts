/**
 * A quiz hint rules out one wrong option: the first wrong option that is neither chosen nor already
 * ruled out, as long as at least one other wrong option stays in play. Null when no hint is left.
 */
export function optionToRuleOut(
  options: readonly { isCorrect: boolean }[],
  selected: number | null,
  ruledOut: readonly number[],
): number | null {
  const inPlay = options.flatMap((option, index) => (!option.isCorrect && !ruledOut.includes(index) ? [index] : []));
  if (inPlay.length < 2) return null;
  return inPlay.find((index) => index !== selected) ?? null;
}
