import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { $toasts, dismissToast, type Toast } from '@/stores/sync';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  const tone =
    toast.tone === 'error'
      ? 'border-clay-500 bg-clay-50'
      : toast.tone === 'success'
        ? 'border-forest-500 bg-forest-50'
        : 'border-sand bg-white';
  return (
    <li
      className={`pointer-events-auto flex items-center gap-2 rounded-xl border-2 px-3 py-1.5 text-sm shadow-lg ${tone}`}
    >
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{toast.title}</span>
        {toast.description && <span className="text-muted">{` · ${toast.description}`}</span>}
      </p>
      <button
        type="button"
        className="btn-ghost shrink-0 px-2 py-0.5 text-sm"
        onClick={() => dismissToast(toast.id)}
        aria-label={`Dismiss: ${toast.title}`}
      >
        ✕
      </button>
    </li>
  );
}

/**
 * Toasts on screen at once. Two fit above a lesson's completion card (below the lesson's title and status strip),
 * so a lesson that unlocks three achievements never covers the card's figures: the rest wait their turn.
 */
export const SHOWN_TOASTS = 2;

/**
 * The toasts of the page, each removed after its time, counted from when it appears. They sit below the top bar on
 * phones and in the right margin on wide screens (never wider than the margin beside a lesson at 1280 px), away from
 * the bottom where the lesson's Check bar and the completion card's way on are.
 */
export default function Toaster() {
  const toasts = useStore($toasts).slice(0, SHOWN_TOASTS);
  return (
    <ul className="pointer-events-none fixed inset-x-4 top-16 z-50 mx-auto flex max-w-sm flex-col gap-2 md:inset-x-auto md:top-20 md:right-4 md:w-60">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ul>
  );
}

/**
 * Renders the toasts into the page's live region (BaseLayout's #toasts, in the HTML from the start so screen
 * readers announce what appears in it), once per page. Pages load this with their first toast; most never show one.
 */
export const mountToaster = (() => {
  let mounted = false;
  return (region: HTMLElement | null = document.getElementById('toasts')): void => {
    if (mounted || !region) return;
    mounted = true;
    createRoot(region).render(<Toaster />);
  };
})();
