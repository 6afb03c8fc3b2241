/** Practice answers folded into cards: the one rule by which the device and the server schedule a learner's answers. */
import type { AnswerKind } from './answers.ts';
import { gradeAnswer, type ReviewGrade } from './grading.ts';
import { expectedAnswer, type ReviewDirection, type ReviewItem } from './reviewItems.ts';
import { newCard, review, type ReviewCard, type ReviewLog } from './scheduling.ts';

/** What folding needs of one answer. */
export interface FoldAnswer {
  itemId: string;
  direction: ReviewDirection;
  kind: AnswerKind;
  responseMs: number;
  /** ISO time the device gave the answer. */
  answeredAt: string;
}

/** A graded review of one card, as an answer gives it or as the server's review log keeps it. */
export interface GradedReview {
  itemId: string;
  direction: ReviewDirection;
  grade: ReviewGrade;
  /** ISO time of the answer. */
  at: string;
}

/** One review applied: when it counted as reviewed, and its log. */
export interface FoldStep<R extends GradedReview> {
  review: R;
  reviewedAt: Date;
  log: ReviewLog;
}

/** The key of a card: its item and direction. */
export function cardKey(card: { itemId: string; direction: string }): string {
  return `${card.itemId}\u0000${card.direction}`;
}

const timeOf = (iso: string): number => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new RangeError(`An answer's time must be an ISO 8601 time, not '${iso}'`);
  return at;
};

/**
 * Folds graded reviews into `cards` (keyed by cardKey) with FSRS: in time order (reviews of the same instant in the
 * order given); a card with none yet starts new at its first review; a review dated before its card's last review
 * (given on this device before another device's later review reached it) counts as reviewed at that last review, so
 * nothing ever throws for an arrival order. The server never relies on that: see lateCards.
 */
export function foldReviews<R extends GradedReview>(
  cards: ReadonlyMap<string, ReviewCard>,
  reviews: readonly R[],
): { cards: Map<string, ReviewCard>; steps: FoldStep<R>[] } {
  const out = new Map(cards);
  const steps: FoldStep<R>[] = [];
  const ordered = reviews
    .map((graded, order) => ({ graded, order, at: timeOf(graded.at) }))
    .sort((a, b) => a.at - b.at || a.order - b.order);
  for (const { graded, at } of ordered) {
    const key = cardKey(graded);
    const card = out.get(key) ?? newCard(new Date(at));
    const last = card.lastReview === null ? null : Date.parse(card.lastReview);
    const reviewedAt = new Date(last !== null && last > at ? last : at);
    const next = review(card, graded.grade, reviewedAt);
    out.set(key, next.card);
    steps.push({ review: graded, reviewedAt, log: next.log });
  }
  return { cards: out, steps };
}

/** An answer graded: gradeAnswer with `typed` (the word the learner had to type, or null for a choice). */
export function gradedReview<A extends FoldAnswer>(answer: A, typed: string | null): A & GradedReview {
  return {
    ...answer,
    at: answer.answeredAt,
    grade: gradeAnswer({ kind: answer.kind, responseMs: answer.responseMs, typed }),
  };
}

/**
 * Folds `answers` into `cards`: each graded by gradeAnswer with `typedOf(answer)` and folded by foldReviews, the rule by
 * which the device and the server both schedule.
 */
export function foldAnswers<A extends FoldAnswer>(
  cards: ReadonlyMap<string, ReviewCard>,
  answers: readonly A[],
  typedOf: (answer: A) => string | null,
): { cards: Map<string, ReviewCard>; steps: FoldStep<A & GradedReview>[] } {
  return foldReviews(
    cards,
    answers.map((answer) => gradedReview(answer, typedOf(answer))),
  );
}

/**
 * The keys of the cards that `reviews` reach late: one of them is dated before the card's last review. Such a card is
 * rebuilt from its whole history (foldReviews from no card over every review, old and new), so the cards a learner
 * ends with never depend on the order in which devices delivered the same answers.
 */
export function lateCards(cards: ReadonlyMap<string, ReviewCard>, reviews: readonly GradedReview[]): Set<string> {
  const late = new Set<string>();
  for (const graded of reviews) {
    const last = cards.get(cardKey(graded))?.lastReview;
    if (last != null && Date.parse(last) > timeOf(graded.at)) late.add(cardKey(graded));
  }
  return late;
}

/** The word the learner had to type for `answer` (the item's course-language answer), or null for an answer chosen among options. */
export function typedWord(
  item: ReviewItem,
  answer: { direction: ReviewDirection; typed?: boolean | undefined },
): string | null {
  return answer.typed === true && answer.direction === 'recall' ? expectedAnswer(item, 'recall') : null;
}
