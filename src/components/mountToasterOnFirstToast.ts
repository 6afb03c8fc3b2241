import { $toasts } from '@/stores/sync';

const mount = () => void import('@/components/Toaster').then(({ mountToaster }) => mountToaster());

/**
 * Mounts the page's toaster when the first toast appears (or at once if one is already there). The toaster's code
 * loads only then, as most pages never show a toast; `showToast` only adds to `$toasts`, and this listener is what
 * puts toasts on screen, so the store knows nothing of the component. Nothing happens outside a browser.
 */
export function mountToasterOnFirstToast(): void {
  if (typeof document === 'undefined') return;
  if ($toasts.get().length > 0) return mount();
  const stop = $toasts.listen((toasts) => {
    if (toasts.length === 0) return;
    stop();
    mount();
  });
}
