import { describe, expect, it } from 'vitest';
import { initialProgress, lessonOrder } from '@/domain';
import { IGBO_OUTLINE, SPEC_ACHIEVEMENTS } from '@/test-support/domain-fixtures';
import { MAX_MISSED_QUESTIONS } from '@/shared/completion-limits';
import { completionSchema } from '@/shared/completion-request';
import { completionRequest, type CompletionInput } from './record-completion.ts';

const input = (outcome: Partial<CompletionInput['outcome']> = {}): CompletionInput => ({
  language: 'igbo',
  lesson: { id: '1-2', type: 'quiz' },
  outcome: { score: 67, mistakes: 2, attempts: 5, hintsUsed: 0, ...outcome },
  timeSpent: 61.4,
  progress: initialProgress(lessonOrder(IGBO_OUTLINE)),
  outline: IGBO_OUTLINE,
  achievements: SPEC_ACHIEVEMENTS,
  now: new Date('2026-11-20T10:00:00Z'),
  timeZone: 'Africa/Lagos',
  today: '2026-11-20',
  completionId: '6f1c1f5e-8a4e-4c59-9a53-0c6b0f3f6a10',
});

describe('completionRequest', () => {
  it('names the quiz questions missed on the first try, in a body the server accepts', () => {
    const body = completionRequest(input({ missedQuestions: [2, 0] }));
    expect(body.missedQuestions).toEqual([2, 0]);
    expect(completionSchema.parse(body).missedQuestions).toEqual([2, 0]);
  });

  it('leaves the field out when nothing was missed, as completions sent before it existed', () => {
    expect(completionRequest(input({ missedQuestions: [] }))).not.toHaveProperty('missedQuestions');
    expect(completionRequest(input())).not.toHaveProperty('missedQuestions');
  });

  it('names each question once and never more than the server takes', () => {
    expect(completionRequest(input({ missedQuestions: [1, 1, 3] })).missedQuestions).toEqual([1, 3]);
    const many = Array.from({ length: MAX_MISSED_QUESTIONS + 5 }, (_, i) => i);
    const body = completionRequest(input({ missedQuestions: many }));
    expect(body.missedQuestions).toHaveLength(MAX_MISSED_QUESTIONS);
    expect(completionSchema.safeParse(body).success).toBe(true);
  });
});
