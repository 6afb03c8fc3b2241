/**
 * The address a built page is served at, from the path Astro builds it to: the site's pages are files
 * (`/course/igbo.html`, `/index.html`) answered without their extension (src/server/static), so a page's canonical
 * link names `/course/igbo` and `/`, the addresses learners share and search engines should keep.
 */
export function addressOf(builtPath: string): string {
  return builtPath.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}
