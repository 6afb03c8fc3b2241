import { describe, expect, it } from 'vitest';
import {
  exerciseTargets,
  newCard,
  practiceCounts,
  practiceSession,
  review,
  type ItemCard,
  type PracticeExercise,
  type ReviewItem,
} from '@/domain';
import type { PracticeState } from '@/shared/api-types';
import { answersOf, expectedAnswers, practiceOnDevice, scheduleLocally, sessionSummary } from './practiceRun';

const at = new Date('2026-11-23T10:00:00Z');
const ids = () => {
  let n = 0;
  return () => `answer-${++n}`;
};
const recall: PracticeExercise = {
  kind: 'recall',
  itemId: 'igbo:nnoo',
  direction: 'recall',
  isNew: false,
  prompt: 'Welcome',
  answers: ['Nnọọ'],
};
const item = (id: string, answer: string, prompt: string): ReviewItem => ({
  id,
  language: 'igbo',
  source: 'vocabulary',
  prompt,
  answers: [answer],
  pronunciation: null,
  audio: null,
  directions: ['recognise', 'recall'],
});
const known = new Map(
  [
    item('igbo:nnoo', 'Nnọọ', 'Welcome'),
    ...['a', 'b', 'c', 'd'].map((id) => item(`igbo:${id}`, id, `meaning ${id}`)),
  ].map((i) => [i.id, i]),
);
const match: PracticeExercise = {
  kind: 'match',
  targets: ['a', 'b', 'c', 'd'].map((id) => ({ itemId: `igbo:${id}`, direction: 'recognise' as const, isNew: true })),
  pairs: ['a', 'b', 'c', 'd'].map((id) => ({ itemId: `igbo:${id}`, word: id, meaning: `meaning ${id}` })),
};

describe('answersOf', () => {
  it('gives one answer for a single exercise and one per pair of a match, each with its own id', () => {
    expect(answersOf(recall, 'slip', 4321.6, at, ids())).toEqual([
      {
        id: 'answer-1',
        itemId: 'igbo:nnoo',
        direction: 'recall',
        kind: 'slip',
        responseMs: 4322,
        answeredAt: '2026-11-23T10:00:00.000Z',
        typed: true,
      },
    ]);
    const answers = answersOf(match, { 'igbo:a': 'wrong', 'igbo:b': 'right' }, 9000, at, ids());
    expect(answers.map((a) => [a.id, a.itemId, a.kind])).toEqual([
      ['answer-1', 'igbo:a', 'wrong'],
      ['answer-2', 'igbo:b', 'right'],
      // A pair the outcome does not name was not shown to be known.
      ['answer-3', 'igbo:c', 'wrong'],
      ['answer-4', 'igbo:d', 'wrong'],
    ]);
  });
});

describe('a dictation answer', () => {
  const dictation: PracticeExercise = {
    kind: 'dictation',
    itemId: 'igbo:nnoo',
    direction: 'recall',
    isNew: false,
    audio: 'igbo/vocabulary/nnoo',
    prompt: 'Welcome',
    answers: ['Nnọọ'],
    pronunciation: null,
  };

  it('is a typed answer on the recall card, expecting the word', () => {
    expect(answersOf(dictation, 'right', 1500, at, ids())).toEqual(answersOf(recall, 'right', 1500, at, ids()));
    expect(expectedAnswers(dictation)).toEqual(new Map([['igbo:nnoo', 'Nnọọ']]));
  });

  it('is scheduled as a typed recall: a fast right answer is easy', () => {
    const [card] = scheduleLocally([], answersOf(dictation, 'right', 1500, at, ids()), known);
    expect(card).toEqual({ itemId: 'igbo:nnoo', direction: 'recall', card: review(newCard(at), 'easy', at).card });
  });
});

describe('scheduleLocally', () => {
  it('schedules the answered cards with the domain rules, starting new cards at the answer', () => {
    const answers = answersOf(recall, 'slip', 20_000, at, ids());
    const [card] = scheduleLocally([], answers, known);
    expect(card).toEqual({ itemId: 'igbo:nnoo', direction: 'recall', card: review(newCard(at), 'hard', at).card });
  });

  it('grades a fast typed recall easy and a fast recognition good, as the server does', () => {
    const typed = scheduleLocally([], answersOf(recall, 'right', 1500, at, ids()), known);
    expect(typed[0]!.card).toEqual(review(newCard(at), 'easy', at).card);
    const chosen = scheduleLocally([], answersOf(match, { 'igbo:a': 'right' }, 500, at, ids()), known);
    expect(chosen.find((c) => c.itemId === 'igbo:a')!.card).toEqual(review(newCard(at), 'good', at).card);
  });

  it('never throws when another device reviewed the card later: the answer counts at that review', () => {
    const later = review(newCard(at), 'good', new Date(at.getTime() + 3_600_000)).card;
    const before: ItemCard = { itemId: 'igbo:nnoo', direction: 'recall', card: later };
    const [card] = scheduleLocally([before], answersOf(recall, 'wrong', 3000, at, ids()), known);
    expect(card!.card).toEqual(review(later, 'again', new Date(later.lastReview!)).card);
  });

  it('keeps cards no answer touches', () => {
    const other: ItemCard = { itemId: 'igbo:ndewo', direction: 'recognise', card: newCard(at) };
    expect(scheduleLocally([other], answersOf(recall, 'right', 20_000, at, ids()), known)).toContainEqual(other);
  });
});

describe('sessionSummary', () => {
  it('counts slips apart from right answers: accuracy is right only, XP min(20, right + slips + 5)', () => {
    const answers = [
      ...answersOf(recall, 'slip', 9000, at, ids()),
      ...answersOf(match, { 'igbo:a': 'right', 'igbo:b': 'right', 'igbo:c': 'right' }, 9000, at, ids()),
    ];
    const cards = scheduleLocally([], answers, known);
    const summary = sessionSummary(answers, cards);
    expect(summary).toMatchObject({ reviewed: 5, right: 3, slips: 1, missed: 1, correct: 4, accuracy: 60, xp: 9 });
    expect(summary.nextDue).toBe(cards.map((c) => c.card.due).sort()[0]);
  });

  it('counts a word asked again after a miss as one item reviewed, and both answers', () => {
    const answers = [
      ...answersOf(recall, 'wrong', 9000, at, ids()),
      ...answersOf(recall, 'right', 9000, new Date(at.getTime() + 60_000), ids()),
    ];
    const summary = sessionSummary(answers, scheduleLocally([], answers, known));
    expect(summary).toMatchObject({ reviewed: 1, right: 1, missed: 1 });
  });
});

describe('practiceOnDevice', () => {
  const words = ['nna', 'nne', 'ulo', 'mmiri', 'aha'];
  const state: PracticeState = {
    language: 'igbo',
    dueCount: 0,
    newCount: words.length * 2,
    nextDue: null,
    items: words.map((w) => ({
      id: `igbo:${w}`,
      language: 'igbo',
      source: 'vocabulary' as const,
      prompt: `meaning of ${w}`,
      answers: [w],
      pronunciation: null,
      audio: null,
      directions: ['recognise' as const, 'recall' as const],
    })),
    cards: [],
    seed: 1,
  };
  const later = new Date(at.getTime() + 60_000);

  it('applies the answers given on the device, so a session built from it asks other cards', () => {
    const first = practiceSession(state.items, state.cards, at, 5);
    const newId = ids();
    const answers = first.flatMap((exercise) => answersOf(exercise, 'right', 3000, at, newId));
    const device = practiceOnDevice(state, answers, later);
    expect(device.cards.map((c) => c.itemId).sort()).toEqual(answers.map((a) => a.itemId).sort());
    const askedFirst = new Set(first.flatMap(exerciseTargets).map((t) => `${t.itemId} ${t.direction}`));
    const next = practiceSession(device.items, device.cards, later, 5).flatMap(exerciseTargets);
    expect(next.length).toBeGreaterThan(0);
    for (const target of next) expect(askedFirst.has(`${target.itemId} ${target.direction}`)).toBe(false);
  });

  it('grades each answer as the server does and counts what is left at the given time', () => {
    const answers = answersOf(
      {
        kind: 'recognise',
        itemId: 'igbo:nna',
        direction: 'recognise',
        isNew: true,
        prompt: 'nna',
        audio: null,
        choices: [],
        answer: 'meaning of nna',
      },
      'right',
      3000,
      at,
      ids(),
    );
    const device = practiceOnDevice(state, answers, later);
    expect(device.cards).toEqual(scheduleLocally([], answers, new Map(state.items.map((i) => [i.id, i]))));
    expect(device.cards[0]!.card).toEqual(review(newCard(at), 'good', at).card);
    // What a session would ask then: nothing due yet, and as many new cards as a session brings.
    const { dueCount, newCount } = practiceCounts(device.items, device.cards, later);
    expect(device).toMatchObject({ dueCount, newCount, nextDue: device.cards[0]!.card.due });
    expect(dueCount + newCount).toBe(
      practiceSession(device.items, device.cards, later, 5).flatMap(exerciseTargets).length,
    );
  });

  it('applies an answer once however often it is given, and leaves out items no longer practised', () => {
    // 'igbo:nnoo' (the recall exercise's item) is not among this state's items.
    const [notPractised] = answersOf(recall, 'right', 3000, at, ids());
    const nnaRecall = { ...notPractised!, id: 'nna-recall', itemId: 'igbo:nna' };
    const twice = practiceOnDevice(state, [nnaRecall, nnaRecall, notPractised!], later);
    expect(twice.cards).toEqual(practiceOnDevice(state, [nnaRecall], later).cards);
    expect(twice.cards.map((c) => [c.itemId, c.direction, c.card.reps])).toEqual([['igbo:nna', 'recall', 1]]);
  });

  it('does not change the saved state', () => {
    const frozen = Object.freeze({ ...state, cards: Object.freeze([]) as unknown as ItemCard[] });
    practiceOnDevice(frozen, answersOf(recall, 'right', 3000, at, ids()), later);
    expect(frozen.cards).toEqual([]);
  });
});
