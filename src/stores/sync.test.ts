import { beforeEach, describe, expect, it } from 'vitest';
import {
  $connection,
  $queuedCount,
  $queuedPractice,
  $rejectedCompletions,
  $syncStatus,
  $syncing,
  $syncsUnderWay,
  $toasts,
  beginSync,
  $waitingCount,
  dismissRejection,
  dismissToast,
  recordRejection,
  showToast,
} from './sync.ts';

beforeEach(() => {
  $connection.set('unknown');
  $queuedCount.set(0);
  $queuedPractice.set(0);
  $syncsUnderWay.set(0);
  $rejectedCompletions.set([]);
  $toasts.set([]);
});

describe('$syncStatus', () => {
  it('is synced with nothing queued', () => {
    expect($syncStatus.get()).toBe('synced');
  });

  it('is pending while completions wait', () => {
    $queuedCount.set(2);
    expect($syncStatus.get()).toBe('pending');
  });

  it('is pending while practice results wait, even with no completion queued', () => {
    $connection.set('online');
    $queuedPractice.set(3);
    expect($syncStatus.get()).toBe('pending');
  });

  it('is offline when the server does not answer', () => {
    $connection.set('offline');
    $queuedCount.set(1);
    expect($syncStatus.get()).toBe('offline');
  });

  it('is syncing while the queue is sent', () => {
    $connection.set('online');
    $syncsUnderWay.set(1);
    expect($syncStatus.get()).toBe('syncing');
  });
});

describe('beginSync', () => {
  it('keeps saying Saving… until every overlapping replay has ended, each end counted once', () => {
    $connection.set('online');
    const endCompletions = beginSync();
    const endPractice = beginSync();
    expect($syncStatus.get()).toBe('syncing');
    endCompletions();
    endCompletions();
    expect($syncStatus.get()).toBe('syncing');
    endPractice();
    expect($syncing.get()).toBe(false);
    expect($syncStatus.get()).toBe('synced');
  });
});

describe('$waitingCount', () => {
  it('adds queued completions and practice results', () => {
    $queuedCount.set(2);
    $queuedPractice.set(3);
    expect($waitingCount.get()).toBe(5);
  });
});

describe('rejections', () => {
  const notice = { completionId: 'c1', language: 'igbo', lessonId: '1-3', status: 409, message: 'Lesson is locked' };

  it('records a refused completion once and forgets it on dismissal', () => {
    recordRejection(notice);
    recordRejection(notice);
    expect($rejectedCompletions.get()).toEqual([notice]);
    dismissRejection('c1');
    expect($rejectedCompletions.get()).toEqual([]);
  });
});

describe('toasts', () => {
  it('shows a toast for 3 s with tone info unless told otherwise', () => {
    const id = showToast({ title: 'Progress saved locally' });
    const other = showToast({ title: 'Achievement unlocked', tone: 'success', durationMs: 5000 });
    expect($toasts.get()).toEqual([
      { id, title: 'Progress saved locally', tone: 'info', durationMs: 3000 },
      { id: other, title: 'Achievement unlocked', tone: 'success', durationMs: 5000 },
    ]);
    expect(other).not.toBe(id);
  });

  it('dismisses a toast by id', () => {
    const id = showToast({ title: 'a' });
    showToast({ title: 'b' });
    dismissToast(id);
    expect($toasts.get().map((t) => t.title)).toEqual(['b']);
  });
});
