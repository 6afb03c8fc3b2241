/** A practice session as the device plays it: the answers an exercise yields, the cards they schedule, and the summary. */
import {
  exerciseTargets,
  expectedAnswer,
  gradeAnswer,
  newCard,
  nextDue,
  practiceAccuracy,
  practiceCounts,
  practiceXp,
  review,
} from '@/domain';
import type { AnswerKind, ItemCard, PracticeExercise } from '@/domain';
import type { PracticeAnswer, PracticeState } from '@/shared/api-types';

/** How the learner did on an exercise: one verdict, or one per item of a match. */
export type ExerciseOutcome = AnswerKind | Readonly<Record<string, AnswerKind>>;

/** The answer that sets how fast is fast for each item of an exercise (the word to type or the right option). */
export function expectedAnswers(exercise: PracticeExercise): Map<string, string> {
  switch (exercise.kind) {
    case 'match':
      return new Map(exercise.pairs.map((p) => [p.itemId, p.meaning]));
    case 'recall':
      return new Map([[exercise.itemId, exercise.answers[0] ?? '']]);
    default:
      return new Map([[exercise.itemId, exercise.answer]]);
  }
}

/** The answers an exercise yields, one per card it reviews, each with a fresh id from `newId`. */
export function answersOf(
  exercise: PracticeExercise,
  outcome: ExerciseOutcome,
  responseMs: number,
  answeredAt: Date,
  newId: () => string,
): PracticeAnswer[] {
  return exerciseTargets(exercise).map((target) => ({
    id: newId(),
    itemId: target.itemId,
    direction: target.direction,
    kind: typeof outcome === 'string' ? outcome : (outcome[target.itemId] ?? 'wrong'),
    responseMs: Math.max(0, Math.round(responseMs)),
    answeredAt: answeredAt.toISOString(),
  }));
}

const keyOf = (c: { itemId: string; direction: string }) => `${c.itemId}\u0000${c.direction}`;

/** The cards after the answers, scheduled on the device by the same domain rules the server applies (new cards start at the answer). */
export function scheduleLocally(
  cards: readonly ItemCard[],
  answers: readonly PracticeAnswer[],
  expected: ReadonlyMap<string, string>,
): ItemCard[] {
  const byKey = new Map(cards.map((c) => [keyOf(c), c]));
  for (const answer of answers) {
    const now = new Date(answer.answeredAt);
    const before = byKey.get(keyOf(answer))?.card ?? newCard(now);
    const grade = gradeAnswer({
      kind: answer.kind,
      responseMs: answer.responseMs,
      expected: expected.get(answer.itemId) ?? '',
    });
    byKey.set(keyOf(answer), {
      itemId: answer.itemId,
      direction: answer.direction,
      card: review(before, grade, now).card,
    });
  }
  return [...byKey.values()];
}

/**
 * The practice state a session is built from without the server: `state` as last loaded, with the answers given on the
 * device since applied in the order given (each once, by id; answers for items no longer practised are left out), and
 * the counts at `now`.
 */
export function practiceOnDevice(state: PracticeState, answers: readonly PracticeAnswer[], now: Date): PracticeState {
  const items = new Map(state.items.map((item) => [item.id, item]));
  const unique = [...new Map(answers.map((a) => [a.id, a])).values()];
  let cards: readonly ItemCard[] = state.cards;
  for (const answer of unique) {
    const item = items.get(answer.itemId);
    if (!item?.directions.includes(answer.direction)) continue;
    cards = scheduleLocally(cards, [answer], new Map([[item.id, expectedAnswer(item, answer.direction)]]));
  }
  return { ...state, ...practiceCounts(state.items, cards, now), cards: [...cards] };
}

/**
 * What the summary shows: answers given (a match counts each pair), split into right, slips (only the marks, case,
 * spacing or punctuation differed) and missed; accuracy = round(100 × right / reviewed), so a slip is not counted as
 * right; XP = min(20, right + slips + 5), as the server gives it; and when the next review is due.
 */
export interface SessionSummary {
  reviewed: number;
  right: number;
  slips: number;
  missed: number;
  /** Right or slip: what earns XP. */
  correct: number;
  accuracy: number;
  xp: number;
  nextDue: string | null;
}

/** The summary of the answers given, with the cards as scheduled after them. */
export function sessionSummary(answers: readonly PracticeAnswer[], cards: readonly ItemCard[]): SessionSummary {
  const count = (kind: PracticeAnswer['kind']) => answers.filter((a) => a.kind === kind).length;
  const [right, slips, missed] = [count('right'), count('slip'), count('wrong')];
  return {
    reviewed: answers.length,
    right,
    slips,
    missed,
    correct: right + slips,
    accuracy: practiceAccuracy({ answered: answers.length, correct: right }),
    xp: practiceXp({ answered: answers.length, correct: right + slips }),
    nextDue: nextDue(cards.map((c) => c.card)),
  };
}
