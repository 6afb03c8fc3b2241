// The benchmark's settings from the environment: how many runs each section makes and the build's sizes.
//   BENCH_RUNS=3                 every section runs 3 times
//   BENCH_RUNS=build:1,latency:7 those sections so many times, the others their default
//   BENCH_BUILD_SIZES=200,400    the build section's sizes, in lessons (growing)

export const SECTIONS = ['pages', 'lighthouse', 'latency', 'serving', 'api', 'cold-start', 'build'] as const;
export type Section = (typeof SECTIONS)[number];

/** The sections whose figures are timed, and so measured several times; page weight and Lighthouse run once (absolute). */
export const TIMED_SECTIONS = ['latency', 'serving', 'api', 'cold-start', 'build'] as const;
export type TimedSection = (typeof TIMED_SECTIONS)[number];

/** Runs per timed section: heavy ones (a build, a load run) 3, light ones 5. */
export const DEFAULT_RUNS: Record<TimedSection, number> = { latency: 5, serving: 3, api: 3, 'cold-start': 5, build: 3 };
export const DEFAULT_BUILD_SIZES = [1000, 5000, 10000];

function positiveInteger(text: string, what: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${what}: '${text}' is not a whole number of at least 1`);
  return n;
}

/** BENCH_RUNS: one count for every section, or section:count pairs separated by commas. */
export function parseRuns(text: string | undefined, defaults: Record<TimedSection, number> = DEFAULT_RUNS): Record<TimedSection, number> {
  const runs = { ...defaults };
  if (!text?.trim()) return runs;
  if (/^\s*\d+\s*$/.test(text)) {
    const n = positiveInteger(text.trim(), 'BENCH_RUNS');
    for (const s of TIMED_SECTIONS) runs[s] = n;
    return runs;
  }
  for (const pair of text.split(',')) {
    const [name, count, ...rest] = pair.split(':').map((p) => p.trim());
    if (!name || count === undefined || rest.length > 0) throw new Error(`BENCH_RUNS: '${pair}' is not section:count (e.g. build:3)`);
    if (!(TIMED_SECTIONS as readonly string[]).includes(name)) {
      const once = (SECTIONS as readonly string[]).includes(name) ? ` (${name} is measured once: its figures are absolute)` : '';
      throw new Error(`BENCH_RUNS: '${name}' has no runs to set${once}: use ${TIMED_SECTIONS.join(', ')}`);
    }
    runs[name as TimedSection] = positiveInteger(count, `BENCH_RUNS ${name}`);
  }
  return runs;
}

/** BENCH_BUILD_SIZES: lesson counts separated by commas, growing, each at least 100 (a course's smallest unit of work). */
export function parseBuildSizes(text: string | undefined): number[] {
  if (!text?.trim()) return [...DEFAULT_BUILD_SIZES];
  const sizes = text.split(',').map((s) => positiveInteger(s.trim(), 'BENCH_BUILD_SIZES'));
  if (sizes.some((s) => s < 100)) throw new Error(`BENCH_BUILD_SIZES: ${sizes.join(',')}: each size must be at least 100 lessons`);
  if (sizes.some((s, i) => i > 0 && s <= sizes[i - 1]!)) throw new Error(`BENCH_BUILD_SIZES: ${sizes.join(',')}: sizes must grow`);
  return sizes;
}
