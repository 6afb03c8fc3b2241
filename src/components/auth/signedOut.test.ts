// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_FLAG } from '@/lib/session/auth';
import { signedOutReader, signedOutText } from './signedOut';

describe('signedOutText', () => {
  it('says progress is safe when nothing waits on the device', () => {
    expect(signedOutText(0)).toBe("You're signed out. Your progress is kept with your account.");
  });

  it('says what stays on the device and when it is saved, in the singular and the plural', () => {
    expect(signedOutText(1)).toBe(
      "You're signed out. 1 lesson or practice result made offline could not be sent yet: it stays on this device and is saved to your account when you sign in here again.",
    );
    expect(signedOutText(3)).toContain('3 lesson or practice results made offline could not be sent yet: they stay');
  });
});

describe('signedOutReader', () => {
  it('reads the sign-out flag once, spends it, and keeps the answer for the page', () => {
    sessionStorage.setItem(SIGNED_OUT_FLAG, '2');
    const read = signedOutReader(() => sessionStorage);
    expect(read()).toEqual({ unsent: 2 });
    expect(sessionStorage.getItem(SIGNED_OUT_FLAG)).toBeNull();
    expect(read()).toEqual({ unsent: 2 });
    expect(signedOutReader(() => sessionStorage)()).toBeNull();
  });

  it('answers null when the storage cannot be read', () => {
    const read = signedOutReader(() => {
      throw new Error('blocked');
    });
    expect(read()).toBeNull();
  });
});
