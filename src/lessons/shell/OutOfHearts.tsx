import { useEffect, useState } from 'react';
import { outOfHeartsMessage } from './heartsText.ts';

/** The out-of-hearts state of a lesson with checked answers: when hearts refill, counting down each minute, and practice as the way to win one back. */
export default function OutOfHearts({
  maxHearts,
  practiceHref,
}: {
  maxHearts: number;
  practiceHref?: string | undefined;
}) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-clay-500 bg-clay-50 p-3">
      <p role="alert">{outOfHeartsMessage(now, maxHearts)}</p>
      {practiceHref && (
        <a href={practiceHref} className="btn-secondary px-4 py-2 text-sm">
          Practise to earn a heart
        </a>
      )}
    </div>
  );
}
