// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasOwnEnterAction, isTypingTarget, usePageKeys } from './keys.ts';

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

describe('usePageKeys', () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  /** Presses a key on `target` (the page when none) and says whether the page's default action was prevented. */
  function press(key: string, target: Element = document.body, init: KeyboardEventInit = {}): boolean {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  }
  const placed = (html: string) => document.body.appendChild(element(html));

  it('number keys pick option n − 1 and Enter acts, each instead of the page’s own action', () => {
    const keys = { onNumber: vi.fn(), onEnter: vi.fn() };
    renderHook(() => usePageKeys(true, keys));
    expect(press('3')).toBe(true);
    expect(keys.onNumber).toHaveBeenCalledWith(2);
    expect(press('Enter', placed('<h2 tabindex="-1">Question</h2>'))).toBe(true);
    expect(press('Enter', placed('<input type="radio">'))).toBe(true);
    expect(keys.onEnter).toHaveBeenCalledTimes(2);
  });

  it('leaves fields, controls with their own Enter, modifiers and held keys alone', () => {
    const keys = { onNumber: vi.fn(), onEnter: vi.fn() };
    renderHook(() => usePageKeys(true, keys));
    expect(press('1', placed('<input type="text">'))).toBe(false);
    expect(press('Enter', placed('<textarea></textarea>'))).toBe(false);
    expect(press('Enter', placed('<button>Check</button>'))).toBe(false);
    expect(press('Enter', document.body, { shiftKey: true })).toBe(false);
    expect(press('Enter', document.body, { repeat: true })).toBe(false);
    expect(press('2', document.body, { ctrlKey: true })).toBe(false);
    expect(keys.onNumber).not.toHaveBeenCalled();
    expect(keys.onEnter).not.toHaveBeenCalled();
  });

  it('a player with only Enter leaves number keys to the page, and nothing is heard once disabled or unmounted', () => {
    const onEnter = vi.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => usePageKeys(enabled, { onEnter }), {
      initialProps: { enabled: true },
    });
    expect(press('1')).toBe(false);
    rerender({ enabled: false });
    press('Enter');
    rerender({ enabled: true });
    press('Enter');
    unmount();
    press('Enter');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});
