import { randomUUID } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The instant `days` days before the test runs at `time` UTC ('HH:MM'): completedAt must lie in the last 30 days
 * (src/domain/clientTime.ts), so a suite's dates move with its clock.
 */
export const daysAgoAt = (days: number, time: string): string =>
  `${new Date(Date.now() - days * DAY).toISOString().slice(0, 10)}T${time}:00Z`;

/** The default completedAt: a week ago at 10:00 UTC, long enough ago that its streak has lapsed today. */
export const WEEK_AGO = daysAgoAt(7, '10:00');

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
  completedAt: WEEK_AGO,
  timeZone: 'Africa/Lagos',
  ...extra,
});
