import { describe, expect, it } from 'vitest';
import { speakerStyles } from './speakers.ts';

describe('speakerStyles', () => {
  it('puts speakers on alternate sides with their own colour, in order of first appearance', () => {
    const styles = speakerStyles([{ speaker: 'Ada' }, { speaker: 'Okeke' }, { speaker: 'Ada' }, { speaker: 'Trader' }]);
    expect([...styles]).toEqual([
      ['Ada', { side: 'start', tone: 0 }],
      ['Okeke', { side: 'end', tone: 1 }],
      ['Trader', { side: 'start', tone: 2 }],
    ]);
  });

  it('wraps the palette after four speakers', () => {
    const styles = speakerStyles(['A', 'B', 'C', 'D', 'E'].map((speaker) => ({ speaker })));
    expect(styles.get('E')).toEqual({ side: 'start', tone: 0 });
  });
});
