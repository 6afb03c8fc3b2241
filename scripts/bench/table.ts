// The benchmark's report: one row per figure, with its target and whether it is met.

export interface Row {
  section: string;
  measure: string;
  figure: string;
  target: string;
  /** null where the figure has no target (reported for information). */
  met: boolean | null;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;
export const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

const mark = (met: boolean | null) => (met === null ? '' : met ? '✓' : '✗');

function widths(rows: string[][]): number[] {
  return rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
}

/** The table for a terminal: a heading per section, columns aligned. */
export function textTable(rows: Row[]): string {
  const cells = rows.map((r) => [r.measure, r.figure, r.target, mark(r.met)]);
  const w = widths([['measure', 'figure', 'target', ''], ...cells]);
  const line = (c: string[]) => c.map((cell, i) => cell + ' '.repeat(w[i]! - [...cell].length)).join('  ').trimEnd();
  const out: string[] = [];
  let section = '';
  rows.forEach((r, i) => {
    if (r.section !== section) {
      section = r.section;
      out.push('', `== ${section}`);
    }
    out.push(line(cells[i]!));
  });
  return out.join('\n');
}

/** The same table in Markdown, for the README. */
export function markdownTable(rows: Row[]): string {
  const out = ['| section | measure | figure | target | met |', '|---|---|---|---|---|'];
  let section = '';
  for (const r of rows) {
    out.push(`| ${r.section === section ? '' : r.section} | ${r.measure} | ${r.figure} | ${r.target} | ${mark(r.met)} |`);
    section = r.section;
  }
  return out.join('\n');
}
