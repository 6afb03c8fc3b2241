/** Spaced review with FSRS (ts-fsrs): one card per learner, item and direction, kept as plain serialisable data. */
import { createEmptyCard, fsrs, Rating, State } from 'ts-fsrs';
import type { Card, Grade } from 'ts-fsrs';
import type { ReviewGrade } from './grading.ts';

/** The share of reviews FSRS aims to have the learner answer right: 0.9. */
export const DESIRED_RETENTION = 0.9;

/** A card is strong once FSRS expects it to stay recallable with 90 % odds for 21 days or more (Anki's 'mature'). */
export const STRONG_STABILITY_DAYS = 21;

/** Where a card is in FSRS: never reviewed, in (re)learning, or in long-term review. */
export type CardState = 'new' | 'learning' | 'review' | 'relearning';

/** The scheduling state of one (learner, item, direction): plain JSON, dates as ISO 8601 UTC strings. */
export interface ReviewCard {
  /** When the card is next due. */
  due: string;
  /** Days until recall odds fall to 90 % (0 for a new card). */
  stability: number;
  /** FSRS difficulty, 1 (easy) … 10 (hard); 0 for a new card. */
  difficulty: number;
  /** Days between the last review and `due`. */
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  /** How many times a learned card was forgotten (graded again). */
  lapses: number;
  state: CardState;
  lastReview: string | null;
}

/** What one review did to a card, for the learner's history and statistics. */
export interface ReviewLog {
  grade: ReviewGrade;
  reviewedAt: string;
  /** The card's state before the review. */
  previousState: CardState;
  /** The card's due date before the review. */
  previousDue: string;
  /** The card's stability, difficulty, interval and due date after the review. */
  stability: number;
  difficulty: number;
  scheduledDays: number;
  due: string;
}

// Whole-day intervals without short-term steps: a learner practises in daily sessions, and a word missed in a session
// comes back the next day rather than minutes later. No fuzz, so the server and the client compute the same schedule.
const scheduler = fsrs({ request_retention: DESIRED_RETENTION, enable_fuzz: false, enable_short_term: false });

const STATES: readonly CardState[] = ['new', 'learning', 'review', 'relearning'];
const STATE_OF: Record<CardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};
const RATING_OF: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function instant(now: Date): Date {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError(`Not a valid time: ${String(now)}`);
  return now;
}

function parseTime(iso: string, field: string): Date {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) throw new RangeError(`A card's ${field} must be an ISO 8601 time, not '${iso}'`);
  return time;
}

function fromFsrs(card: Card): ReviewCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state] ?? 'new',
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

function toFsrs(card: ReviewCard): Card {
  if (!Object.hasOwn(STATE_OF, card.state)) throw new RangeError(`Unknown card state '${card.state}'`);
  const lastReview = card.lastReview === null ? undefined : parseTime(card.lastReview, 'lastReview');
  return {
    due: parseTime(card.due, 'due'),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0, // ts-fsrs recomputes it from last_review
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_OF[card.state],
    ...(lastReview ? { last_review: lastReview } : {}),
  };
}

/** A card never reviewed, due at `now`. */
export function newCard(now: Date): ReviewCard {
  return fromFsrs(createEmptyCard(instant(now)));
}

/** The card after a review graded `grade` at `now`, and the log of that review; FSRS with retention 0.9, whole days, no fuzz. */
export function review(card: ReviewCard, grade: ReviewGrade, now: Date): { card: ReviewCard; log: ReviewLog } {
  instant(now);
  if (!Object.hasOwn(RATING_OF, grade)) throw new RangeError(`Unknown grade '${grade}'`);
  if (card.lastReview !== null && parseTime(card.lastReview, 'lastReview') > now) {
    throw new RangeError(
      `A review at ${now.toISOString()} cannot come before the card's last review at ${card.lastReview}`,
    );
  }
  const next = fromFsrs(scheduler.next(toFsrs(card), now, RATING_OF[grade]).card);
  return {
    card: next,
    log: {
      grade,
      reviewedAt: now.toISOString(),
      previousState: card.state,
      previousDue: card.due,
      stability: next.stability,
      difficulty: next.difficulty,
      scheduledDays: next.scheduledDays,
      due: next.due,
    },
  };
}

/** Whether the card is due at `now` (its due time is at or before now). */
export function isDue(card: ReviewCard, now: Date): boolean {
  return parseTime(card.due, 'due').getTime() <= instant(now).getTime();
}

/** How many of the cards are due at `now`. */
export function dueCount(cards: readonly ReviewCard[], now: Date): number {
  return cards.filter((card) => isDue(card, now)).length;
}

/** The card's strength: its FSRS stability in days (0 for a new card). */
export function strength(card: ReviewCard): number {
  return card.state === 'new' ? 0 : card.stability;
}

/** Whether the card is strong: strength ≥ STRONG_STABILITY_DAYS (21 days). */
export function isStrong(card: ReviewCard): boolean {
  return strength(card) >= STRONG_STABILITY_DAYS;
}

/** The earliest due time among the cards (ISO), or null when there are none. */
export function nextDue(cards: readonly ReviewCard[]): string | null {
  let earliest: { time: number; iso: string } | null = null;
  for (const card of cards) {
    const time = parseTime(card.due, 'due').getTime();
    if (earliest === null || time < earliest.time) earliest = { time, iso: card.due };
  }
  return earliest?.iso ?? null;
}

/** The chance (0…1) that the learner recalls the card at `now`, by the FSRS forgetting curve (0 for a new card). */
export function recallChance(card: ReviewCard, now: Date): number {
  if (card.state === 'new') return 0;
  return scheduler.get_retrievability(toFsrs(card), instant(now), false);
}
