// Writes the site's webfont subsets to public/fonts/ and their @font-face rules to src/styles/fonts.css
// (npm run font:subset). Both are committed, so a build never runs this; run it again when content/ gains a letter.
//
// The sources are the Noto Sans and Noto Serif files of @fontsource (SIL OFL 1.1), which come split by Unicode
// range: Basic Latin in "latin", ṣ ṅ ń ǹ in "latin-ext", ọ ẹ ị ụ in "vietnamese". No installed file holds all
// of them, and OpenType layout tables cannot be merged by a subsetter, so each face is written as one small file
// per source split, each declared with the unicode-range of its own cmap. The combining marks go into every file,
// so a cluster such as ọ̀ (ọ + U+0300) is drawn from one file and the mark attaches to its base through that
// file's GPOS anchors; the script fails if a cluster in content/ would need two files.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';

type Subset = (font: Buffer, text: string, options: Record<string, unknown>) => Promise<Buffer>;
const subsetFont = createRequire(import.meta.url)('subset-font') as Subset;

const OUT_DIR = 'public/fonts';
const CSS_FILE = 'src/styles/fonts.css';
const SPLITS = ['latin', 'latin-ext', 'vietnamese'] as const;
/** Layout features kept: mark attachment (mark, mkmk), composition (ccmp, locl) and kerning. */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern'];

interface Face {
  /** File name stem under public/fonts/. */
  id: string;
  family: string;
  /** The CSS weight range this face answers: one static weight stands for its neighbours. */
  weight: string;
  source: (split: string) => string;
}

const fontsource = (pkg: string, weight: number) => (split: string) =>
  `node_modules/@fontsource/${pkg}/files/${pkg}-${split}-${weight}-normal.woff2`;
const FACES: Face[] = [
  { id: 'sans-400', family: 'Lugha Sans', weight: '100 500', source: fontsource('noto-sans', 400) },
  { id: 'sans-700', family: 'Lugha Sans', weight: '600 900', source: fontsource('noto-sans', 700) },
  { id: 'serif-700', family: 'Lugha Serif', weight: '700', source: fontsource('noto-serif', 700) },
];

/** The letters and marks of the four orthographies, whether or not content/ uses them yet. */
const ORTHOGRAPHY = [
  // Tone marks (grave, acute, circumflex, tilde, macron, caron), dot below and dot above.
  '\u0300\u0301\u0302\u0303\u0304\u030C\u0323\u0307',
  // Igbo: ị ọ ụ ṅ, syllabic m and n with tones.
  'ịọụṅỊỌỤṄ ǹńḿ ǸŃḾ',
  // Yoruba: ẹ ọ ṣ with tones on every vowel.
  'ẹọṣẸỌṢ àáèéìíòóùú ÀÁÈÉÌÍÒÓÙÚ āēīōū ĀĒĪŌŪ',
  // Kriolu (ALUPEC) and Swahili: acute, grave, circumflex, tilde, cedilla.
  'âêîôûÂÊÎÔÛ ãõñÃÕÑ çÇ',
  // Punctuation the interface writes.
  '‘’“”–—…·•×§©→←−',
].join('');

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (/\.(md|ya?ml|json|astro|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name)) yield path;
  }
}

/** Every text the site draws: the content files and the interface's own strings. */
function siteText(): string {
  const parts: string[] = [];
  for (const dir of ['content', 'src/components', 'src/pages', 'src/lessons', 'src/practice'])
    for (const file of textFiles(dir)) parts.push(readFileSync(file, 'utf8'));
  return parts.join('\n');
}

const isMark = (ch: string) => /\p{M}/u.test(ch);

/** The code points a TrueType/OpenType font maps (its cmap, formats 4 and 12). */
function cmapOf(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const codes = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    const fmt = font.readUInt16BE(at);
    if (fmt === 4) {
      const segments = font.readUInt16BE(at + 6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(at + 14 + s * 2);
        const start = font.readUInt16BE(at + 16 + segments * 2 + s * 2);
        const delta = font.readInt16BE(at + 16 + segments * 4 + s * 2);
        const rangeAt = at + 16 + segments * 6 + s * 2;
        const rangeOffset = font.readUInt16BE(rangeAt);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          // Only whether the code point is mapped matters: a non-zero glyph index.
          const glyph =
            rangeOffset === 0 ? (c + delta) & 0xffff : font.readUInt16BE(rangeAt + rangeOffset + (c - start) * 2);
          if (glyph !== 0) codes.add(c);
        }
      }
    } else if (fmt === 12) {
      const groups = font.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const start = font.readUInt32BE(at + 16 + g * 12);
        const end = font.readUInt32BE(at + 20 + g * 12);
        for (let c = start; c <= end; c++) codes.add(c);
      }
    }
  }
  return codes;
}

/** The CSS unicode-range of a set of code points, merged into runs. */
function unicodeRange(codes: Iterable<number>): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const runs: string[] = [];
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

const text = siteText();
// Both forms of every letter, whichever one a content file or a learner's keyboard produced.
const wanted = new Set<string>();
for (let c = 0x20; c < 0x7f; c++) wanted.add(String.fromCodePoint(c));
for (const ch of (text + ORTHOGRAPHY).normalize('NFC') + (text + ORTHOGRAPHY).normalize('NFD'))
  if (/[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]/u.test(ch) && !/\p{Extended_Pictographic}/u.test(ch)) wanted.add(ch);
const wantedText = [...wanted].join('');

// Clusters (a base and its marks) as the files write them and in NFC, the form the site keeps and compares.
const clusters = new Set<string>();
for (const form of [text, text.normalize('NFC')]) for (const m of form.matchAll(/\P{M}\p{M}+/gu)) clusters.add(m[0]);

await rm(OUT_DIR, { recursive: true, force: true });
await mkdir(OUT_DIR, { recursive: true });
const rules: string[] = [];
const report: string[] = [];
const missing = new Set<string>();
for (const face of FACES) {
  // What each split can draw of the wanted text.
  const available = new Map<string, Set<number>>();
  for (const split of SPLITS) {
    const font = readFileSync(face.source(split));
    available.set(split, cmapOf(await subsetFont(font, wantedText, { targetFormat: 'sfnt' })));
  }
  // Each base letter in the first split that has it; the marks in every split.
  const assigned = new Map<string, Set<number>>(SPLITS.map((s) => [s, new Set<number>()]));
  for (const ch of wanted) {
    const code = ch.codePointAt(0)!;
    const splits = SPLITS.filter((s) => available.get(s)!.has(code));
    if (splits.length === 0) missing.add(ch);
    for (const split of isMark(ch) ? splits : splits.slice(0, 1)) assigned.get(split)!.add(code);
  }
  for (const cluster of clusters) {
    const [base, ...marks] = [...cluster];
    const home = SPLITS.find((s) => assigned.get(s)!.has(base!.codePointAt(0)!));
    if (home === undefined) continue;
    const apart = marks.filter((m) => !assigned.get(home)!.has(m.codePointAt(0)!));
    if (apart.length > 0)
      throw new Error(
        `${face.id}: "${cluster}" needs ${apart.map((m) => `U+${m.codePointAt(0)!.toString(16)}`).join(' ')}, ` +
          `which the ${home} file cannot draw: its mark would not attach to its base.`,
      );
  }
  for (const split of SPLITS) {
    const codes = assigned.get(split)!;
    if ([...codes].every((c) => isMark(String.fromCodePoint(c)))) continue;
    const file = `${face.id}-${split}.woff2`;
    const woff2 = await subsetFont(readFileSync(face.source(split)), String.fromCodePoint(...codes), {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      noHinting: true,
    });
    await writeFile(join(OUT_DIR, file), woff2);
    report.push(`${file}: ${codes.size} characters, ${(woff2.length / 1024).toFixed(1)} KiB`);
    rules.push(
      `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-weight: ${face.weight};\n` +
        `  font-display: swap;\n  src: url('/fonts/${file}') format('woff2');\n  unicode-range: ${unicodeRange(codes)};\n}`,
    );
  }
}
await writeFile(join(OUT_DIR, 'OFL.txt'), readFileSync('node_modules/@fontsource/noto-sans/LICENSE'));
const header =
  '/* Generated by scripts/font-subset.ts (npm run font:subset) from Noto Sans and Noto Serif, SIL OFL 1.1\n' +
  '   (public/fonts/OFL.txt): one file per face and source split, each with the unicode-range of its own cmap. */\n';
const css = header + rules.join('\n\n') + '\n';
await writeFile(CSS_FILE, await format(css, { ...(await resolveConfig(CSS_FILE)), filepath: CSS_FILE }));
for (const line of report) console.log(line);
const left = [...missing].filter((ch) => !/\s/.test(ch));
if (left.length > 0) console.log(`left to the system fonts (no source has them): ${left.join(' ')}`);
console.log(`wrote ${relative(process.cwd(), OUT_DIR)}/ and ${CSS_FILE}`);
