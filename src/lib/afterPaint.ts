/**
 * Runs `work` in the frame after the one that paints what an interaction changed: for what can come a frame later
 * without anyone noticing (a sound, a screen-reader announcement), so the feedback itself never waits for it.
 */
export function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(() => work()));
  else setTimeout(work, 0);
}
