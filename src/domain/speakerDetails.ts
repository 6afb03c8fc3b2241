/** Age ranges a speaker may give with their recordings (optional). */
export const SPEAKER_AGE_RANGES = ['18-29', '30-49', '50-69', '70+'] as const;
export type SpeakerAgeRange = (typeof SPEAKER_AGE_RANGES)[number];

/** Genders a speaker may give with their recordings (optional; 'not said' is a choice as well as leaving it out). */
export const SPEAKER_GENDERS = ['woman', 'man', 'another', 'not said'] as const;
export type SpeakerGender = (typeof SPEAKER_GENDERS)[number];

/** What a speaker tells about their voice, each part optional (null when not given). */
export interface SpeakerDetails {
  variety: string | null;
  ageRange: SpeakerAgeRange | null;
  gender: SpeakerGender | null;
}

/**
 * The variety of a speaker whose own is not on their language's list: one value for every language, stored as is,
 * never a listed name (content/languages/*.yaml may not list it).
 */
export const OTHER_VARIETY = 'other';

/** How the speaker's choice and the admin's filter name OTHER_VARIETY. */
export const OTHER_VARIETY_CHOICE = 'Other (not listed)';
export const OTHER_VARIETY_FILTER = 'Other';

/** The learner-facing label of a variety: 'Onitsha speaker', 'Native speaker' for OTHER_VARIETY; null for none. */
export function varietyLabel(variety: string | null | undefined): string | null {
  if (!variety) return null;
  return variety === OTHER_VARIETY ? 'Native speaker' : `${variety} speaker`;
}

/** A clip's credit with the speaker's variety after it when given: 'Recorded by Ada (CC BY-SA 4.0) · Onitsha speaker'. */
export function creditWithVariety(credit: string, variety: string | null | undefined): string {
  const label = varietyLabel(variety);
  return label ? `${credit} · ${label}` : credit;
}

/** The variety as listed by the language when `value` names one of them (compared in NFC), else null. */
export function listedVariety(varieties: readonly string[], value: string): string | null {
  const wanted = value.normalize('NFC').trim();
  return varieties.find((v) => v.normalize('NFC') === wanted) ?? null;
}

/** The variety a speaker may choose: one the language lists (as listed) or OTHER_VARIETY; null for anything else. */
export function chosenVariety(varieties: readonly string[], value: string): string | null {
  return value.trim() === OTHER_VARIETY ? OTHER_VARIETY : listedVariety(varieties, value);
}

/** The varieties a speaker or an admin's filter may pick from in a language: the listed ones, then OTHER_VARIETY. */
export function varietyChoices(varieties: readonly string[]): string[] {
  return [...varieties, OTHER_VARIETY];
}
