/**
 * The one recording call every signed-in learner's page makes: the header's "Review recordings (N)". Apart from the
 * other recording calls (audio-endpoints.ts), which only the recording pages load.
 */
import type { ApiClient } from './client.ts';

export interface ReviewSummary {
  reviewer: boolean;
  pending: number;
  languages: { language: string; pending: number }[];
}

/** GET /audio/reviews/summary. */
export function getReviewSummary(client: ApiClient): Promise<ReviewSummary> {
  return client.request('/audio/reviews/summary', { fallback: 'Failed to load the recordings to review' });
}
