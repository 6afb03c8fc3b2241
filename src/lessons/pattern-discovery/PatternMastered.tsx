import type { LessonRecap } from '../types.ts';

interface Props {
  targetPattern: string;
  summary: string;
  firstTryRight: number;
  questions: number;
}

/** The end of a pattern lesson for the shell's completion panel: 'Pattern Mastered!', the pattern and the summary. */
export function patternRecap({ targetPattern, summary, firstTryRight, questions }: Props): LessonRecap {
  return {
    title: 'Pattern Mastered!',
    icon: '🏆',
    figures: questions > 0 ? [{ label: 'Right first time', value: `${firstTryRight} of ${questions}` }] : [],
    details: (
      <>
        <div className="mx-auto max-w-prose rounded-xl border-2 border-forest-600 bg-forest-50 p-4 text-left text-forest-900">
          <p className="font-bold">The pattern</p>
          <p className="mt-1 text-lg">{targetPattern}</p>
        </div>
        <p className="mx-auto mt-4 max-w-prose text-left leading-relaxed">{summary}</p>
      </>
    ),
  };
}
