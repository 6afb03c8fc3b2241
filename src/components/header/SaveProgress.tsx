import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The form's code loads when an anonymous learner opens it; accounts never load it.
const SaveProgressForm = lazy(() => import('@/components/auth/SaveProgressForm'));

/**
 * The header's "Save your progress" while the session is anonymous: a button that opens the save form in a dialog,
 * which stays open with its message after the save made the session an account's.
 */
export default function SaveProgress({ anonymous }: { anonymous: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  return (
    <>
      {anonymous && (
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 py-1 text-sm whitespace-nowrap"
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">💾</span>
          <span className="sr-only sm:not-sr-only">Save your progress</span>
        </button>
      )}
      {open && (
        <dialog
          ref={dialog}
          aria-labelledby="save-progress-title"
          onClose={() => setOpen(false)}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-ink/40"
        >
          <h2 id="save-progress-title" className="mb-3 text-xl font-bold">
            Save your progress
          </h2>
          <Suspense fallback={<p>Loading…</p>}>
            <SaveProgressForm onDone={close} />
          </Suspense>
        </dialog>
      )}
    </>
  );
}
