/**
 * Unmarked spellings that are certainly wrong in the standard orthography, with the marked form to use.
 * Only words with no correct unmarked reading belong here: Yoruba 'oko' (farm) and Igbo 'bu' (carry)
 * are real words without marks, so they are left out, and so is anything that is also an English word.
 */
const unmarkedSpellings: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  yoruba: {
    alafia: 'àlàáfíà',
    bawo: 'báwo',
    beeni: 'bẹ́ẹ̀ ni',
    daadaa: 'dáadáa',
    ejowo: 'ẹ jọ̀wọ́',
    ekaabo: 'ẹ káàbọ̀',
    ekaaro: 'ẹ káàárọ̀',
    ekaasan: 'ẹ káàsán',
    ekaro: 'ẹ káàárọ̀',
    ekasan: 'ẹ káàsán',
    ese: 'ẹ ṣé (thank you) or ẹsẹ̀ (leg)',
    jowo: 'jọ̀wọ́',
    kaabo: 'káàbọ̀',
    kaaro: 'káàárọ̀',
    odabo: 'ó dàbọ̀',
    omo: 'ọmọ',
    omoluabi: 'ọmọlúàbí',
    oruko: 'orúkọ',
    pele: 'pẹ̀lẹ́',
    rara: 'rárá',
  },
  // Igbo marks its dotted vowels always and tones only where the standard does, so this lists dots.
  igbo: {
    abuo: 'abụọ',
    ahia: 'ahịa',
    ano: 'anọ',
    asato: 'asatọ',
    ato: 'atọ',
    daalu: 'daalụ',
    emesia: 'emesịa',
    kedu: 'kedụ',
    mazi: 'mazị',
    nnoo: 'nnọọ',
    nwanyi: 'nwanyị',
    oma: 'ọma',
  },
};

/** The languages whose lessons are checked for missing tone marks and subdots. */
export const markedLanguages = Object.keys(unmarkedSpellings);

/** A word written without the marks it needs, and the spelling to use instead. */
export interface UnmarkedWord {
  word: string;
  suggestion: string;
}

// A word is a run of letters and combining marks, so 'bàwo' (with a combining accent) never matches 'bawo'.
const wordPattern = /[\p{L}\p{M}]+/gu;

/** Whole words of `text` that match a known unmarked spelling in `language`, each reported once. */
export function findUnmarkedWords(text: string, language: string): UnmarkedWord[] {
  const table = Object.hasOwn(unmarkedSpellings, language) ? unmarkedSpellings[language] : undefined;
  if (!table) return [];
  const found = new Map<string, UnmarkedWord>();
  for (const [word] of text.normalize('NFC').matchAll(wordPattern)) {
    const key = word.toLowerCase();
    if (found.has(key) || !Object.hasOwn(table, key)) continue;
    found.set(key, { word, suggestion: table[key] ?? '' });
  }
  return [...found.values()];
}
