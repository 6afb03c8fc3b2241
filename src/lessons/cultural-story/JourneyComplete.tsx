import type { LessonRecap } from '../types.ts';

interface Props {
  score: number;
  firstTryCorrect: number;
  questions: number;
  engagement: number;
}

/** The end of a story for the shell's completion panel: 'Cultural Journey Complete!' and what the learner did. */
export function journeyRecap({ score, firstTryCorrect, questions, engagement }: Props): LessonRecap {
  return {
    title: 'Cultural Journey Complete!',
    icon: '🌍',
    figures: [
      { label: 'Questions right first time', value: `${firstTryCorrect} of ${questions} (${score}%)` },
      { label: 'Story parts and vocabulary explored', value: `${engagement}%` },
    ],
  };
}
