import type { LessonRecap } from '../types.ts';

interface Props {
  targetPattern: string;
  summary: string;
  firstTryRight: number;
  questions: number;
}

/**
 * A pattern is mastered when every typed question was answered right on its first check (a lesson without
 * questions has nothing to miss); one wrong check or a shown answer makes it learned, with the misses to go over.
 */
export function isPatternMastered(firstTryRight: number, questions: number): boolean {
  return firstTryRight >= questions;
}

/** The end of a pattern lesson for the shell's completion panel: a heading that follows the answers, the pattern and the summary. */
export function patternRecap({ targetPattern, summary, firstTryRight, questions }: Props): LessonRecap {
  const mastered = isPatternMastered(firstTryRight, questions);
  const missed = questions - firstTryRight;
  return {
    title: mastered ? 'Pattern Mastered!' : 'Pattern learned',
    icon: mastered ? '🏆' : '🧩',
    figures: questions > 0 ? [{ label: 'Right first time', value: `${firstTryRight} of ${questions}` }] : [],
    details: (
      <>
        {!mastered && (
          <p className="mx-auto mb-4 max-w-prose text-left">
            {missed === 1 ? 'One answer was' : `${missed} answers were`} not right first time: read the pattern and the
            summary again before you go on.
          </p>
        )}
        <div className="mx-auto max-w-prose rounded-xl border-2 border-forest-600 bg-forest-50 p-4 text-left text-forest-900">
          <p className="font-bold">The pattern</p>
          <p className="mt-1 text-lg">{targetPattern}</p>
        </div>
        <p className="mx-auto mt-4 max-w-prose text-left leading-relaxed">{summary}</p>
      </>
    ),
  };
}
