// The font files a page preloads: those every page draws (body text, bold labels and the serif headings, in Basic
// Latin) and, for a page whose text is known when it is built, the splits its letters and tone marks need.
import fontsCss from '@/styles/fonts.css?raw';
import { fontFilesFor, parseFontFiles } from '@/shared/font-files';

const FILES = parseFontFiles(fontsCss);
const EVERY_PAGE = fontFilesFor(FILES, 'Aa', ['sans-400', 'sans-700', 'serif-700']);
// The body and bold faces in Basic Latin, which most of a page's first text is drawn in.
const FIRST = new Set(fontFilesFor(FILES, 'Aa', ['sans-400', 'sans-700']));

export interface FontPreload {
  href: string;
  /**
   * Asked for after the page's scripts: on a page that starts an island at once, the build moves it behind the modules'
   * preloads (scripts/lib/modulepreload.ts), so the player's code does not wait for the headings' and tone letters' files.
   */
  afterModules: boolean;
}

/** Every page's files, then those of the body and bold faces that `text` needs beyond them. */
export function fontPreloads(text = ''): FontPreload[] {
  return [...new Set([...EVERY_PAGE, ...fontFilesFor(FILES, text, ['sans-400', 'sans-700'])])].map((href) => ({
    href,
    afterModules: !FIRST.has(href),
  }));
}
