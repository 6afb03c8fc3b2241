import { useState } from 'react';
import ReportDialog from './ReportDialog';
import { sendReport, type ReportTarget } from './send-report';

/** "Report a problem": opens the report dialog about an exercise or a lesson page. */
export default function ReportButton({ target, className }: { target: ReportTarget; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? 'text-sm text-muted underline underline-offset-2 hover:text-ink'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Report a problem
      </button>
      {open && <ReportDialog target={target} send={sendReport} onClose={() => setOpen(false)} />}
    </>
  );
}
