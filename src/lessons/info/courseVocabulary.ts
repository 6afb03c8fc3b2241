// The vocabulary lists as the site build reads them, for the phrases of reading lessons (phrases.ts).
import { parse } from 'yaml';
import { vocabularyListSchema, type VocabularyEntry } from '../../content/vocabulary.ts';

const vocabularyFiles = import.meta.glob<string>('/content/vocabulary/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});
let vocabularies: Map<string, VocabularyEntry[]> | undefined;

/** A language's vocabulary list (content/vocabulary/<language>.yaml), empty when it has none. */
export function courseVocabulary(language: string): VocabularyEntry[] {
  vocabularies ??= new Map(
    Object.entries(vocabularyFiles).map(([path, text]) => [
      /([^/]+)\.yaml$/.exec(path)![1]!,
      vocabularyListSchema.parse(parse(text)),
    ]),
  );
  return vocabularies.get(language) ?? [];
}
