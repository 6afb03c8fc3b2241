import { describe, expect, it } from 'vitest';
import { checkAnswer, describeVerdict } from '@/domain';
import { verdictAnnouncement, verdictTitle } from './feedback';

describe('practice feedback', () => {
  it('names a missing subdot and gives the answer for a slip', () => {
    const verdict = checkAnswer('oke', ['ọkẹ']);
    const text = verdictAnnouncement(verdict.kind, describeVerdict(verdict, 'tone'), 'ọkẹ');
    expect(verdict.kind).toBe('slip');
    expect(text).toBe('Almost — check the marks The ọ needs its dot. The ẹ needs its dot. The answer is ọkẹ.');
  });

  it('says only Correct! for a right answer', () => {
    expect(verdictAnnouncement('right', [], 'jambo')).toBe('Correct!');
    expect(verdictTitle('wrong', ['the fourth syllable has another letter'])).toBe('Not quite');
  });

  it('gives a plainly wrong answer no letter notes, only the answer', () => {
    const verdict = checkAnswer('xyz', ['Ẹ kú ìrọ̀lẹ́']);
    const details = describeVerdict(verdict, 'tone');
    expect(details).toEqual([]);
    expect(verdictTitle(verdict.kind, details)).toBe('Not this one');
    expect(verdictAnnouncement(verdict.kind, details, verdict.closest)).toBe('Not this one: the answer is Ẹ kú ìrọ̀lẹ́.');
  });

  it('names the letters of a close miss', () => {
    const verdict = checkAnswer('hatujambu', ['Hatujambo']);
    const details = describeVerdict(verdict, 'accent');
    expect(verdictAnnouncement(verdict.kind, details, verdict.closest)).toBe(
      'Not quite The fourth syllable has another letter. The answer is Hatujambo.',
    );
  });
});
