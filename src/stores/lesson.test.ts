import { beforeEach, describe, expect, it } from 'vitest';
import { initialProgress, type LanguageProgress } from '@/domain';
import {
  $lessonFinished,
  completeLessonWith,
  isLessonOutOfHearts,
  loseLessonHeart,
  overallLevel,
  progressOnDay,
} from './lesson';
import { $progress, replaceProgress } from './progress';
import { $recentResults } from './recentResults';

const order = ['1-0', '1-1', '1-2', '1-3'];
const today = '2026-11-23';
const yesterday = '2026-11-22';
const fresh = initialProgress(order);
const playedToday = (hearts: number): LanguageProgress => ({ ...fresh, currentHearts: hearts, lastHeartsDate: today });
const yoruba = { ...initialProgress(['y1-0']), totalXP: 30 };
const quiz = { language: 'igbo', type: 'quiz', order };

beforeEach(() => {
  replaceProgress({});
  $recentResults.set({});
  $lessonFinished.set(false);
});

describe('progressOnDay', () => {
  it('starts a language never played from a fresh record over the course, its hearts counted from today', () => {
    expect(progressOnDay(undefined, order, today)).toEqual({ ...fresh, lastHeartsDate: today });
  });

  it('refills the hearts on the first activity of a new day and keeps the ones left the same day', () => {
    const low = { ...fresh, currentHearts: 1, lastHeartsDate: yesterday };
    expect(progressOnDay(low, order, today)).toMatchObject({ currentHearts: 5, lastHeartsDate: today });
    expect(progressOnDay(playedToday(1), order, today)).toMatchObject({ currentHearts: 1, lastHeartsDate: today });
  });
});

describe('isLessonOutOfHearts', () => {
  it('closes a lesson with checked answers at 0 hearts, not before, and never a reading lesson or a memory game', () => {
    expect(isLessonOutOfHearts(playedToday(0), 'quiz')).toBe(true);
    expect(isLessonOutOfHearts(playedToday(1), 'quiz')).toBe(false);
    expect(isLessonOutOfHearts(playedToday(0), 'info')).toBe(false);
    expect(isLessonOutOfHearts(playedToday(0), 'memory-game')).toBe(false);
  });
});

describe('loseLessonHeart', () => {
  it("takes one heart in the lesson's language and keeps the other languages", () => {
    replaceProgress({ igbo: playedToday(3), yoruba });
    expect(loseLessonHeart(quiz, today)).toBe(2);
    expect($progress.get()).toEqual({ igbo: playedToday(2), yoruba });
  });

  it('each wrong check costs one more, down to 0 and no further', () => {
    replaceProgress({ igbo: playedToday(2) });
    expect([1, 2, 3].map(() => loseLessonHeart(quiz, today))).toEqual([1, 0, 0]);
    expect($progress.get()['igbo']?.currentHearts).toBe(0);
  });

  it('refills first on a new day, and starts a language never played from 5', () => {
    replaceProgress({ igbo: { ...fresh, currentHearts: 0, lastHeartsDate: yesterday } });
    expect(loseLessonHeart(quiz, today)).toBe(4);
    expect($progress.get()['igbo']).toMatchObject({ currentHearts: 4, lastHeartsDate: today });
    expect(loseLessonHeart({ ...quiz, language: 'swahili' }, today)).toBe(4);
  });

  it('costs nothing in a lesson type without checked answers', () => {
    replaceProgress({ igbo: playedToday(3) });
    const before = $progress.get();
    expect(loseLessonHeart({ ...quiz, type: 'memory-game' }, today)).toBeNull();
    expect(loseLessonHeart({ ...quiz, type: 'info' }, today)).toBeNull();
    expect($progress.get()).toBe(before);
  });
});

describe('completeLessonWith', () => {
  const unit = { title: 'Greetings', lessonIds: ['1-0', '1-1'] };
  const completed = (ids: string[], totalXP: number): LanguageProgress => ({
    ...fresh,
    completedLessons: ids,
    totalXP,
  });
  const recorded = (progress: LanguageProgress) => async () => ({ progress, xpEarned: 10 });
  const result = { lessonId: '1-1', score: 80, mistakes: 1 };

  it("keeps the recorded progress and the lesson's result and marks the lesson finished", async () => {
    replaceProgress({ igbo: completed([], 0), yoruba });
    const done = await completeLessonWith({ language: 'igbo', result }, recorded(completed(['1-0'], 10)));
    expect(done).toMatchObject({ xpEarned: 10, levelUp: null, unitComplete: null });
    expect($progress.get()).toEqual({ igbo: completed(['1-0'], 10), yoruba });
    expect($recentResults.get()).toEqual({ igbo: [result] });
    expect($lessonFinished.get()).toBe(true);
  });

  it('keeps no result for a lesson with nothing to answer', async () => {
    await completeLessonWith({ language: 'igbo', result: null }, recorded(completed(['1-0'], 10)));
    expect($recentResults.get()).toEqual({});
  });

  it('names the new level when the XP across languages crosses one', async () => {
    replaceProgress({ igbo: completed([], 60), yoruba });
    expect(overallLevel()).toBe(1);
    const done = await completeLessonWith({ language: 'igbo', result }, recorded(completed(['1-0'], 75)));
    expect(done.levelUp).toBe(2);
    expect(overallLevel()).toBe(2);
  });

  it("names the unit its last lesson completes, and not again when the unit's lessons were already done", async () => {
    replaceProgress({ igbo: completed(['1-0'], 10) });
    const first = await completeLessonWith({ language: 'igbo', unit, result }, recorded(completed(['1-0', '1-1'], 20)));
    expect(first.unitComplete).toBe('Greetings');
    const again = await completeLessonWith({ language: 'igbo', unit, result }, recorded(completed(['1-0', '1-1'], 20)));
    expect(again.unitComplete).toBeNull();
  });

  it('keeps nothing and finishes nothing when recording fails', async () => {
    replaceProgress({ igbo: playedToday(3) });
    const before = $progress.get();
    const refused = completeLessonWith({ language: 'igbo', result }, () => Promise.reject(new Error('refused')));
    await expect(refused).rejects.toThrow('refused');
    expect($progress.get()).toBe(before);
    expect($recentResults.get()).toEqual({});
    expect($lessonFinished.get()).toBe(false);
  });
});
