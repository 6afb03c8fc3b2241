import { describe, expect, it } from 'vitest';
import { spreadOf } from './stats.ts';
import { rejudge } from './rejudge.ts';
import { servingTarget, TARGET } from './report.ts';

const start = (lugha: number[], baseline: number[]) => ({
  lugha: spreadOf(lugha),
  baseline: spreadOf(baseline),
  ratio: spreadOf(lugha.map((ms, i) => ms / baseline[i]!)),
  npmStart: spreadOf(lugha),
});

// A stored run as bench/results.json keeps it: the measured sections and the table as the run printed it.
const storedRun = () => ({
  date: '2026-11-29T06:43:00.000Z',
  settings: { load: { connections: 50, seconds: 10 } },
  loads: {},
  errors: {},
  sections: {
    coldStart: {
      runs: 3,
      existingDatabase: start([1100, 1150, 1200], [760, 750, 770]),
      // 1.6× a new database's baseline: met against the old 2.5, missed against today's 1.0.
      newDatabase: start([1600, 1650, 1700], [1000, 1010, 1020]),
    },
  },
  table: [] as { section: string; measure: string; target: string; verdict: string | null }[],
});

describe('re-judging a stored run against today\'s targets', () => {
  it('names the figure whose verdict a raised target changes, with the target and verdict it was printed with', () => {
    const run = storedRun();
    const { rows } = rejudge(run as never);
    const printed = rows.map((row) =>
      row.measure.startsWith('new database') && row.target ? { ...row, target: '≤ 2.5×', verdict: 'met' as const } : row,
    );
    const { changed } = rejudge({ ...run, table: printed } as never);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.row.measure).toMatch(/^new database/);
    expect(changed[0]!.row.target).toBe(`≤ ${TARGET.coldStartNewRatio}×`);
    expect(changed[0]!.row.verdict).toBe('missed');
    expect(changed[0]!.before).toMatchObject({ target: '≤ 2.5×', verdict: 'met' });
  });

  it('reports nothing changed for a run printed with today\'s targets', () => {
    const run = storedRun();
    const { rows } = rejudge(run as never);
    expect(rejudge({ ...run, table: rows } as never).changed).toEqual([]);
  });
});

describe('static serving targets', () => {
  it('holds a hashed script to its raised target and a page to the old one', () => {
    expect(servingTarget('script /_astro/react.98LI1a3D.js')).toBe(TARGET.servingScriptRatio);
    expect(servingTarget('page /')).toBe(TARGET.servingPageRatio);
    expect(TARGET.servingScriptRatio).toBeGreaterThan(TARGET.servingPageRatio);
  });
});
