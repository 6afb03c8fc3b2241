// BCP 47 tags of the course languages, so screen readers read a card's word in its own language.
const tags: Readonly<Record<string, string>> = {
  igbo: 'ig',
  yoruba: 'yo',
  swahili: 'sw',
  kriolu: 'kea',
  hausa: 'ha',
  twi: 'tw',
  wolof: 'wo',
  zulu: 'zu',
  amharic: 'am',
};

/** The `lang` attribute for a course language, or undefined when it is unknown. */
export function languageTag(language: string): string | undefined {
  return Object.hasOwn(tags, language) ? tags[language] : undefined;
}

/** 'igbo' → 'Igbo': the caption on a word card. */
export function languageName(language: string): string {
  return language.charAt(0).toUpperCase() + language.slice(1);
}

/** Seconds as 'm:ss', e.g. 75 → '1:15'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
