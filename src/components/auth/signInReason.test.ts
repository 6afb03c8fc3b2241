import { describe, expect, it } from 'vitest';
import { signInReason } from './signInReason';

describe('why the visitor is asked to sign in', () => {
  it('names where they were going', () => {
    expect(signInReason('/lesson/igbo/1-2', false)).toBe('Sign in to continue to your lesson.');
    expect(signInReason('/course/igbo/level/level-1', false)).toBe('Sign in to continue to this level.');
    expect(signInReason('/achievements', false)).toBe('Sign in to see your achievements.');
    expect(signInReason('/somewhere/else', false)).toBe('Sign in to continue.');
  });

  it('invites a sign-up to start a course or a lesson', () => {
    expect(signInReason('/course/swahili', true)).toBe('Create a free account to start learning Swahili.');
    expect(signInReason('/lesson/kriolu/k1-0', true)).toBe('Create a free account to start your lesson.');
  });

  it('says nothing for a visitor who came on their own, or a return path off this site', () => {
    expect(signInReason(null, false)).toBeNull();
    expect(signInReason('https://evil.example/lesson/igbo/1-0', false)).toBeNull();
    expect(signInReason('//evil.example', true)).toBeNull();
  });
});
