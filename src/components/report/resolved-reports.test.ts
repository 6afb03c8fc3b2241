import { describe, expect, it } from 'vitest';
import type { LearnerReport } from '../../shared/api-types.ts';
import { rememberReport, resolvedNotices, waitingReports } from './resolved-reports';

const report = (reportId: string, status: LearnerReport['status'], note: string | null = null): LearnerReport => ({
  reportId,
  language: 'igbo',
  lessonId: null,
  itemId: 'igbo:ndewo',
  exerciseKind: 'recall',
  reason: 'answer-should-be-accepted',
  label: 'Hello',
  status,
  createdAt: '2026-11-27T10:00:00.000Z',
  resolvedAt: status === 'open' ? null : '2026-11-27T11:00:00.000Z',
  note,
});

describe('resolvedNotices', () => {
  it('says "Thanks: fixed" once for each resolved report and keeps waiting for open or unlisted ones', () => {
    const { notices, stillWaiting } = resolvedNotices(
      ['a', 'b', 'c', 'd'],
      [report('a', 'resolved', 'Ndeewo is accepted now'), report('b', 'open'), report('c', 'dismissed')],
    );
    expect(notices).toEqual([{ title: 'Thanks: fixed — Hello', description: 'Ndeewo is accepted now' }]);
    expect(stillWaiting).toEqual(['b', 'd']);
  });
});

describe('waiting reports on the device', () => {
  it('remembers each report once', () => {
    const items = new Map<string, string>();
    const store = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
    rememberReport('a', store);
    rememberReport('a', store);
    rememberReport('b', store);
    expect(waitingReports(store)).toEqual(['a', 'b']);
  });
});
