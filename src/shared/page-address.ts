/**
 * The address a built page is served at, from the path Astro builds it to: the site's pages are files
 * (`/course/igbo.html`, `/index.html`) answered without their extension. The static server indexes the built pages by
 * it (src/server/static/page-index.ts) and a page's canonical link names it (`/course/igbo`, `/`), the addresses
 * learners share and search engines should keep.
 */
export function addressOf(builtPath: string): string {
  return builtPath.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}
