import { useState } from 'react';
import type { ReportReason } from '../../shared/report-request.ts';
import ReportDialog from './ReportDialog';
import { sendReport, type ReportTarget } from './send-report';

/**
 * "Report a problem": opens the report dialog about an exercise or a lesson page; `reasons` narrows the dialog's
 * choices (a conversation line offers its text and its audio), `describedBy` names what the button is about.
 */
export default function ReportButton({
  target,
  className,
  reasons,
  describedBy,
}: {
  target: ReportTarget;
  className?: string;
  reasons?: readonly ReportReason[];
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? 'text-sm text-muted underline underline-offset-2 hover:text-ink'}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        Report a problem
      </button>
      {open && (
        <ReportDialog
          target={target}
          send={sendReport}
          onClose={() => setOpen(false)}
          {...(reasons ? { reasons } : {})}
        />
      )}
    </>
  );
}
