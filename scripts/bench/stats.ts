// The arithmetic of the benchmark's verdicts: medians of several runs with their spread, Lugha's figure as a ratio of
// a baseline measured in the same run, and whether a target is met, missed, or cannot be told from the noise.

/** The p-th percentile (0–100) of the values, interpolated between the nearest ranks. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** A figure measured in several runs: their median, and the lowest and highest run. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

/** The median and min–max of the runs; throws on no runs or a value that is not a finite number. */
export function spreadOf(runs: readonly number[]): Spread {
  if (runs.length === 0) throw new Error('a figure needs at least one run');
  const bad = runs.find((v) => !Number.isFinite(v));
  if (bad !== undefined) throw new Error(`a run measured ${bad}, not a number`);
  return { median: median(runs), min: Math.min(...runs), max: Math.max(...runs), runs: [...runs] };
}

/**
 * Lugha's figure over the baseline's, run by run: runs alternate (Lugha, baseline, Lugha, baseline…), so the i-th of
 * each were measured at nearly the same moment and a change in the machine's speed moves both. The spread is that of
 * the per-pair ratios.
 */
export function pairedRatio(lugha: readonly number[], baseline: readonly number[]): Spread {
  if (lugha.length !== baseline.length) throw new Error(`${lugha.length} Lugha runs against ${baseline.length} baseline runs: pair them one to one`);
  if (baseline.some((b) => b === 0)) throw new Error('a baseline run measured 0: no ratio can be taken');
  return spreadOf(lugha.map((value, i) => value / baseline[i]!));
}

/** A target on a figure: at most (lower is better) or at least (higher is better) the limit. */
export interface Target {
  limit: number;
  better: 'lower' | 'higher';
}

export const atMost = (limit: number): Target => ({ limit, better: 'lower' });
export const atLeast = (limit: number): Target => ({ limit, better: 'higher' });

export type Verdict = 'met' | 'missed' | 'noisy';

/**
 * Met or missed by the median; but noisy when the runs spread wider (max − min) than the median's distance from the
 * limit, since then another run could well land on the other side.
 */
export function verdict(figure: Pick<Spread, 'median' | 'min' | 'max'>, target: Target): Verdict {
  const margin = Math.abs(figure.median - target.limit);
  if (figure.max - figure.min > margin) return 'noisy';
  const met = target.better === 'lower' ? figure.median <= target.limit : figure.median >= target.limit;
  return met ? 'met' : 'missed';
}

/** Met or missed for a figure measured once or exactly (bytes, Lighthouse's own throttled score). */
export const exactVerdict = (met: boolean): Verdict => (met ? 'met' : 'missed');

/**
 * The cost of each further 1,000 items between consecutive sizes, from the median time at each size, with the lowest and
 * highest it could be given the runs' spread (the slowest start against the fastest end and the other way round).
 */
export function marginalPer1000(points: readonly { size: number; seconds: Spread }[]): { from: number; to: number; cost: Spread }[] {
  const out: { from: number; to: number; cost: Spread }[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const thousands = (b.size - a.size) / 1000;
    if (thousands <= 0) throw new Error(`sizes must grow: ${a.size} then ${b.size}`);
    const mid = (b.seconds.median - a.seconds.median) / thousands;
    const low = (b.seconds.min - a.seconds.max) / thousands;
    const high = (b.seconds.max - a.seconds.min) / thousands;
    out.push({ from: a.size, to: b.size, cost: { median: mid, min: low, max: high, runs: [] } });
  }
  return out;
}

/**
 * Growth is linear when each further 1,000 items costs no more at the largest sizes than at the smallest: the last
 * segment's marginal cost over the first's, as a figure held to at most `limit` (1.25: a quarter more is still linear
 * within the noise of a build; superlinear growth doubles it quickly). 'unclear' when the first segment's median cost is
 * not positive, which only noise can make.
 */
export function linearity(segments: readonly { cost: Spread }[]): Spread | 'unclear' | undefined {
  if (segments.length < 2) return undefined;
  const first = segments[0]!.cost;
  const last = segments.at(-1)!.cost;
  // A first segment that cost nothing (or less than nothing) is all noise: growth cannot be judged against it.
  if (first.median <= 0) return 'unclear';
  const ratio = last.median / first.median;
  // The widest the ratio could be, given each segment's own spread (kept positive: a negative cost is all noise).
  const low = Math.max(0, last.min) / Math.max(first.max, Number.EPSILON);
  const high = Math.max(0, last.max) / Math.max(first.min, Number.EPSILON);
  return { median: ratio, min: Math.min(low, ratio), max: Math.max(high, ratio), runs: [] };
}
