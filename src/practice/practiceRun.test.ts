import { describe, expect, it } from 'vitest';
import { newCard, review, type ItemCard, type PracticeExercise } from '@/domain';
import { answersOf, expectedAnswers, scheduleLocally, sessionSummary } from './practiceRun';

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

describe('scheduleLocally', () => {
  it('schedules the answered cards with the domain rules, starting new cards at the answer', () => {
    const answers = answersOf(recall, 'slip', 20_000, at, ids());
    const [card] = scheduleLocally([], answers, expectedAnswers(recall));
    expect(card).toEqual({ itemId: 'igbo:nnoo', direction: 'recall', card: review(newCard(at), 'hard', at).card });
  });

  it('keeps cards no answer touches', () => {
    const other: ItemCard = { itemId: 'igbo:ndewo', direction: 'recognise', card: newCard(at) };
    expect(
      scheduleLocally([other], answersOf(recall, 'right', 20_000, at, ids()), expectedAnswers(recall)),
    ).toContainEqual(other);
  });
});

describe('sessionSummary', () => {
  it('counts slips as correct, earns min(20, correct + 5) XP and names the earliest due card', () => {
    const answers = [
      ...answersOf(recall, 'slip', 9000, at, ids()),
      ...answersOf(match, { 'igbo:a': 'right', 'igbo:b': 'right', 'igbo:c': 'right' }, 9000, at, ids()),
    ];
    const cards = scheduleLocally([], answers, new Map([...expectedAnswers(recall), ...expectedAnswers(match)]));
    const summary = sessionSummary(answers, cards);
    expect(summary).toMatchObject({ reviewed: 5, correct: 4, accuracy: 80, xp: 9 });
    expect(summary.nextDue).toBe(cards.map((c) => c.card.due).sort()[0]);
  });
});
