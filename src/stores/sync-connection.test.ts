// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { $connection } from './sync.ts';

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'onLine');
  $connection.set('unknown');
  // Unmounted at once, not a second later, so the next test starts the store afresh.
  cleanStores($connection);
});

describe("$connection and the browser's 'offline' event", () => {
  it('records the event while something reads the store', () => {
    const stop = $connection.listen(() => {});
    window.dispatchEvent(new Event('offline'));
    expect($connection.get()).toBe('offline');
    stop();
  });

  it('is offline as soon as it is read on a device already offline', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const stop = $connection.listen(() => {});
    expect($connection.get()).toBe('offline');
    stop();
  });

  it('stops listening once nothing reads it', () => {
    vi.useFakeTimers();
    const stop = $connection.listen(() => {});
    $connection.set('online');
    stop();
    // nanostores leaves a store mounted for a second after its last listener, for a page that re-subscribes at once.
    vi.advanceTimersByTime(1500);
    window.dispatchEvent(new Event('offline'));
    expect($connection.get()).toBe('online');
  });
});
