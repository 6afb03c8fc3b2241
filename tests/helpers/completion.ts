import { randomUUID } from 'node:crypto';

/** A valid POST /api/progress/lesson/complete body for an Igbo lesson, with a fresh completion id. */
export const completionBody = (lessonId: string, extra: Record<string, unknown> = {}) => ({
  language: 'igbo',
  lessonId,
  score: 90,
  timeSpent: 120,
  attempts: 1,
  mistakes: 0,
  hintsUsed: 0,
  completionId: randomUUID(),
  completedAt: '2026-11-20T10:00:00Z',
  timeZone: 'Africa/Lagos',
  ...extra,
});
