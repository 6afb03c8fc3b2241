// Rebuilds content/lexicon/yoruba.attested.json: the spellings of an outside Yoruba word list that differ from a word of
// the course (content/vocabulary/yoruba.yaml) or of the hand-made list (content/lexicon/yoruba.yaml) only in tone marks
// or subdots; the rest of the list is left out, so the file stays small.
// Usage: node scripts/lexicon-build.ts <path to yoruba_words_sorted.txt>
// The word list is Lesika/yoruba_words_sorted.txt of the Niger-Volta-LTI yoruba-text repository (GPL-3.0; see
// content/lexicon/README.md for where it comes from and the commit the current file was built from).
import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { toneKey } from '../src/domain/toneChoice.ts';
import { courseSchema } from '../src/content/courses.ts';
import { languageSchema, spellingOf } from '../src/content/languages.ts';

const LANGUAGE = 'yoruba';
const OUT = 'content/lexicon/yoruba.attested.json';
const source = process.argv[2];
if (!source) {
  console.error('Usage: node scripts/lexicon-build.ts <path to Lesika/yoruba_words_sorted.txt>');
  process.exit(2);
}

const yaml = async (path: string): Promise<unknown> => parse(await readFile(path, 'utf8'));
const language = languageSchema.parse(await yaml(`content/languages/${LANGUAGE}.yaml`));
const spelling = spellingOf(language, courseSchema.parse(await yaml(`content/courses/${LANGUAGE}/course.yaml`)));
const words = async (path: string): Promise<string[]> =>
  (parse(await readFile(path, 'utf8')) as { word: string }[]).map((e) => e.word);
const keys = new Set(
  [...(await words('content/vocabulary/yoruba.yaml')), ...(await words('content/lexicon/yoruba.yaml'))].map((w) =>
    toneKey(w, spelling),
  ),
);
const spellings = [
  ...new Set(
    (await readFile(source, 'utf8'))
      .split('\n')
      .map((line) => line.trim().normalize('NFC'))
      .filter((line) => line !== '' && keys.has(toneKey(line, spelling))),
  ),
].sort((a, b) => a.localeCompare(b, language.bcp47));
const file = {
  source:
    'Lesika/yoruba_words_sorted.txt of github.com/Niger-Volta-LTI/yoruba-text (Orife, Fasubaa and Wahab, 2018), words spelt like a course word but for tone marks or subdots',
  licence: 'GPL-3.0-only',
  spellings,
};
await writeFile(OUT, `${JSON.stringify(file, null, 2)}\n`);
console.log(`wrote ${OUT}: ${spellings.length} spellings`);
