import { describe, expect, it } from 'vitest';
import { isWifiLike, mayAutoDownload, nextUnitToDownload } from './auto-download.ts';

describe('isWifiLike', () => {
  it('accepts Wi-Fi and Ethernet, and a browser that has the API without a type (desktop Chromium)', () => {
    expect(isWifiLike({ type: 'wifi', effectiveType: '4g', saveData: false })).toBe(true);
    expect(isWifiLike({ type: 'ethernet' })).toBe(true);
    expect(isWifiLike({ effectiveType: '4g', saveData: false })).toBe(true);
  });

  it('refuses cellular, tethering, unknown types, slow links, Data Saver, and a browser that says nothing', () => {
    expect(isWifiLike({ type: 'cellular', effectiveType: '4g' })).toBe(false);
    expect(isWifiLike({ type: 'bluetooth' })).toBe(false);
    expect(isWifiLike({ type: 'unknown' })).toBe(false);
    expect(isWifiLike({ type: 'none' })).toBe(false);
    expect(isWifiLike({ type: 'wifi', effectiveType: '2g' })).toBe(false);
    expect(isWifiLike({ type: 'wifi', effectiveType: 'slow-2g' })).toBe(false);
    expect(isWifiLike({ type: 'wifi', saveData: true })).toBe(false);
    expect(isWifiLike(undefined)).toBe(false);
  });
});

describe('mayAutoDownload', () => {
  const situation = { enabled: true, enrolled: true, connection: { type: 'wifi' }, busy: false };

  it('downloads only when the learner turned it on, is enrolled, nothing else runs and the connection is Wi-Fi-like', () => {
    expect(mayAutoDownload(situation)).toBe(true);
    expect(mayAutoDownload({ ...situation, enabled: false })).toBe(false);
    expect(mayAutoDownload({ ...situation, enrolled: false })).toBe(false);
    expect(mayAutoDownload({ ...situation, busy: true })).toBe(false);
    expect(mayAutoDownload({ ...situation, connection: { type: 'cellular' } })).toBe(false);
  });
});

describe('nextUnitToDownload', () => {
  const lessons = (unit: number) => [0, 1, 2].map((n) => ({ href: `/lesson/igbo/${unit}-${n}` }));
  const units = [1, 2, 3].map((n) => ({ key: `igbo/unit-${n}`, lessons: lessons(n) }));

  it("picks the unit of the learner's next lesson first", () => {
    expect(nextUnitToDownload(units, '/lesson/igbo/2-1', new Set())).toBe('igbo/unit-2');
  });

  it('then the unit after it, and nothing further ahead', () => {
    expect(nextUnitToDownload(units, '/lesson/igbo/2-1', new Set(['igbo/unit-2']))).toBe('igbo/unit-3');
    expect(nextUnitToDownload(units, '/lesson/igbo/1-2', new Set(['igbo/unit-1', 'igbo/unit-2']))).toBeNull();
  });

  it('picks nothing when every lesson is done or the next lesson is elsewhere', () => {
    expect(nextUnitToDownload(units, null, new Set())).toBeNull();
    expect(nextUnitToDownload(units, '/lesson/igbo/9-0', new Set())).toBeNull();
  });
});
