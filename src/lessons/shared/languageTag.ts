// BCP 47 tags of the course languages, so screen readers and fonts treat lesson text as that language.
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

/** The `lang` attribute for text in a course language, or undefined when the language is unknown. */
export function languageTag(language: string): string | undefined {
  return Object.hasOwn(tags, language) ? tags[language] : undefined;
}
