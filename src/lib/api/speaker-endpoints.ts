/** A speaker's details in a language: their variety (from the language's list), age range and gender, all optional. */
import type { ApiClient } from './client.ts';

export interface SpeakerDetailsState {
  language: string;
  speaker: boolean;
  varieties: string[];
  variety: string | null;
  ageRange: string | null;
  gender: string | null;
  /** The credit name and licence the speaker chose last, null until they choose. */
  credit: string | null;
  licence: string | null;
}

export type SpeakerDetailsChoice = Pick<SpeakerDetailsState, 'variety' | 'ageRange' | 'gender'>;

/** GET /audio/{language}/speaker: the details the speaker gave and the varieties to choose from. */
export function getSpeakerDetails(client: ApiClient, language: string): Promise<SpeakerDetailsState> {
  return client.request(`/audio/${encodeURIComponent(language)}/speaker`, {
    fallback: 'Failed to load your details',
  });
}

/** PUT /audio/{language}/speaker: remembers the details for every later recording. */
export function saveSpeakerDetails(
  client: ApiClient,
  language: string,
  details: SpeakerDetailsChoice,
): Promise<SpeakerDetailsState> {
  return client.request(`/audio/${encodeURIComponent(language)}/speaker`, {
    method: 'PUT',
    body: details,
    fallback: 'Failed to save your details',
  });
}

/** PUT /audio/{language}/speaker/credit: remembers the credit name and licence for the speaker's next visit. */
export function saveSpeakerCredit(
  client: ApiClient,
  language: string,
  credit: { credit: string; licence: string },
): Promise<SpeakerDetailsState> {
  return client.request(`/audio/${encodeURIComponent(language)}/speaker/credit`, {
    method: 'PUT',
    body: credit,
    fallback: 'Failed to remember your credit',
  });
}
