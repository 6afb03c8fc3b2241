import { describe, expect, it } from 'vitest';
import { errorPageFor } from './error-pages.ts';
import { cacheControlFor } from './serve-site.ts';
import { pageFileUrl } from './page-index.ts';

const known = (code: string) => code === 'igbo';

describe('errorPageFor', () => {
  it.each([
    ['/lesson/klingon/1-0', 'invalid-language'],
    ['/lesson/igbo/99-9', 'lesson-not-found'],
    ['/course/klingon', 'course-not-found'],
    ['/course/igbo/level/level-99', 'level-not-found'],
    ['/course/klingon/level/level-1', 'level-no-course'],
    ['/course/igbo/extra', 'not-found'],
    ['/nowhere', 'not-found'],
    ['/lesson/%E0%A4%A/1-0', 'invalid-language'],
  ])('%s → %s', (path, page) => expect(errorPageFor(path, known)).toBe(page));
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year, revalidates pages, keeps other files an hour', () => {
    expect(cacheControlFor('/_astro/index.B1x2.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/course/igbo.html')).toBe('no-cache');
    expect(cacheControlFor('/course/igbo')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=3600');
    // The service worker and its reload prompt are checked on every visit, so a deploy reaches installed apps.
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/update-prompt.js')).toBe('no-cache');
  });
});

describe('pageFileUrl', () => {
  const pages = new Set(['/course/igbo', '/lesson/yoruba/y1-0']);
  it('maps a page path to its file and keeps the query', () => {
    expect(pageFileUrl('/course/igbo?from=home', pages)).toBe('/course/igbo.html?from=home');
    expect(pageFileUrl('/lesson/yoruba/y1-0', pages)).toBe('/lesson/yoruba/y1-0.html');
  });
  it('leaves other paths and undecodable ones alone', () => {
    expect(pageFileUrl('/_astro/x.js', pages)).toBe('/_astro/x.js');
    expect(pageFileUrl('/%E0%A4%A', pages)).toBe('/%E0%A4%A');
  });
});
