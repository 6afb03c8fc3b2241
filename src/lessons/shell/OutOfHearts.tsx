import { useEffect, useState } from 'react';
import { outOfHeartsMessage } from './heartsText.ts';

/** The out-of-hearts state of a lesson with checked answers: when hearts refill, counting down each minute. */
export default function OutOfHearts({ maxHearts }: { maxHearts: number }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p role="alert" className="rounded-xl border-2 border-clay-500 bg-clay-50 p-3">
      {outOfHeartsMessage(now, maxHearts)}
    </p>
  );
}
