// The font files a page preloads: those every page draws (body text, bold labels and the serif headings, in Basic
// Latin) and, for a page whose text is known when it is built, the splits its letters and tone marks need.
import fontsCss from '@/styles/fonts.css?raw';
import { fontFilesFor, parseFontFiles } from '@/shared/font-files';

const FILES = parseFontFiles(fontsCss);
const EVERY_PAGE = fontFilesFor(FILES, 'Aa', ['sans-400', 'sans-700', 'serif-700']);

/** Every page's files, then those of the body and bold faces that `text` needs beyond them. */
export function fontPreloads(text = ''): string[] {
  return [...new Set([...EVERY_PAGE, ...fontFilesFor(FILES, text, ['sans-400', 'sans-700'])])];
}
