// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test is a fresh page: its own toasts, its own listener and its own toaster.
async function freshPage() {
  vi.resetModules();
  const sync = await import('@/stores/sync');
  const { mountToasterOnFirstToast } = await import('./mountToasterOnFirstToast.ts');
  return { ...sync, mountToasterOnFirstToast };
}

let region: HTMLElement;
beforeEach(() => {
  region = document.createElement('div');
  region.id = 'toasts';
  document.body.append(region);
});
afterEach(() => document.body.replaceChildren());

describe('mountToasterOnFirstToast', () => {
  it('shows nothing until the first toast, then mounts the toaster in the page’s #toasts region', async () => {
    const { mountToasterOnFirstToast, showToast } = await freshPage();
    mountToasterOnFirstToast();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(region.childElementCount).toBe(0);
    showToast({ title: 'Progress saved locally', tone: 'error' });
    await vi.waitFor(() => expect(region.querySelector('li')?.textContent).toContain('Progress saved locally'));
    showToast({ title: 'Achievement unlocked', tone: 'success' });
    await vi.waitFor(() => expect(region.querySelectorAll('li')).toHaveLength(2));
  });

  it('mounts at once when a toast was shown before the page started listening', async () => {
    const { mountToasterOnFirstToast, showToast } = await freshPage();
    showToast({ title: 'Profile updated successfully!', tone: 'success' });
    mountToasterOnFirstToast();
    await vi.waitFor(() => expect(region.textContent).toContain('Profile updated successfully!'));
  });

  it('leaves the toasts to the page: showing one without the listener renders nothing', async () => {
    const { showToast, $toasts } = await freshPage();
    showToast({ title: 'Error completing lesson' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect($toasts.get()).toHaveLength(1);
    expect(region.childElementCount).toBe(0);
  });
});
