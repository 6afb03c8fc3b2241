// Which of the site's webfont files a text needs, read from the @font-face rules of src/styles/fonts.css, so a page
// can preload them with its CSS instead of the browser finding them after layout (docs/decisions.md, "Webfont
// subsets"). Text waiting for its font is not painted, so a late font is a late largest contentful paint.

export interface FontFile {
  /** The file's URL, as in the rule's src. */
  url: string;
  /** The face the file belongs to: its name up to the split ('sans-400', 'serif-700'). */
  face: string;
  /** Inclusive code point ranges, from the rule's unicode-range. */
  ranges: [number, number][];
}

const RULE = /@font-face\s*{([^}]*)}/g;
const SRC = /src:\s*url\(['"]?([^'")]+)['"]?\)/;
const UNICODE_RANGE = /unicode-range:\s*([^;]+);/;
const RANGE = /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi;

/** The font files of a stylesheet's @font-face rules, in the order they are declared. */
export function parseFontFiles(css: string): FontFile[] {
  return [...css.matchAll(RULE)].flatMap(([, body]) => {
    const url = SRC.exec(body!)?.[1];
    const range = UNICODE_RANGE.exec(body!)?.[1];
    if (!url || !range) return [];
    const name = url.slice(url.lastIndexOf('/') + 1).replace(/\.woff2$/, '');
    const ranges = [...range.matchAll(RANGE)].map(([, from, to]): [number, number] => [
      parseInt(from!, 16),
      parseInt(to ?? from!, 16),
    ]);
    return [{ url, face: name.replace(/-(latin|latin-ext|vietnamese)$/, ''), ranges }];
  });
}

const covers = (file: FontFile, code: number) => file.ranges.some(([from, to]) => code >= from && code <= to);

/**
 * The files of the given faces a browser loads to draw `text`. For each character it takes the last declared file of
 * the face whose unicode-range holds it, as CSS Fonts 4 orders overlapping ranges (§ 4.5): so a combining tone mark,
 * which every file of a face carries, asks for the face's last file. Characters no file holds come from a system font.
 */
export function fontFilesFor(files: readonly FontFile[], text: string, faces: readonly string[]): string[] {
  const wanted = new Set<string>();
  const codes = new Set([...text].map((c) => c.codePointAt(0)!));
  for (const face of faces) {
    const own = files.filter((f) => f.face === face).reverse();
    for (const code of codes) {
      const file = own.find((f) => covers(f, code));
      if (file) wanted.add(file.url);
    }
  }
  return files.map((f) => f.url).filter((url) => wanted.has(url));
}
