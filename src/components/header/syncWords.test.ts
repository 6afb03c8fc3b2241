import { describe, expect, it } from 'vitest';
import { syncLabel, syncLines, syncSummary } from './syncWords';

describe('the sync indicator', () => {
  it('says offline and how many results wait, counting lessons and practice together', () => {
    const sync = { offline: true, completions: 1, practice: 1 };
    expect(syncLabel(sync)).toBe('Offline · 2 to sync');
    expect(syncSummary(sync)).toBe('2 results are saved on this device and will sync when the connection returns.');
    expect(syncLines(sync)).toEqual({
      title: 'You are offline',
      lines: [
        'Waiting on this device: 1 finished lesson and 1 practice result.',
        'Everything you finish is kept here and sent when the connection returns; nothing is counted twice.',
      ],
    });
  });

  it('says plain offline when nothing waits', () => {
    const sync = { offline: true, completions: 0, practice: 0 };
    expect(syncLabel(sync)).toBe('Offline');
    expect(syncLines(sync).lines[0]).toBe('Nothing is waiting to sync.');
    expect(syncSummary(sync)).toMatch(/^You are offline\./);
  });

  it('says saving once the connection is back and results are still on their way', () => {
    const sync = { offline: false, completions: 3, practice: 0 };
    expect(syncLabel(sync)).toBe('Saving… · 3 to sync');
    expect(syncSummary(sync)).toBe('3 results are being sent to the server now.');
    expect(syncLines(sync).lines[0]).toBe('Waiting on this device: 3 finished lessons.');
    expect(syncSummary({ offline: false, completions: 0, practice: 1 })).toBe(
      '1 result is being sent to the server now.',
    );
  });
});
