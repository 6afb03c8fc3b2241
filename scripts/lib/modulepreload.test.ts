import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGraph, withModulePreloads } from './modulepreload.ts';

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lugha-preload-'));
  mkdirSync(join(dir, '_astro'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, '_astro', name), code);
  return dir;
}

const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('withModulePreloads', () => {
  const dir = dist({
    'Shell.a.js':
      'import{a}from"./react.b.js";import"./store.c.js";const P=()=>import("./QuizLesson.d.js");const Q=()=>import("./MemoryGameLesson.e.js");',
    'react.b.js': 'export const a=1;',
    'store.c.js': 'import{a}from"./react.b.js";',
    'client.f.js': 'import{a}from"./react.b.js";',
    'QuizLesson.d.js': 'import{x}from"./quizOnly.g.js";',
    'quizOnly.g.js': 'export const x=1;',
    'MemoryGameLesson.e.js': 'export default 1;',
    'Nav.h.js': 'import"./navOnly.i.js";',
    'navOnly.i.js': '',
    'Layout.j.js': 'import"./store.c.js";',
  });
  const page = (meta: string) =>
    `<html><head><title>t</title>${meta}<script type="module" src="/_astro/Layout.j.js"></script></head><body>` +
    `<astro-island component-url="/_astro/Nav.h.js" renderer-url="/_astro/client.f.js" client="idle"></astro-island>` +
    `<astro-island component-url="/_astro/Shell.a.js" renderer-url="/_astro/client.f.js" client="load"></astro-island></body></html>`;

  it("lists the static graph of the client:load islands and module scripts, not the page's own scripts or idle islands", () => {
    const out = links(withModulePreloads(page(''), dir));
    expect(out.sort()).toEqual(
      ['/_astro/Shell.a.js', '/_astro/client.f.js', '/_astro/react.b.js', '/_astro/store.c.js'].sort(),
    );
  });

  it('adds the lazy modules the page names, with their own imports, and removes the meta tag', () => {
    const html = withModulePreloads(page('<meta name="lugha:preload" content="QuizLesson">'), dir);
    expect(links(html)).toContain('/_astro/QuizLesson.d.js');
    expect(links(html)).toContain('/_astro/quizOnly.g.js');
    expect(links(html)).not.toContain('/_astro/MemoryGameLesson.e.js');
    expect(html).not.toContain('lugha:preload');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names the page's whole start graph, its own module scripts included", () => {
    expect(startGraph(page('<meta name="lugha:preload" content="QuizLesson">'), dir).sort()).toEqual(
      [
        '/_astro/Layout.j.js',
        '/_astro/QuizLesson.d.js',
        '/_astro/Shell.a.js',
        '/_astro/client.f.js',
        '/_astro/quizOnly.g.js',
        '/_astro/react.b.js',
        '/_astro/store.c.js',
      ].sort(),
    );
  });

  const font = (name: string, late = false) =>
    `<link rel="preload" href="/fonts/${name}.woff2" as="font" type="font/woff2" crossorigin${late ? ' data-after-modules="true"' : ''}>`;
  const order = (html: string) =>
    [...html.matchAll(/<link rel="(?:preload|modulepreload|stylesheet)" href="([^"]+)"/g)].map((m) => m[1]);

  it('moves the fonts marked to follow the modules behind them, unmarked, and keeps the others ahead', () => {
    const head = `${font('sans-400-latin')}${font('serif-700-latin', true)}${font('sans-400-vietnamese', true)}`;
    const html = withModulePreloads(page(`${head}<link rel="stylesheet" href="/_astro/Layout.css">`), dir);
    const links = order(html);
    expect(links.slice(0, 2)).toEqual(['/fonts/sans-400-latin.woff2', '/_astro/Layout.css']);
    expect(links.slice(-2)).toEqual(['/fonts/serif-700-latin.woff2', '/fonts/sans-400-vietnamese.woff2']);
    expect(links.slice(2, -2).every((href) => href?.startsWith('/_astro/') && href.endsWith('.js'))).toBe(true);
    expect(html).not.toContain('data-after-modules');
    expect(html.lastIndexOf('as="font"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves every font where it is on a page that preloads no module, unmarked', () => {
    const html = `<html><head>${font('sans-400-latin')}${font('serif-700-latin', true)}<link rel="stylesheet" href="/s.css"></head><body></body></html>`;
    const out = withModulePreloads(html, dir);
    expect(out).toBe(html.replace(' data-after-modules="true"', ''));
  });

  it('leaves a page without islands or scripts unchanged', () => {
    const html = '<html><head><title>t</title></head><body><p>hi</p></body></html>';
    expect(withModulePreloads(html, dir)).toBe(html);
  });
});
