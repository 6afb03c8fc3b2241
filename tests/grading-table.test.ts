// One grader for every typed answer: the same (expected, given) pair gets the same verdict in practice recall, in a
// pattern step and in a built sentence (src/domain/answers.ts checkAnswer behind all three).
import { describe, expect, it } from 'vitest';
import { checkAnswer, describeVerdict } from '../src/domain/index.ts';
import { checkStepAnswer } from '../src/lessons/pattern-discovery/check.ts';
import { checkSentence } from '../src/lessons/sentence-construction/check.ts';

type Verdict = 'right' | 'slip' | 'wrong';

const TABLE: readonly [expected: string, given: string, verdict: Verdict][] = [
  ['niño', 'niño', 'right'],
  ['niño', 'nino', 'slip'],
  ['Ẹ kú ọ̀sán', 'Ẹ kú ọ̀sán', 'right'],
  ['Ẹ kú ọ̀sán', 'ẹ kú ọ̀sán', 'right'],
  ['Ẹ kú ọ̀sán', 'Ẹ kú ọ̀sán!', 'right'],
  ['Ẹ kú ọ̀sán', 'E ku osan', 'slip'],
  ['Ẹ kú ọ̀sán', 'Ẹ kú ọ́sán', 'slip'],
  ['Ẹ kú ọ̀sán', 'Ẹ kú ìrọ̀lẹ́', 'wrong'],
  ['Ẹ kú ọ̀sán', 'xyz', 'wrong'],
  ['Kedụ', 'kedu', 'slip'],
  ['Kedụ', 'kèdụ', 'slip'],
  ['Kedụ', 'kedọ', 'wrong'],
  ['Hatujambo', 'Hatujambo', 'right'],
  ['Hatujambo', 'abc', 'wrong'],
  ['Hatujambo', 'hatujambu', 'wrong'],
  ['Modi ki bu stá', 'modi ki bu sta', 'slip'],
  ['Modi ki bu stá', 'modi ki nu stá', 'wrong'],
  ['Mo wà dáadáa', 'Mo wa daadaa', 'slip'],
];

const SENTENCE: Record<ReturnType<typeof checkSentence>['kind'], Verdict> = {
  correct: 'right',
  slip: 'slip',
  order: 'wrong',
  wrong: 'wrong',
};
const STEP: Record<ReturnType<typeof checkStepAnswer>['kind'], Verdict> = {
  correct: 'right',
  slip: 'slip',
  wrong: 'wrong',
};

describe('one verdict per (expected, given) pair in every caller', () => {
  it.each(TABLE)('%s ← %s: %s', (expected, given, verdict) => {
    const practice = checkAnswer(given, [expected]);
    const step = checkStepAnswer(given, expected);
    const sentence = checkSentence(given.split(' '), expected);
    expect([practice.kind, STEP[step.kind], SENTENCE[sentence.kind]]).toEqual([verdict, verdict, verdict]);
  });

  it.each(TABLE.filter(([, , verdict]) => verdict === 'slip'))(
    '%s ← %s: the same letter notes in practice, in a pattern step and in a sentence',
    (expected, given) => {
      const notes = describeVerdict(checkAnswer(given, [expected]));
      const step = checkStepAnswer(given, expected);
      const sentence = checkSentence(given.split(' '), expected);
      expect(notes.length).toBeGreaterThan(0);
      expect(step.kind === 'slip' && step.notes).toEqual(notes);
      expect(sentence.kind === 'slip' && sentence.notes).toEqual(notes);
    },
  );

  it.each([
    ['Ẹ kú ọ̀sán', 'xyz'],
    ['Hatujambo', 'abc'],
  ])('%s ← %s: a plainly wrong answer gets no letter notes anywhere', (expected, given) => {
    expect(describeVerdict(checkAnswer(given, [expected]))).toEqual([]);
    expect(checkStepAnswer(given, expected)).toEqual({ kind: 'wrong', notes: [] });
  });
});
