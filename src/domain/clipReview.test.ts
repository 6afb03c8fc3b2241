import { describe, expect, it } from 'vitest';
import {
  clipCredit,
  clipState,
  creditName,
  isTrustedSpeaker,
  reviewRefusal,
  TRUSTED_SPEAKER_APPROVED,
  type ClipReview,
  type ReviewAttempt,
} from './clipReview.ts';

const reviewer = (reviewerId: string, verdict: ClipReview['verdict'], asAdmin = false): ClipReview => ({
  reviewerId,
  verdict,
  asAdmin,
});

describe('clipState', () => {
  it('is pending with no review or one reviewer', () => {
    expect(clipState([])).toBe('pending');
    expect(clipState([reviewer('a', 'approve')])).toBe('pending');
    expect(clipState([reviewer('a', 'reject')])).toBe('pending');
  });

  it('is decided by two reviewers agreeing, and stays pending when they disagree', () => {
    expect(clipState([reviewer('a', 'approve'), reviewer('b', 'approve')])).toBe('approved');
    expect(clipState([reviewer('a', 'reject'), reviewer('b', 'reject')])).toBe('rejected');
    expect(clipState([reviewer('a', 'approve'), reviewer('b', 'reject')])).toBe('pending');
    expect(clipState([reviewer('a', 'approve'), reviewer('b', 'reject'), reviewer('c', 'reject')])).toBe('rejected');
  });

  it('is decided by one admin alone, whatever reviewers said', () => {
    expect(clipState([reviewer('x', 'approve', true)])).toBe('approved');
    expect(clipState([reviewer('a', 'approve'), reviewer('x', 'reject', true)])).toBe('rejected');
  });
});

describe('reviewRefusal', () => {
  const attempt = (extra: Partial<ReviewAttempt> = {}): ReviewAttempt => ({
    contributorId: 'c',
    state: 'pending',
    reviews: [],
    reviewerId: 'r',
    verdict: 'approve',
    reason: null,
    ...extra,
  });

  it('lets another person approve, or reject with a reason', () => {
    expect(reviewRefusal(attempt())).toBeNull();
    expect(reviewRefusal(attempt({ verdict: 'reject', reason: 'noisy' }))).toBeNull();
  });

  it('refuses the contributor, a second review by the same person and a decided clip', () => {
    expect(reviewRefusal(attempt({ reviewerId: 'c' }))).toBe('own_clip');
    expect(reviewRefusal(attempt({ reviews: [reviewer('r', 'approve')] }))).toBe('already_reviewed');
    expect(reviewRefusal(attempt({ state: 'approved' }))).toBe('already_decided');
  });

  it('wants a reason with a rejection and none with an approval', () => {
    expect(reviewRefusal(attempt({ verdict: 'reject' }))).toBe('reason_required');
    expect(reviewRefusal(attempt({ reason: 'other' }))).toBe('reason_not_allowed');
  });
});

describe('credits', () => {
  it('reads as the player shows it', () => {
    expect(clipCredit('Ada')).toBe('Recorded by Ada (CC BY-SA 4.0)');
  });

  it('keeps a name of 1 to 60 characters, trimmed', () => {
    expect(creditName('  Ada   Obi ')).toBe('Ada Obi');
    expect(creditName('Ọ'.repeat(60))).toBe('Ọ'.repeat(60));
    expect(creditName('a'.repeat(61))).toBeNull();
    expect(creditName('   ')).toBeNull();
    expect(creditName('Ada\u0007')).toBeNull();
  });

  it('refuses bidirectional controls and other characters that do not show', () => {
    // U+202E turns "Recorded by \u202Eevil" into a credit shown reversed.
    for (const hidden of ['\u202E', '\u2066', '\u200F', '\u200B', '\u00AD', '\uE000', '\uFFFE', '\uD800'])
      expect(creditName(`Ada${hidden}Obi`)).toBeNull();
    expect(creditName('Ada\tObi\n')).toBe('Ada Obi');
    expect(creditName('Ọ\u0301la')).toBe('Ọ́la'.normalize('NFC'));
  });
});

describe('isTrustedSpeaker', () => {
  it('trusts a speaker from their tenth approved clip in a language', () => {
    expect(TRUSTED_SPEAKER_APPROVED).toBe(10);
    expect(isTrustedSpeaker(9)).toBe(false);
    expect(isTrustedSpeaker(10)).toBe(true);
    expect(isTrustedSpeaker(0)).toBe(false);
  });
});
