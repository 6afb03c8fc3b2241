import type { ReactNode } from 'react';

interface Props {
  /** The verdict, or null while nothing has been checked. */
  verdict: 'right' | 'wrong' | null;
  /** The verdict's words, e.g. 'Correct' or 'Try Again'. */
  title: string;
  children?: ReactNode;
}

/** The answer's verdict with an icon and its explanation, in a live region so screen readers announce it. */
export default function CheckFeedback({ verdict, title, children }: Props) {
  const tone =
    verdict === 'right' ? 'border-forest-600 bg-forest-50 text-forest-900' : 'border-clay-500 bg-clay-50 text-ink';
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {verdict && (
        <div className={`mt-4 rounded-xl border-2 p-4 ${tone}`}>
          <p className="flex items-center gap-2 text-lg font-bold">
            <span aria-hidden="true">{verdict === 'right' ? '✓' : '✗'}</span>
            {title}
          </p>
          <div className="mt-1 flex flex-col gap-1">{children}</div>
        </div>
      )}
    </div>
  );
}
