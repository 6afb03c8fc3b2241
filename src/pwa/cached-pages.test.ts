import { describe, expect, it } from 'vitest';
import { listable, titleOf } from './cached-pages.ts';

describe('titleOf', () => {
  it("reads the page's title without the site's name, entities decoded", () => {
    expect(titleOf('<html><head><title>Igbo · Lugha</title></head></html>', '/course/igbo')).toBe('Igbo');
    expect(titleOf('<title>Greetings &amp; family · Lugha</title>', '/lesson/igbo/1-0')).toBe('Greetings & family');
    expect(titleOf('<title>Lugha — learn African languages</title>', '/')).toBe('Lugha — learn African languages');
  });

  it('falls back to the path when the page has no title', () => {
    expect(titleOf('<html></html>', '/course/igbo')).toBe('/course/igbo');
    expect(titleOf('<title> </title>', '/profile')).toBe('/profile');
  });
});

describe('listable', () => {
  it('lists home, then courses, then lessons, then the rest, once each and without the offline page', () => {
    expect(
      listable([
        '/profile',
        '/lesson/igbo/1-1',
        '/offline',
        '/course/igbo/level-1',
        '/',
        '/course/igbo',
        '/lesson/igbo/1-0',
        '/course/igbo',
      ]),
    ).toEqual(['/', '/course/igbo', '/course/igbo/level-1', '/lesson/igbo/1-0', '/lesson/igbo/1-1', '/profile']);
  });
});
