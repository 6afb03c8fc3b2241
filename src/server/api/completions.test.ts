import { describe, expect, it } from 'vitest';
import { completionSchema } from '../../shared/completion-request.ts';

const body = (lessonId: string) => ({
  language: 'igbo',
  lessonId,
  score: 90,
  timeSpent: 120,
  attempts: 1,
  mistakes: 0,
  hintsUsed: 0,
  completionId: '6f1c1f5e-8a4e-4c59-9a53-0c6b0f3f6a10',
  completedAt: '2026-11-20T10:00:00Z',
  timeZone: 'Africa/Lagos',
});

describe('completionSchema lessonId', () => {
  it.each(['1-0', 'y2-3', 'k1-4', 's1-6'])('accepts %s', (id) => {
    expect(completionSchema.safeParse(body(id)).success).toBe(true);
  });

  // The server's former expression accepted '1-7', '0-0' and '01-0', ids the content can never hold.
  it.each(['1-7', '0-0', '01-0', 'lesson-1-2', 'Y1-0'])('refuses %s', (id) => {
    const result = completionSchema.safeParse(body(id));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['lessonId']);
  });
});
