// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { $connection } from '@/stores/sync';
import OfflineBadge from './OfflineBadge';

const TEXT = 'Offline — your progress is saved on this device';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'onLine');
  $connection.set('unknown');
  // Unmounted at once, not a second later, so the next test starts the store afresh.
  cleanStores($connection);
});

describe('OfflineBadge', () => {
  it('says nothing while the connection is not known to be lost', () => {
    render(<OfflineBadge />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("appears on the browser's offline event, with no other watcher running", () => {
    render(<OfflineBadge />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(TEXT);
  });

  it('appears at once on a device already offline when the page starts', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    render(<OfflineBadge />);
    expect(screen.getByRole('status').textContent).toBe(TEXT);
  });

  it('goes when a connection check says the server answers', () => {
    render(<OfflineBadge />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => $connection.set('online'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
