/**
 * The community recording calls: what to record, the speaker's declaration, uploads, the review queue and verdicts.
 * The header's count of recordings to review is in review-summary.ts, so every learner's page loads that call alone.
 */
import type { ApiClient } from './client.ts';

const segment = encodeURIComponent;

export interface AudioPrompt {
  prompt: string;
  kind: 'vocabulary' | 'conversations';
  key: string;
  text: string;
  meaning: string;
  pronunciation: string | null;
  url: string;
}

export interface ContributionState {
  language: string;
  speaker: boolean;
  reviewer: boolean;
  /** Prompts to offer, most needed first: none with an approved recording, none the learner sent or skipped. */
  prompts: AudioPrompt[];
  progress: { words: VoicedCount; conversations: VoicedCount };
}

export interface VoicedCount {
  voiced: number;
  total: number;
}

export type ClipState = 'pending' | 'approved' | 'rejected';

export interface ContributedClip {
  id: string;
  language: string;
  prompt: string;
  text: string;
  meaning: string;
  creditName: string;
  credit: string;
  durationMs: number;
  state: ClipState;
  createdAt: string;
  reasons: string[];
  audioUrl: string;
}

/** GET /audio/{language}/prompts. */
export function getContribution(client: ApiClient, language: string): Promise<ContributionState> {
  return client.request(`/audio/${segment(language)}/prompts`, { fallback: 'Failed to load what to record' });
}

/** POST /audio/{language}/prompts/skip: the prompt is not offered to this learner again, on any device. */
export function skipPrompt(client: ApiClient, language: string, prompt: string): Promise<{ skipped: true }> {
  return client.request(`/audio/${segment(language)}/prompts/skip`, {
    method: 'POST',
    body: { prompt },
    fallback: 'Failed to skip this prompt',
  });
}

/** POST /audio/{language}/speaker: the one-time declaration. */
export function declareSpeaker(client: ApiClient, language: string): Promise<{ language: string; speaker: true }> {
  return client.request(`/audio/${segment(language)}/speaker`, {
    method: 'POST',
    fallback: 'Failed to save your answer',
  });
}

/** POST /audio/{language}/clips: the MP3 itself, with the prompt, credit and licence in the query. */
export function uploadClip(
  client: ApiClient,
  language: string,
  upload: { prompt: string; credit: string; licence: string; mp3: Blob },
): Promise<ContributedClip> {
  return client.request(`/audio/${segment(language)}/clips`, {
    method: 'POST',
    query: { prompt: upload.prompt, credit: upload.credit, licence: upload.licence },
    raw: { type: 'audio/mpeg', bytes: upload.mp3 },
    fallback: 'Failed to send your recording',
  });
}

/** GET /audio/clips/mine. */
export function getMyClips(client: ApiClient): Promise<ContributedClip[]> {
  return client.request('/audio/clips/mine', { fallback: 'Failed to load your recordings' });
}

/** GET /audio/{language}/clips/pending (admins and the language's reviewers). */
export function getPendingClips(client: ApiClient, language: string): Promise<ContributedClip[]> {
  return client.request(`/audio/${segment(language)}/clips/pending`, {
    fallback: 'Failed to load the recordings to review',
  });
}

/** POST /audio/clips/{id}/review. */
export function reviewClip(
  client: ApiClient,
  clipId: string,
  verdict: { verdict: 'approve' | 'reject'; reason?: string },
): Promise<{ id: string; state: ClipState; reviews: number }> {
  return client.request(`/audio/clips/${segment(clipId)}/review`, {
    method: 'POST',
    body: verdict,
    fallback: 'Failed to save your review',
  });
}

/** GET /audio/clips/{id}/audio: a recording's bytes, for its contributor and its reviewers. */
export function getClipAudio(client: ApiClient, clip: Pick<ContributedClip, 'audioUrl'>): Promise<Blob> {
  return client.blob(clip.audioUrl.replace(/^\/api/, ''), 'Failed to load the recording');
}

/** DELETE /audio/clips/{id}: the speaker withdraws their recording (an admin may remove any). */
export function removeClip(client: ApiClient, clipId: string): Promise<{ id: string; removed: true }> {
  return client.request(`/audio/clips/${segment(clipId)}`, {
    method: 'DELETE',
    fallback: 'Failed to withdraw the recording',
  });
}
