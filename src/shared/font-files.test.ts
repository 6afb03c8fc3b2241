import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFilesFor, parseFontFiles } from './font-files';

const css = readFileSync('src/styles/fonts.css', 'utf8');
const files = parseFontFiles(css);

describe('parseFontFiles', () => {
  it('reads every font file of the site with its face and ranges', () => {
    const shipped = readdirSync('public/fonts').filter((f) => f.endsWith('.woff2'));
    expect(files.map((f) => f.url.replace('/fonts/', '')).sort()).toEqual(shipped.sort());
    const viet = files.find((f) => f.url === '/fonts/sans-400-vietnamese.woff2')!;
    expect(viet.face).toBe('sans-400');
    expect(viet.ranges).toContainEqual([0x1eca, 0x1ecd]);
    expect(viet.ranges).toContainEqual([0x0323, 0x0323]);
  });

  it('skips rules without a source or a range', () => {
    expect(
      parseFontFiles("@font-face { font-family: 'A'; src: url('/a.woff2'); } @font-face { unicode-range: U+0041; }"),
    ).toEqual([]);
  });
});

describe('fontFilesFor', () => {
  it('asks for the Basic Latin file for English text', () => {
    expect(fontFilesFor(files, 'Good morning', ['sans-400'])).toEqual(['/fonts/sans-400-latin.woff2']);
  });

  it('asks for the split holding a letter, and only of the faces named', () => {
    // ọ is in the vietnamese split, ṅ in latin-ext.
    expect(fontFilesFor(files, 'Ụtụtụ ọma, ṅ', ['sans-400'])).toEqual([
      '/fonts/sans-400-latin.woff2',
      '/fonts/sans-400-latin-ext.woff2',
      '/fonts/sans-400-vietnamese.woff2',
    ]);
    expect(fontFilesFor(files, 'ọ', ['serif-700'])).toEqual(['/fonts/serif-700-vietnamese.woff2']);
  });

  it('takes the last declared file for a mark every file holds, as browsers do', () => {
    expect(fontFilesFor(files, 'a\u0300', ['sans-700'])).toEqual([
      '/fonts/sans-700-latin.woff2',
      '/fonts/sans-700-vietnamese.woff2',
    ]);
  });

  it('asks for nothing for characters no file holds, or faces it does not have', () => {
    expect(fontFilesFor(files, '漢字', ['sans-400'])).toEqual([]);
    expect(fontFilesFor(files, 'abc', ['mono-400'])).toEqual([]);
  });
});
