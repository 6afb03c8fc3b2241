import { formatMinutes } from '@/lib/format';

/** Minutes from `now` to the start of the next local day, when hearts refill (at least 1). */
export function minutesUntilRefill(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 60_000));
}

/** When hearts refill, as people say it: 'tomorrow (in 6 h 12 min)'. */
export function refillWords(now: Date): string {
  return `tomorrow (in ${formatMinutes(minutesUntilRefill(now))})`;
}
