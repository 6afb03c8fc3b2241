// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { whenShown } from '../../../tests/helpers/before-paint.ts';
import { useRecordingShortcuts } from './useRecordingShortcuts';

describe('the recording shortcuts', () => {
  it('hear R pressed the moment the prompt shows, before it is painted', async () => {
    const record = vi.fn();
    const Prompt = () => {
      useRecordingShortcuts({ record, play: vi.fn(), skip: vi.fn(), send: vi.fn() });
      return createElement('h2', null, 'Ndewo');
    };
    const taken = await whenShown(Prompt, 'h2', () => {
      const event = new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(taken).toBe(true);
    expect(record).toHaveBeenCalledOnce();
  });
});
