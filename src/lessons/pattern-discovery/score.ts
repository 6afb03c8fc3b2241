import { patternScore, storyScore } from '@/domain';

/**
 * A pattern lesson's score: the share of steps visited (docs/product/lessons.md §9), but never more than the share of its
 * questions answered right on the first check, so wrong answers always score below a clean run.
 */
export function patternLessonScore(p: {
  visited: number;
  steps: number;
  questions: number;
  firstTryRight: number;
}): number {
  const visited = patternScore(p.visited, p.steps);
  return p.questions > 0 ? Math.min(visited, storyScore(p.firstTryRight, p.questions)) : visited;
}
