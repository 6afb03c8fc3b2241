import { beforeEach, describe, expect, it } from 'vitest';
import { initialProgress } from '@/domain';
import { $authStatus } from './auth';
import {
  $progress,
  $progressKnown,
  clearProgress,
  markProgressKnown,
  finishPracticeOnDevice,
  keepPracticeRecord,
  mergeProgress,
  replaceProgress,
  saveLanguageProgress,
} from './progress';

const igbo = { ...initialProgress(['1-0', '1-1']), totalXP: 40 };
const yoruba = { ...initialProgress(['1-0']), totalXP: 10 };

describe('progress actions', () => {
  beforeEach(() => replaceProgress({ igbo }));

  it('saving one language keeps the others', () => {
    saveLanguageProgress('yoruba', yoruba);
    expect($progress.get()).toEqual({ igbo, yoruba });
  });

  it('merging keeps languages the server did not answer for, and an empty answer changes nothing', () => {
    const before = $progress.get();
    mergeProgress({});
    expect($progress.get()).toBe(before);
    mergeProgress({ yoruba });
    expect($progress.get()).toEqual({ igbo, yoruba });
  });

  it('replacing drops languages the server does not list, and clearing leaves none', () => {
    replaceProgress({ yoruba });
    expect($progress.get()).toEqual({ yoruba });
    clearProgress();
    expect($progress.get()).toEqual({});
  });
});

describe('practice actions', () => {
  const today = '2026-11-23';
  const low = { ...igbo, currentHearts: 1, lastHeartsDate: today, currentStreak: 2, lastLessonDate: '2026-11-22' };
  beforeEach(() => replaceProgress({ igbo: low }));

  it("a session finished on the device restores one heart, adds its XP and counts the day, with the server's rule", () => {
    expect(finishPracticeOnDevice('igbo', { answered: 4, correct: 3 }, today)).toBe(1);
    expect($progress.get()['igbo']).toMatchObject({
      currentHearts: 2,
      totalXP: 48,
      currentStreak: 3,
      lastLessonDate: today,
    });
  });

  it('a session with nothing answered, or in a language with no record, changes nothing', () => {
    expect(finishPracticeOnDevice('igbo', { answered: 0, correct: 0 }, today)).toBe(0);
    expect(finishPracticeOnDevice('yoruba', { answered: 3, correct: 3 }, today)).toBe(0);
    expect($progress.get()).toEqual({ igbo: low });
  });

  it("keeps the server's figures after a session, and the rest of the record", () => {
    const record = {
      totalXP: 60,
      currentStreak: 3,
      longestStreak: 3,
      currentHearts: 4,
      maxHearts: 5,
      lastHeartsDate: today,
      lastLessonDate: today,
    };
    keepPracticeRecord('igbo', record);
    expect($progress.get()['igbo']).toEqual({ ...low, ...record });
    keepPracticeRecord('yoruba', record);
    expect($progress.get()['yoruba']).toBeUndefined();
  });
});

describe("whether the local progress is the viewer's", () => {
  it("waits for the session, then for a signed-in learner's first read from the server", () => {
    expect($progressKnown.get()).toBe(false);
    $authStatus.set('signed-out');
    expect($progressKnown.get()).toBe(true);
    $authStatus.set('signed-in');
    expect($progressKnown.get()).toBe(false);
    markProgressKnown();
    expect($progressKnown.get()).toBe(true);
  });
});
