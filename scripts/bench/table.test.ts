import { describe, expect, it } from 'vitest';
import { spreadOf } from './stats.ts';
import { markdownTable, msSpread, percentSpread, ratioSpread, tally, textTable, type Row } from './table.ts';

const row = (over: Partial<Row>): Row => ({ section: 'Build', measure: 'm', figure: 'f', baseline: '', ratio: '', target: '', verdict: null, ...over });

describe('spread text', () => {
  it('gives the median, then the lowest and highest run', () => {
    expect(msSpread(spreadOf([41.2, 38, 45]))).toBe('41 ms (38–45)');
    expect(ratioSpread(spreadOf([1.32, 1.25, 1.41]))).toBe('1.32× (1.25–1.41)');
    expect(percentSpread(spreadOf([0.62, 0.58, 0.66]))).toBe('62 % (58–66)');
  });
  it('gives the median alone when the runs agree to the shown precision', () => {
    expect(ratioSpread(spreadOf([1.501, 1.499]))).toBe('1.50×');
  });
});

describe('tables', () => {
  const rows = [
    row({ measure: 'a', figure: '10 s', baseline: '5 s', ratio: '2.00×', target: '≤ 2×', verdict: 'met' }),
    row({ measure: 'b', verdict: 'noisy' }),
    row({ section: 'Cold start', measure: 'c', verdict: 'missed' }),
  ];
  it('shows Lugha, the baseline, the ratio, the target and the verdict in words', () => {
    const md = markdownTable(rows);
    expect(md.split('\n')[0]).toBe('| section | measure | Lugha | baseline | ratio | target | verdict |');
    expect(md).toContain('| Build | a | 10 s | 5 s | 2.00× | ≤ 2× | ✓ met |');
    expect(md).toContain('|  | b | f |  |  |  | ~ noisy |');
    expect(md).toContain('| Cold start | c | f |  |  |  | ✗ missed |');
  });
  it('puts each section’s note under its heading in the text table', () => {
    const text = textTable(rows, { 'Cold start': 'load 3.00 / 2.00 / 1.00' });
    expect(text).toMatch(/== Cold start\n {3}load 3\.00 \/ 2\.00 \/ 1\.00\nc /);
  });
  it('counts the verdicts', () => {
    const t = tally(rows);
    expect([t.met.length, t.missed.length, t.noisy.length]).toEqual([1, 1, 1]);
  });
});
