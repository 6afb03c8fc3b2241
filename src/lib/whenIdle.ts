/**
 * Runs `work` once the browser is idle, and at the latest after `timeoutMs`: for work that changes nothing on screen
 * (scheduling, saving, sending), so it never lands between an interaction and the frame that shows its result. A
 * timer of `fallbackMs` stands in where requestIdleCallback is missing (Safari). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 1000, fallbackMs = Math.min(timeoutMs, 50)): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
