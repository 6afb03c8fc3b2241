// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hasOwnEnterAction, isTypingTarget } from './keys.ts';

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe('keyboard targets', () => {
  it('treats text fields as typing, and radios and buttons not', () => {
    expect(isTypingTarget(element('<input type="text">'))).toBe(true);
    expect(isTypingTarget(element('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(element('<div contenteditable="true"></div>'))).toBe(true);
    expect(isTypingTarget(element('<input type="radio">'))).toBe(false);
    expect(isTypingTarget(element('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('knows which targets act on Enter themselves', () => {
    expect(hasOwnEnterAction(element('<button>x</button>'))).toBe(true);
    expect(hasOwnEnterAction(element('<a href="/x">x</a>'))).toBe(true);
    expect(hasOwnEnterAction(element('<div role="tab">x</div>'))).toBe(true);
    expect(hasOwnEnterAction(element('<input type="radio">'))).toBe(false);
    expect(hasOwnEnterAction(element('<h2 tabindex="-1">x</h2>'))).toBe(false);
  });
});
