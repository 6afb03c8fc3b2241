import { describe, expect, it } from 'vitest';
import { meaningKey, shortGloss } from './meaningOptions.ts';

describe('meaningKey', () => {
  it('gives two variants of one greeting, differing only in a parenthetical, the same meaning', () => {
    expect(
      meaningKey(
        'Good morning (to an elder or to several people; there is no exact English for Ẹ kú: roughly "you, for the morning")',
      ),
    ).toBe(meaningKey('Good morning (to an elder or to several people; the everyday form of Ẹ kú àárọ̀)'));
    expect(meaningKey('Good morning (to a friend or a child)')).toBe('good morning');
    expect(meaningKey('How are you?')).toBe(meaningKey('how are  you'));
  });

  it('keeps glosses that differ outside their parentheticals apart', () => {
    expect(meaningKey('Good afternoon (to an elder)')).not.toBe(meaningKey('Good morning (to an elder)'));
  });

  it('falls back to the whole gloss when it is all parenthetical', () => {
    expect(meaningKey('(a name)')).toBe('(a name)');
  });
});

describe('shortGloss', () => {
  it('leaves out a long parenthetical and keeps a short one', () => {
    expect(shortGloss('Good morning (to an elder or to several people; the everyday form of Ẹ kú àárọ̀)')).toBe(
      'Good morning',
    );
    expect(shortGloss('oha soup (made with oha leaves)')).toBe('oha soup');
    expect(shortGloss('one (1)')).toBe('one (1)');
    expect(shortGloss('God is near (a name)')).toBe('God is near (a name)');
    expect(shortGloss('house')).toBe('house');
  });

  it('keeps the words after a parenthetical and never returns nothing', () => {
    expect(shortGloss('Good evening (after dark, to anyone); good night')).toBe('Good evening; good night');
    expect(shortGloss('(literally "till daybreak")')).toBe('(literally "till daybreak")');
  });
});
