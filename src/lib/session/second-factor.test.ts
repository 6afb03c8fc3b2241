import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { codeStepPath, owesSecondFactor } from './second-factor';

const token = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const session = (aal: string, factors?: { status: string }[]) =>
  ({
    access_token: token({ sub: 'u', aal }),
    user: { id: 'u', ...(factors ? { factors } : {}) },
  }) as unknown as Session;

describe('owesSecondFactor', () => {
  it('is true only for an aal1 session of an account with a verified factor', () => {
    expect(owesSecondFactor(session('aal1', [{ status: 'verified' }]))).toBe(true);
    expect(owesSecondFactor(session('aal2', [{ status: 'verified' }]))).toBe(false);
    expect(owesSecondFactor(session('aal1', [{ status: 'unverified' }]))).toBe(false);
    expect(owesSecondFactor(session('aal1'))).toBe(false);
  });

  it('counts a token it cannot read as below aal2 when a factor is verified', () => {
    const broken = { access_token: 'not-a-token', user: { factors: [{ status: 'verified' }] } } as unknown as Session;
    expect(owesSecondFactor(broken)).toBe(true);
  });
});

describe('codeStepPath', () => {
  it('keeps the way back, but not to the home page or the sign-in page itself', () => {
    expect(codeStepPath('/onboarding', '/practice/igbo?x=1')).toBe(
      '/onboarding?step=code&next=%2Fpractice%2Figbo%3Fx%3D1',
    );
    expect(codeStepPath('/onboarding', '/')).toBe('/onboarding?step=code');
    expect(codeStepPath('/onboarding', '/onboarding?next=%2Fprofile')).toBe('/onboarding?step=code');
  });
});
