// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test is a page: its modules loaded afresh, in the order the test imports them.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('what every page starts', () => {
  it('starts the session as it loads', async () => {
    const { $authStatus } = await import('@/stores/auth');
    await import('./start.ts');
    // A visitor without a stored session: signed out at once.
    expect($authStatus.get()).toBe('signed-out');
  });

  it('starts the session when an island read the auth state before this module ran', async () => {
    const { $authStatus } = await import('@/stores/auth');
    const stop = $authStatus.listen(() => {});
    expect($authStatus.get()).toBe('loading');
    await import('./start.ts');
    expect($authStatus.get()).toBe('signed-out');
    stop();
  });
});
