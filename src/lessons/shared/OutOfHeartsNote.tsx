import { useState } from 'react';
import { checkOffReason } from '../shell/heartsText.ts';

/**
 * Beside a Check that is off at 0 hearts: why, when hearts refill, and practice as the way to earn one now. The
 * Check button names it with aria-describedby={id}, so the reason is read with the button, not only in the banner.
 */
export default function OutOfHeartsNote({ id, language }: { id: string; language: string }) {
  const [now] = useState(() => new Date());
  return (
    <p id={id} className="grow basis-48 text-sm font-semibold text-clay-700" data-check-off="">
      {checkOffReason(now)}, or{' '}
      <a href={`/practice/${language}`} className="underline">
        practise to earn one
      </a>
      .
    </p>
  );
}
