import { lazy, Suspense, useState } from 'react';
import type { ReportRequest } from '../../shared/api-types.ts';
import type { ReportReason } from '../../shared/report-request.ts';
import type { ReportTarget } from './send-report';

// The dialog, its request schema and its sender are their own chunk, fetched when the learner asks to report: the
// button stands after every verdict, the dialog is opened rarely.
const ReportDialog = lazy(() => import('./ReportDialog'));
const sendReport = async (request: ReportRequest) => (await import('./send-report')).sendReport(request);

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
        <Suspense fallback={null}>
          <ReportDialog
            target={target}
            send={sendReport}
            onClose={() => setOpen(false)}
            {...(reasons ? { reasons } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
