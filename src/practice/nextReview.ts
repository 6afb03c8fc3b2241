/** When the next review is due, in words: 'now', 'in 10 minutes', 'in 3 hours', 'tomorrow', 'in 4 days'. */
export function nextReviewText(due: string | null, now: Date): string {
  if (due === null) return 'nothing scheduled yet';
  const minutes = Math.round((Date.parse(due) - now.getTime()) / 60_000);
  if (minutes <= 0) return 'now';
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}
