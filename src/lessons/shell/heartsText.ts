/** What the lesson says about hearts, in plain words. */

const hearts = (n: number) => (n === 1 ? '1 heart' : `${n} hearts`);

/** The announcement when a wrong answer costs a heart: 'You lost a heart. 3 hearts left.' */
export function heartLostMessage(left: number): string {
  return left > 0 ? `You lost a heart. ${hearts(left)} left.` : 'You lost a heart. No hearts left.';
}

/** Whole minutes from `now` to the next local midnight (the browser's clock), at least 1. */
export function minutesUntilMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 60_000));
}

/** The wait until hearts refill, as people say it: 'in 5 h 12 min', 'in 12 min'. */
export function refillCountdown(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `in ${m} min`;
  return m === 0 ? `in ${h} h` : `in ${h} h ${m} min`;
}

/** The out-of-hearts message: when hearts refill, tomorrow and how long from now. */
export function outOfHeartsMessage(now: Date, maxHearts: number): string {
  return `You are out of hearts. They refill to ${maxHearts} tomorrow (${refillCountdown(minutesUntilMidnight(now))}); reading lessons stay open until then.`;
}

/** Why Check is off at 0 hearts, said beside it: 'Out of hearts — they refill tomorrow (in 5 h 12 min)'. */
export function checkOffReason(now: Date): string {
  return `Out of hearts — they refill tomorrow (${refillCountdown(minutesUntilMidnight(now))})`;
}
