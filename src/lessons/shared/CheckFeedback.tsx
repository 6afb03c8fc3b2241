import type { ReactNode } from 'react';
import ReportButton from '@/components/report/ReportButton';
import type { ReportTarget } from '@/components/report/send-report';

interface Props {
  /** The verdict, or null while nothing has been checked; a slip is right but for its marks. */
  verdict: 'right' | 'slip' | 'wrong' | null;
  /** The verdict's words, e.g. 'Correct' or 'Try Again'. */
  title: string;
  children?: ReactNode;
  /** What "Report a problem" after the verdict sends about the exercise. */
  report?: ReportTarget | undefined;
}

/** The answer's verdict with an icon and its explanation, in a live region so screen readers announce it. */
export default function CheckFeedback({ verdict, title, children, report }: Props) {
  const tone = {
    right: 'border-forest-600 bg-forest-50 text-forest-900',
    slip: 'border-sun-400 bg-sun-300/30 text-ink',
    wrong: 'border-clay-500 bg-clay-50 text-ink',
  }[verdict ?? 'wrong'];
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {verdict && (
          <div className={`mt-4 rounded-xl border-2 p-4 ${tone}`}>
            <p className="flex items-center gap-2 text-lg font-bold">
              <span aria-hidden="true">{{ right: '✓', slip: '≈', wrong: '✗' }[verdict]}</span>
              {title}
            </p>
            <div className="mt-1 flex flex-col gap-1">{children}</div>
          </div>
        )}
      </div>
      {verdict && report && (
        <p className="mt-1 text-right">
          <ReportButton target={report} />
        </p>
      )}
    </>
  );
}
