import { describe, expect, it } from 'vitest';
import { checkAnswer, describeVerdict } from '@/domain';
import { markNameOf, verdictAnnouncement, verdictTitle } from './feedback';

describe('practice feedback', () => {
  it('names a missing subdot and gives the answer for a slip', () => {
    const verdict = checkAnswer('oke', ['ọkẹ']);
    const text = verdictAnnouncement(verdict.kind, describeVerdict(verdict, markNameOf('igbo')), 'ọkẹ');
    expect(verdict.kind).toBe('slip');
    expect(text).toBe('Almost — check the marks The ọ needs its dot. The ẹ needs its dot. The answer is ọkẹ.');
  });

  it('says only Correct! for a right answer', () => {
    expect(verdictAnnouncement('right', [], 'jambo')).toBe('Correct!');
    expect(verdictTitle('wrong')).toBe('Not quite');
  });

  it('calls marks accents outside the tonal languages', () => {
    expect(markNameOf('yoruba')).toBe('tone');
    expect(markNameOf('kriolu')).toBe('accent');
  });
});
