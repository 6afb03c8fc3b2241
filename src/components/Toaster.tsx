import { useHydratedStore } from '@/components/useHydratedStore';
import { useEffect } from 'react';
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

/** The toasts of the page, announced politely to screen readers, each removed after its time. */
export default function Toaster() {
  const toasts = useHydratedStore($toasts, []);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4" aria-live="polite" role="status">
      <ul className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
