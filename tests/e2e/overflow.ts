import type { Page } from '@playwright/test';

/**
 * Every visible element of the page that overflows horizontally: wider than the viewport or outside it, sticking
 * out of a parent that does not scroll, or with content wider than its own box (text cut off in a button). Scroll
 * containers (a wide table in its scroller), screen-reader-only text and deliberate ellipses are not overflow.
 * Each finding is one line: the element, its text and by how many pixels.
 */
export function horizontalOverflows(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        style.visibility === 'hidden' ||
        style.display === 'none' ||
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)'
      );
    };
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (scrolls(p)) return true;
      return false;
    };
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> “${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}”`;
    const start = document.querySelector(selector) ?? document.body;
    for (const el of [start, ...start.querySelectorAll('*')]) {
      if (!(el instanceof HTMLElement) || hidden(el) || el.closest('[class*="sr-only"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || insideScroller(el)) continue;
      const style = getComputedStyle(el);
      if (style.position === 'fixed') continue;
      if (box.right > width + 1 || box.left < -1)
        found.push(`${name(el)} leaves the viewport by ${Math.round(Math.max(box.right - width, -box.left))} px`);
      // An island's wrapper (display: contents) has no box of its own: the parent is the first ancestor with one.
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
      if (parent && parent !== document.body && !scrolls(parent) && style.position !== 'absolute') {
        const outer = parent.getBoundingClientRect();
        const by = Math.max(box.right - outer.right, outer.left - box.left);
        if (by > 1) found.push(`${name(el)} sticks out of ${name(parent)} by ${Math.round(by)} px`);
      }
      // A text field scrolls its own value.
      const clipsOnPurpose =
        style.textOverflow === 'ellipsis' ||
        scrolls(el) ||
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement;
      if (!clipsOnPurpose && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        found.push(`${name(el)} holds content ${el.scrollWidth - el.clientWidth} px wider than itself`);
    }
    return found;
  }, root);
}
