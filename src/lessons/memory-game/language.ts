/** 'igbo' → 'Igbo': the caption on a word card. */
export function languageName(language: string): string {
  return language.charAt(0).toUpperCase() + language.slice(1);
}

/** Seconds as 'm:ss', e.g. 75 → '1:15'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
