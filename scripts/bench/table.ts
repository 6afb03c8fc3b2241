// The benchmark's report: one row per figure, Lugha's figure beside its same-run baseline, the ratio between them,
// the target and the verdict.
import type { Spread, Verdict } from './stats.ts';

export interface Row {
  section: string;
  measure: string;
  /** Lugha's figure (the median of the runs, with their min–max). */
  figure: string;
  /** The same figure for the baseline measured in the same run; empty for an absolute figure. */
  baseline: string;
  /** Lugha over the baseline, paired run by run; empty for an absolute figure. */
  ratio: string;
  target: string;
  /** null where the figure has no target (reported for information). */
  verdict: Verdict | null;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${msNumber(value)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;
export const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

const msNumber = (value: number) => (Math.abs(value) < 10 ? value.toFixed(1) : String(Math.round(value)));
const fixed = (digits: number) => (value: number) => value.toFixed(digits);

/** "41 ms (38–45)": the median with the unit, then the lowest and highest run; the median alone when runs agree. */
export function spreadText(s: Pick<Spread, 'median' | 'min' | 'max'>, number: (value: number) => string, unit = ''): string {
  const head = `${number(s.median)}${unit}`;
  const low = number(s.min);
  const high = number(s.max);
  return low === high ? head : `${head} (${low}–${high})`;
}

export const msSpread = (s: Pick<Spread, 'median' | 'min' | 'max'>) => spreadText(s, msNumber, ' ms');
export const secondsSpread = (s: Pick<Spread, 'median' | 'min' | 'max'>) => spreadText(s, fixed(1), ' s');
export const ratioSpread = (s: Pick<Spread, 'median' | 'min' | 'max'>) => spreadText(s, fixed(2), '×');
export const percentSpread = (s: Pick<Spread, 'median' | 'min' | 'max'>) => spreadText(s, (v) => String(Math.round(v * 100)), ' %');
export const rateSpread = (s: Pick<Spread, 'median' | 'min' | 'max'>) => spreadText(s, (v) => Math.round(v).toLocaleString('en'), '/s');

const MARK: Record<Verdict, string> = { met: '✓ met', missed: '✗ missed', noisy: '~ noisy' };
const mark = (v: Verdict | null) => (v === null ? '' : MARK[v]);
const HEAD = ['measure', 'Lugha', 'baseline', 'ratio', 'target', 'verdict'];

function widths(rows: string[][]): number[] {
  return rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
}

/** The table for a terminal: a heading per section (with its note, e.g. the machine's load), columns aligned. */
export function textTable(rows: Row[], notes: Record<string, string> = {}): string {
  const cells = rows.map((r) => [r.measure, r.figure, r.baseline, r.ratio, r.target, mark(r.verdict)]);
  const w = widths([HEAD, ...cells]);
  const line = (c: string[]) => c.map((cell, i) => cell + ' '.repeat(w[i]! - [...cell].length)).join('  ').trimEnd();
  const out: string[] = [line(HEAD)];
  let section = '';
  rows.forEach((r, i) => {
    if (r.section !== section) {
      section = r.section;
      out.push('', `== ${section}`);
      if (notes[section]) out.push(`   ${notes[section]}`);
    }
    out.push(line(cells[i]!));
  });
  return out.join('\n');
}

/** The same table in Markdown, for bench/results.md and bench/README.md. */
export function markdownTable(rows: Row[]): string {
  const out = [`| section | ${HEAD.join(' | ')} |`, `|${'---|'.repeat(HEAD.length + 1)}`];
  let section = '';
  for (const r of rows) {
    out.push(`| ${r.section === section ? '' : r.section} | ${r.measure} | ${r.figure} | ${r.baseline} | ${r.ratio} | ${r.target} | ${mark(r.verdict)} |`);
    section = r.section;
  }
  return out.join('\n');
}

/** How many figures met, missed or were too noisy to tell. */
export function tally(rows: Row[]): Record<Verdict, Row[]> {
  return { met: rows.filter((r) => r.verdict === 'met'), missed: rows.filter((r) => r.verdict === 'missed'), noisy: rows.filter((r) => r.verdict === 'noisy') };
}
