// The benchmark's settings from the environment: how many runs each section makes and the build's sizes.
//   BENCH_RUNS=3                 every section runs 3 times
//   BENCH_RUNS=build:1,latency:7 those sections so many times, the others their default
//   BENCH_BUILD_SIZES=200,400    the build section's sizes, in lessons (growing)

export const SECTIONS = ['pages', 'lighthouse', 'latency', 'serving', 'api', 'cold-start', 'build'] as const;
export type Section = (typeof SECTIONS)[number];

/** Runs per section: heavy sections (a build, a load run) 3, light ones 5; page weight and Lighthouse once (absolute). */
export const DEFAULT_RUNS: Record<Section, number> = { pages: 1, lighthouse: 1, latency: 5, serving: 3, api: 3, 'cold-start': 5, build: 3 };
export const DEFAULT_BUILD_SIZES = [1000, 5000, 10000];

function positiveInteger(text: string, what: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${what}: '${text}' is not a whole number of at least 1`);
  return n;
}

/** BENCH_RUNS: one count for every section, or section:count pairs separated by commas. */
export function parseRuns(text: string | undefined, defaults: Record<Section, number> = DEFAULT_RUNS): Record<Section, number> {
  const runs = { ...defaults };
  if (!text?.trim()) return runs;
  if (/^\s*\d+\s*$/.test(text)) {
    const n = positiveInteger(text.trim(), 'BENCH_RUNS');
    for (const s of SECTIONS) runs[s] = n;
    return runs;
  }
  for (const pair of text.split(',')) {
    const [name, count, ...rest] = pair.split(':').map((p) => p.trim());
    if (!name || count === undefined || rest.length > 0) throw new Error(`BENCH_RUNS: '${pair}' is not section:count (e.g. build:3)`);
    if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`BENCH_RUNS: unknown section '${name}': use ${SECTIONS.join(', ')}`);
    runs[name as Section] = positiveInteger(count, `BENCH_RUNS ${name}`);
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
