import { clientTimeProblem } from '../../domain/index.ts';
import { ApiError } from './envelope.ts';

const reasons = {
  not_a_time: 'is not a date and time',
  in_the_future: "is in the future: more than 5 minutes ahead of the server's clock; check the device's clock",
  too_old: 'is more than 30 days ago; the server applies only what happened in the last 30 days',
} as const;

/**
 * A time stamped by the learner's device (completedAt, lostAt, answeredAt, finishedAt), as a Date; 400 invalid_field
 * naming the field and the rule when it lies outside the window of clientTimeProblem (src/domain/clientTime.ts).
 */
export function checkClientTime(iso: string, now: Date, field: string): Date {
  const time = new Date(iso);
  const problem = clientTimeProblem(time, now);
  if (problem) throw new ApiError(400, 'invalid_field', `${field}: ${reasons[problem]}`);
  return time;
}
