/** A practice session as the device plays it: the answers an exercise yields, the cards they schedule, and the summary. */
import {
  cardKey,
  exerciseTargets,
  foldAnswers,
  nextDue,
  practiceAccuracy,
  practiceCounts,
  practiceXp,
  typedWord,
} from '@/domain';
import type { AnswerKind, ItemCard, PracticeExercise, ReviewDirection, ReviewItem } from '@/domain';
import type { PracticeAnswer, PracticeState } from '@/shared/api-types';

/** How the learner did on an exercise: one verdict, or one per item of a match. */
export type ExerciseOutcome = AnswerKind | Readonly<Record<string, AnswerKind>>;

/** The answer each item of an exercise expects (the word to type or the right option), as its verdict shows it. */
export function expectedAnswers(exercise: PracticeExercise): Map<string, string> {
  switch (exercise.kind) {
    case 'match':
      return new Map(exercise.pairs.map((p) => [p.itemId, p.meaning]));
    case 'recall':
    case 'dictation':
    case 'roleplay':
      return new Map([[exercise.itemId, exercise.answers[0] ?? '']]);
    default:
      return new Map([[exercise.itemId, exercise.answer]]);
  }
}

/** The answers an exercise yields, one per card it reviews, each with a fresh id from `newId`; a recall, a dictation or a role-play line typed in full is typed. */
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
    ...(exercise.kind === 'recall' ||
    exercise.kind === 'dictation' ||
    (exercise.kind === 'roleplay' && exercise.mode === 'type')
      ? { typed: true }
      : {}),
  }));
}

/**
 * The cards after the answers, folded on the device by the domain's foldAnswers, the rule the server applies (answers of
 * items not in `items` are left out, as the server refuses them).
 */
export function scheduleLocally(
  cards: readonly ItemCard[],
  answers: readonly PracticeAnswer[],
  items: ReadonlyMap<string, ReviewItem>,
): ItemCard[] {
  const known = answers.filter((a) => items.get(a.itemId)?.directions.includes(a.direction) === true);
  const folded = foldAnswers(new Map(cards.map((c) => [cardKey(c), c.card])), known, (a) =>
    typedWord(items.get(a.itemId)!, a),
  );
  const order = [...new Set([...cards.map(cardKey), ...folded.steps.map((s) => cardKey(s.review))])];
  return order.map((key) => {
    const [itemId = '', direction] = key.split('\u0000') as [string, ReviewDirection];
    return { itemId, direction, card: folded.cards.get(key)! };
  });
}

/**
 * The practice state a session is built from without the server: `state` as last loaded, with the answers given on the
 * device since folded in (each once, by id; answers for items no longer practised are left out), and the counts at `now`.
 */
export function practiceOnDevice(state: PracticeState, answers: readonly PracticeAnswer[], now: Date): PracticeState {
  const items = new Map(state.items.map((item) => [item.id, item]));
  const unique = [...new Map(answers.map((a) => [a.id, a])).values()];
  const cards = scheduleLocally(state.cards, unique, items);
  return { ...state, ...practiceCounts(state.items, cards, now), cards };
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
    // Cards, not answers: a missed word asked again in the session is one item reviewed.
    reviewed: new Set(answers.map(cardKey)).size,
    right,
    slips,
    missed,
    correct: right + slips,
    accuracy: practiceAccuracy({ answered: answers.length, correct: right }),
    xp: practiceXp({ answered: answers.length, correct: right + slips }),
    nextDue: nextDue(cards.map((c) => c.card)),
  };
}
