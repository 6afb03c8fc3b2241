import { beforeEach, describe, expect, it } from 'vitest';
import { initialProgress } from '@/domain';
import { $progress, clearProgress, mergeProgress, replaceProgress, saveLanguageProgress } from './progress';

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
