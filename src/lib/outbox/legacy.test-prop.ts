import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './entries.ts';
import { mergeByTime } from './legacy.ts';

const BASE = Date.parse('2026-11-24T00:00:00.000Z');
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

/** An entry of any channel made at `minutes` (a report says no time), named by `id`. */
const entry = (id: string, minutes: number, kind: number): OutboxEntry => {
  switch (kind) {
    case 0:
      return {
        language: 'igbo',
        lessonId: '1-0',
        completionId: id,
        score: 100,
        timeSpent: 1,
        attempts: 1,
        mistakes: 0,
        hintsUsed: 0,
        completedAt: at(minutes),
        timeZone: 'UTC',
      };
    case 1:
      return {
        kind: 'finish',
        language: 'igbo',
        request: { sessionId: id, answerIds: [], finishedAt: at(minutes), timeZone: 'UTC' },
      };
    default:
      return { kind: 'report', language: 'igbo', reportId: id, itemId: 'igbo:x', reason: 'other' } as OutboxEntry;
  }
};

const idOf = (e: OutboxEntry) =>
  'completionId' in e ? e.completionId : 'reportId' in e ? e.reportId : 'request' in e ? e.request.sessionId : '';

/** Lines of entries, each line in the order its queue held it (times may go back, as a device's clock can). */
const lines = fc
  .array(fc.array(fc.tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 2 })), { maxLength: 8 }), {
    maxLength: 3,
  })
  .map((ls) => ls.map((line, l) => line.map(([minutes, kind], i) => entry(`${l}-${i}`, minutes, kind))));

describe('merging the old queues into the outbox', () => {
  it('keeps every entry once and each line in its own order', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const merged = mergeByTime(ls).map(idOf);
        expect([...merged].sort()).toEqual(ls.flat().map(idOf).sort());
        for (const line of ls) {
          const ids = line.map(idOf);
          expect(merged.filter((id) => ids.includes(id))).toEqual(ids);
        }
      }),
    );
  });

  it('puts lines whose times rise into time order, the earlier line first on a tie', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 8 }), { maxLength: 3 }), (times) => {
        const ls = times.map((t, l) => [...t].sort((a, b) => a - b).map((m, i) => entry(`${l}-${i}`, m, i % 2)));
        const merged = mergeByTime(ls);
        const minutes = merged.map((e) =>
          Date.parse('completedAt' in e ? e.completedAt : 'request' in e ? e.request.finishedAt : ''),
        );
        expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      }),
    );
  });
});
