// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenShown } from '../../../tests/helpers/before-paint.ts';
import { hasOwnEnterAction, isTypingTarget, useLessonKeys } from './useLessonKeys.ts';

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

describe('useLessonKeys', () => {
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
  const placed = (html: string, parent: Element = document.body) => parent.appendChild(element(html));

  describe('on the whole page (no container)', () => {
    it('hears a key pressed the moment its step shows, before the step is painted', async () => {
      const onNumber = vi.fn();
      const Step = () => {
        useLessonKeys(null, { onNumber });
        return createElement('h2', null, 'Question');
      };
      expect(await whenShown(Step, 'h2', () => press('2'))).toBe(true);
      expect(onNumber).toHaveBeenCalledWith(1);
    });

    it('number keys pick option n − 1 and Enter acts, each instead of the page’s own action', () => {
      const keys = { onNumber: vi.fn(), onEnter: vi.fn() };
      renderHook(() => useLessonKeys(null, keys));
      expect(press('3')).toBe(true);
      expect(keys.onNumber).toHaveBeenCalledWith(2);
      expect(press('Enter', placed('<h2 tabindex="-1">Question</h2>'))).toBe(true);
      expect(press('Enter', placed('<input type="radio">'))).toBe(true);
      expect(press('1', placed('<button>Elsewhere</button>'))).toBe(true);
      expect(keys.onEnter).toHaveBeenCalledTimes(2);
      expect(keys.onNumber).toHaveBeenLastCalledWith(0);
    });

    it('leaves fields, controls with their own Enter, modifiers and held keys alone', () => {
      const keys = { onNumber: vi.fn(), onEnter: vi.fn() };
      renderHook(() => useLessonKeys(null, keys));
      expect(press('1', placed('<input type="text">'))).toBe(false);
      expect(press('Enter', placed('<textarea></textarea>'))).toBe(false);
      expect(press('Enter', placed('<button>Check</button>'))).toBe(false);
      expect(press('Enter', document.body, { shiftKey: true })).toBe(false);
      expect(press('Enter', document.body, { repeat: true })).toBe(false);
      expect(press('2', document.body, { ctrlKey: true })).toBe(false);
      expect(press('2', document.body, { altKey: true })).toBe(false);
      expect(press('2', document.body, { metaKey: true })).toBe(false);
      expect(keys.onNumber).not.toHaveBeenCalled();
      expect(keys.onEnter).not.toHaveBeenCalled();
    });

    it('← and → go to the step before and after, from the page and from buttons, not from fields, tabs or sliders', () => {
      const keys = { onPrevious: vi.fn(), onNext: vi.fn() };
      renderHook(() => useLessonKeys(null, keys));
      expect(press('ArrowRight')).toBe(true);
      expect(press('ArrowRight', placed('<button>Hear Jambo</button>'))).toBe(true);
      expect(press('ArrowLeft', placed('<h3 tabindex="-1">Step 2 of 8</h3>'))).toBe(true);
      expect(press('ArrowRight', placed('<input type="text">'))).toBe(false);
      expect(
        press('ArrowLeft', placed('<div role="tablist"><button role="tab">Story</button></div>').firstElementChild!),
      ).toBe(false);
      expect(press('ArrowRight', placed('<input type="range">'))).toBe(false);
      expect(press('ArrowRight', document.body, { shiftKey: true })).toBe(false);
      expect(press('ArrowRight', document.body, { altKey: true })).toBe(false);
      expect(keys.onNext).toHaveBeenCalledTimes(2);
      expect(keys.onPrevious).toHaveBeenCalledTimes(1);
    });

    it('a player without step keys leaves the arrows to the page', () => {
      renderHook(() => useLessonKeys(null, { onEnter: vi.fn() }));
      expect(press('ArrowRight')).toBe(false);
      expect(press('ArrowLeft')).toBe(false);
    });

    it('a player with only Enter leaves number keys to the page, and nothing is heard once disabled or unmounted', () => {
      const onEnter = vi.fn();
      const { rerender, unmount } = renderHook(({ enabled }) => useLessonKeys(null, { onEnter, enabled }), {
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

  describe('in a container', () => {
    function inContainer(keys: Parameters<typeof useLessonKeys>[1]) {
      const root = placed('<div><h2 tabindex="-1">Question</h2><button data-option="0">Option</button></div>');
      const outside = placed('<button>Settings</button>');
      renderHook(() => useLessonKeys({ current: root as HTMLElement }, keys));
      return { root, heading: root.querySelector('h2')!, option: root.querySelector('button')!, outside };
    }

    it('hears keys on the page itself and inside the container, not on controls outside it', () => {
      const keys = { onNumber: vi.fn(), onEnter: vi.fn() };
      const { heading, option, outside } = inContainer(keys);
      expect(press('2')).toBe(true);
      expect(press('1', option)).toBe(true);
      expect(keys.onNumber.mock.calls).toEqual([[1], [0]]);
      expect(press('Enter', heading)).toBe(true);
      expect(press('Enter')).toBe(true);
      expect(keys.onEnter).toHaveBeenCalledTimes(2);
      expect(press('3', outside)).toBe(false);
      expect(press('Enter', outside)).toBe(false);
      expect(keys.onNumber).toHaveBeenCalledTimes(2);
      expect(keys.onEnter).toHaveBeenCalledTimes(2);
    });

    it('leaves Enter on a control inside to the control, and Shift+Enter and a held Enter alone', () => {
      const onEnter = vi.fn();
      const { heading, option } = inContainer({ onEnter });
      expect(press('Enter', option)).toBe(false);
      expect(press('Enter', heading, { shiftKey: true })).toBe(false);
      expect(press('Enter', heading, { repeat: true })).toBe(false);
      expect(onEnter).not.toHaveBeenCalled();
    });

    it('takes Backspace off controls and fields only, held or not', () => {
      const onBackspace = vi.fn();
      const { root, heading, option } = inContainer({ onBackspace });
      const field = placed('<input type="text">', root);
      expect(press('Backspace', heading)).toBe(true);
      expect(press('Backspace', document.body, { repeat: true })).toBe(true);
      expect(press('Backspace', option)).toBe(false);
      expect(press('Backspace', field)).toBe(false);
      expect(onBackspace).toHaveBeenCalledTimes(2);
    });

    it('hears nothing before the container is rendered', () => {
      const onEnter = vi.fn();
      renderHook(() => useLessonKeys({ current: null }, { onEnter }));
      expect(press('Enter')).toBe(false);
      expect(onEnter).not.toHaveBeenCalled();
    });
  });
});
