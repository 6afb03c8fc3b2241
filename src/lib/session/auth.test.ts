import type { User as AuthUser } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN, afterSignInPath, afterSignUpPath, safeReturnPath, userFromSession } from './auth';

const authUser = (over: Partial<AuthUser> = {}): AuthUser => ({
  id: '7d3c1c8e-2f6b-4f0e-9a43-1b2a3c4d5e6f',
  aud: 'authenticated',
  email: 'ada@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: { username: 'ada_obi', first_name: 'Ada', last_name: 'Obi' },
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...over,
});

describe('userFromSession', () => {
  it('builds the spec’s User record with its defaults', () => {
    expect(userFromSession(authUser())).toEqual({
      id: '7d3c1c8e-2f6b-4f0e-9a43-1b2a3c4d5e6f',
      email: 'ada@example.com',
      username: 'ada_obi',
      first_name: 'Ada',
      last_name: 'Obi',
      preferred_language: 'en',
      streak_count: 0,
      total_xp: 0,
      current_level: 1,
      subscription_type: 'free',
      email_verified: false,
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
    });
  });

  it('takes premium only from app_metadata, and the figures when known', () => {
    const user = userFromSession(
      authUser({
        app_metadata: { subscription_type: 'premium' },
        user_metadata: { subscription_type: 'premium' },
        email_confirmed_at: '2026-11-01T10:05:00Z',
      }),
      {
        streak_count: 3,
        total_xp: 1250,
        current_level: 2,
      },
    );
    expect(user).toMatchObject({
      subscription_type: 'premium',
      email_verified: true,
      streak_count: 3,
      total_xp: 1250,
      current_level: 2,
    });
    expect(
      userFromSession(authUser({ app_metadata: {}, user_metadata: { subscription_type: 'premium' } }))
        .subscription_type,
    ).toBe('free');
  });
});

describe('the way back after sign-in', () => {
  it('accepts paths of this site only', () => {
    expect(safeReturnPath('/course/igbo/level/level-1')).toBe('/course/igbo/level/level-1');
    expect(safeReturnPath('/profile?tab=settings')).toBe('/profile?tab=settings');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      '/onboarding',
      '/onboarding?next=/x',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('reads next from the address, else goes to language selection', () => {
    expect(afterSignInPath('?next=%2Fachievements')).toBe('/achievements');
    expect(afterSignInPath('?next=https%3A%2F%2Fevil.example')).toBe(AFTER_SIGN_IN);
    expect(afterSignInPath('')).toBe('/select-language');
  });

  it('sends a new account to the welcome, with the language of the course it came from', () => {
    expect(afterSignUpPath('')).toBe('/welcome');
    expect(afterSignUpPath('?mode=signup')).toBe('/welcome');
    expect(afterSignUpPath('?mode=signup&next=%2Fcourse%2Fyoruba')).toBe('/welcome?language=yoruba');
    expect(afterSignUpPath('?next=%2Fcourse%2Fswahili%2F')).toBe('/welcome?language=swahili');
    expect(afterSignUpPath('?next=%2Flesson%2Figbo%2F1-3')).toBe('/lesson/igbo/1-3');
    expect(afterSignUpPath('?next=%2Fcourse%2Figbo%2Flevel%2Flevel-1')).toBe('/course/igbo/level/level-1');
    expect(afterSignUpPath('?next=https%3A%2F%2Fevil.example')).toBe('/welcome');
  });
});
