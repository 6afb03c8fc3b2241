/**
 * The profile's practice call, apart from the other practice calls: those load with the learner's session code on
 * every signed-in page, this one only on the profile.
 */
import type { ApiClient } from './client.ts';
import type { PracticeStatsResult } from '../../shared/api-types.ts';

/** GET /practice/{language}/stats: words learned, due today, strong, and reviews per day over the last 30 days of `timeZone`. */
export function getPracticeStats(client: ApiClient, language: string, timeZone: string): Promise<PracticeStatsResult> {
  return client.request(`/practice/${encodeURIComponent(language)}/stats?timeZone=${encodeURIComponent(timeZone)}`, {
    fallback: 'Failed to fetch practice stats',
  });
}
