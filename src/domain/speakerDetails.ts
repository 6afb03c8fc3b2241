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

/** The learner-facing label of a variety: 'Onitsha speaker'; null when the speaker named none. */
export function varietyLabel(variety: string | null | undefined): string | null {
  return variety ? `${variety} speaker` : null;
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
