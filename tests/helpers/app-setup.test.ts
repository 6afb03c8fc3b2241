// In Node, where no window exists, as after a component test's happy-dom window is removed.
import { windowPersistentEvents } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';

describe("the app project's set-up", () => {
  it("lets a persistent store's delayed stop run once the window is gone", () => {
    expect(typeof window).toBe('undefined');
    const listener = () => undefined;
    expect(() => windowPersistentEvents.removeEventListener('lugha-test', listener, listener)).not.toThrow();
  });
});
