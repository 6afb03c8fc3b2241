/** Reproducible randomness from a seed, so the server and the client build the same session. */

/** A generator of numbers in [0, 1) from an integer seed (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  if (!Number.isInteger(seed)) throw new RangeError(`A seed must be an integer, not ${seed}`);
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy of `list` (Fisher–Yates) drawn with `random`; the list itself is left unchanged. */
export function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
