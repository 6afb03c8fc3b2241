import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { $toasts, dismissToast, type Toast } from '@/stores/sync';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  const tone = toast.tone === 'error' ? 'border-clay-500 bg-clay-50' : toast.tone === 'success' ? 'border-forest-500 bg-forest-50' : 'border-sand bg-white';
  return (
    <li className={`pointer-events-auto flex items-start gap-3 rounded-xl border-2 p-3 shadow-lg ${tone}`}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm text-muted">{toast.description}</p>}
      </div>
      <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => dismissToast(toast.id)} aria-label={`Dismiss: ${toast.title}`}>
        ✕
      </button>
    </li>
  );
}

/** The toasts of the page, each removed after its time. */
export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <ul className="flex w-full max-w-sm flex-col gap-2">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ul>
  );
}

let mounted = false;

/**
 * Renders the toasts into the page's live region (BaseLayout's #toasts, in the HTML from the start so screen
 * readers announce what appears in it). Pages load this with their first toast; most never show one.
 */
export function mountToaster(region: HTMLElement | null = document.getElementById('toasts')): void {
  if (mounted || !region) return;
  mounted = true;
  createRoot(region).render(<Toaster />);
}
