import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_KEY } from './keys.ts';
import { withMemoryFallback } from './storage.ts';
import { mayHaveWaiting } from './waiting.ts';

describe('the outbox storage', () => {
  it('keeps a key the browser refuses in memory, where every reader of the page finds it, until a save succeeds', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved = new Map<string, string>();
    let full = true;
    const storage = withMemoryFallback({
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => {
        if (full) throw new Error('QuotaExceededError');
        saved.set(key, value);
      },
    });
    storage.setItem(OUTBOX_KEY, '[{"x":1}]');
    expect(saved.size).toBe(0);
    expect(storage.getItem(OUTBOX_KEY)).toBe('[{"x":1}]');
    // A page that has not loaded the sending code still learns something waits: no flag between modules.
    expect(mayHaveWaiting(storage)).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
    full = false;
    storage.setItem(OUTBOX_KEY, '[]');
    expect(saved.get(OUTBOX_KEY)).toBe('[]');
    expect(mayHaveWaiting(storage)).toBe(false);
    error.mockRestore();
  });

  it('lives in memory alone where the browser has no storage', () => {
    const storage = withMemoryFallback(undefined);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    storage.setItem(OUTBOX_KEY, '[1]');
    expect(storage.getItem(OUTBOX_KEY)).toBe('[1]');
  });
});
