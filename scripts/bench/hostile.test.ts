// The hostile-input battery's own pure parts: its table of kinds and the reading of raw answers.
import { describe, expect, it } from 'vitest';
import { AREAS, KINDS } from './hostile-kinds.ts';
import { rawStatuses } from './hostile-probe.ts';
import { RACES } from './hostile-races.ts';

describe('the kinds table', () => {
  it('has at least the 182 kinds of the reliability probe, each named once', () => {
    const names = KINDS.map((k) => k.kind);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(182);
  });

  it('attacks every area, each with several kinds', () => {
    for (const area of AREAS) expect(KINDS.filter((k) => k.area === area).length, area).toBeGreaterThanOrEqual(5);
    expect(KINDS.every((k) => (AREAS as readonly string[]).includes(k.area))).toBe(true);
  });

  it('runs the N4 and N5 races among races named once', () => {
    const names = RACES.map((r) => r.race);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => /^N4:/.test(n))).toHaveLength(2);
    expect(names.filter((n) => /^N5:/.test(n))).toHaveLength(1);
  });
});

describe('rawStatuses', () => {
  it('reads every status of pipelined answers, also after a body without a line break', () => {
    const one = (status: string, body: string) =>
      `HTTP/1.1 ${status}\r\ncontent-length: ${body.length}\r\n\r\n${body}`;
    expect(rawStatuses(one('200 OK', '{"status":"ok"}') + one('404 Not Found', '{}') + one('400 Bad Request', ''))).toEqual([
      200, 404, 400,
    ]);
  });

  it('reads nothing from a connection closed without an answer', () => {
    expect(rawStatuses('')).toEqual([]);
    expect(rawStatuses('garbage HTTP/1.1 200')).toEqual([]);
  });
});
