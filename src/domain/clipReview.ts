/**
 * Community recordings: who may review a clip and when a clip is decided (docs/decisions.md 'Community audio').
 * A clip is approved by one admin or two reviewers and rejected by one admin or two reviewers; its contributor
 * never reviews it, and each person reviews it once.
 */
import { invisibleCharacter, VISIBLE_TEXT_RULE } from './visibleText.ts';

export type ClipState = 'pending' | 'approved' | 'rejected';
export type ClipVerdict = 'approve' | 'reject';

/** Why a clip is rejected: a fixed list, so reasons can be counted and shown in the learner's words. */
export const clipRejectReasons = ['wrong-word', 'noisy', 'cut-off', 'wrong-tone', 'other'] as const;
export type ClipRejectReason = (typeof clipRejectReasons)[number];

/** The reasons as a reviewer and a contributor read them. */
export const clipRejectReasonLabels: Record<ClipRejectReason, string> = {
  'wrong-word': 'Wrong word',
  noisy: 'Noisy',
  'cut-off': 'Cut off',
  'wrong-tone': 'Wrong tone',
  other: 'Other',
};

/** Reviewer verdicts (not admin ones) of the same kind that decide a clip. */
export const REVIEWERS_TO_DECIDE = 2;

export interface ClipReview {
  reviewerId: string;
  verdict: ClipVerdict;
  /** Given with the admin role: decides the clip alone. */
  asAdmin: boolean;
}

/** A clip's state from its reviews: an admin's verdict decides; otherwise two reviewers agreeing do. */
export function clipState(reviews: readonly ClipReview[]): ClipState {
  const admin = reviews.find((r) => r.asAdmin);
  if (admin) return admin.verdict === 'approve' ? 'approved' : 'rejected';
  const approvals = reviews.filter((r) => r.verdict === 'approve').length;
  const rejections = reviews.length - approvals;
  if (approvals >= REVIEWERS_TO_DECIDE) return 'approved';
  if (rejections >= REVIEWERS_TO_DECIDE) return 'rejected';
  return 'pending';
}

export type ReviewRefusal =
  'own_clip' | 'already_reviewed' | 'already_decided' | 'reason_required' | 'reason_not_allowed';

export interface ReviewAttempt {
  contributorId: string;
  state: ClipState;
  reviews: readonly ClipReview[];
  reviewerId: string;
  verdict: ClipVerdict;
  reason: ClipRejectReason | null;
}

/** Why a review may not be recorded, or null when it may: a rejection names a reason, an approval does not. */
export function reviewRefusal(attempt: ReviewAttempt): ReviewRefusal | null {
  if (attempt.reviewerId === attempt.contributorId) return 'own_clip';
  if (attempt.state !== 'pending') return 'already_decided';
  if (attempt.reviews.some((r) => r.reviewerId === attempt.reviewerId)) return 'already_reviewed';
  if (attempt.verdict === 'reject' && attempt.reason === null) return 'reason_required';
  if (attempt.verdict === 'approve' && attempt.reason !== null) return 'reason_not_allowed';
  return null;
}

/** The licence contributors grant for their recordings, and how a credit reads. */
export const CLIP_LICENCE = 'CC-BY-SA-4.0';
export const CLIP_LICENCE_NAME = 'CC BY-SA 4.0';

/** "Recorded by Ada (CC BY-SA 4.0)". */
export function clipCredit(creditName: string): string {
  return `Recorded by ${creditName} (${CLIP_LICENCE_NAME})`;
}

/** Limits of a contributed clip: its length in milliseconds and its size in bytes. */
export const CLIP_MIN_MS = 300;
export const CLIP_MAX_MS = 15_000;
export const CLIP_MAX_BYTES = 512 * 1024;
export const CREDIT_NAME_MAX = 60;

/** The rule of a credit name, in words for error messages. */
export const CREDIT_NAME_RULE = `must be 1 to ${CREDIT_NAME_MAX} characters, ${VISIBLE_TEXT_RULE}`;

/**
 * A credit name as stored: NFC, trimmed, inner whitespace collapsed; null when empty, too long or holding a character
 * that does not show (invisibleCharacter: controls, bidirectional controls and other invisible formatting).
 */
export function creditName(value: string): string | null {
  if (invisibleCharacter(value.replace(/\s/gu, ' ')) !== null) return null;
  const name = value.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (name.length < 1 || [...name].length > CREDIT_NAME_MAX) return null;
  return name;
}

/** Approved clips in a language that make a speaker a trusted reviewer of others' clips in it. */
export const TRUSTED_SPEAKER_APPROVED = 10;

/** Whether a speaker's approved clips in a language make them a trusted reviewer there (at least TRUSTED_SPEAKER_APPROVED). */
export function isTrustedSpeaker(approvedClips: number): boolean {
  return approvedClips >= TRUSTED_SPEAKER_APPROVED;
}
