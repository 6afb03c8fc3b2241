import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The static pages the server answers with status 404: /404.html and the pages under /errors/. */
export const errorPageNames = [
  'not-found',
  'invalid-language',
  'lesson-not-found',
  'course-not-found',
  'level-not-found',
  'level-no-course',
] as const;
export type ErrorPageName = (typeof errorPageNames)[number];

/**
 * Picks the spec's message for an unknown URL from its shape: a lesson of an unknown language is
 * 'Invalid language!', of a known one 'Lesson not found!'; a course 'Course Not Found'; a level
 * 'Level not found!' (linking to the course, or to language selection when the course is unknown).
 */
export function errorPageFor(pathname: string, isKnownLanguage: (code: string) => boolean): ErrorPageName {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => safeDecode(p));
  const [first, language, third] = parts;
  if (first === 'lesson' && parts.length === 3 && language !== undefined) {
    return isKnownLanguage(language) ? 'lesson-not-found' : 'invalid-language';
  }
  if (first === 'course' && language !== undefined) {
    if (parts.length === 2) return 'course-not-found';
    if (parts.length === 4 && third === 'level')
      return isKnownLanguage(language) ? 'level-not-found' : 'level-no-course';
  }
  return 'not-found';
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Loads the built error pages into memory once; a missing page falls back to the generic one. */
export function loadErrorPages(distDir: string): Record<ErrorPageName, string> {
  const fallback =
    '<!doctype html><title>Oops! Page not found</title><h1>Oops! Page not found</h1><a href="/">Go home</a>';
  const read = (name: string) => {
    const file = name === 'not-found' ? join(distDir, '404.html') : join(distDir, 'errors', `${name}.html`);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const generic = read('not-found') ?? fallback;
  return Object.fromEntries(errorPageNames.map((name) => [name, read(name) ?? generic])) as Record<
    ErrorPageName,
    string
  >;
}

/** Where an error page links back to a course, the language comes from the requested URL. */
export const LANGUAGE_SLOT = '/course/__language__';

/** The language segment of a /course/{language}/… path. */
export function languageOfPath(pathname: string): string {
  return pathname.split('/')[2] ?? '';
}
