import { useEffect, useState } from 'react';
import type { ReviewSummary } from '@/lib/api/audio-endpoints';

/**
 * The header's way into the review queue: "Review recordings (N)", N the recordings waiting in the languages the
 * learner reviews. Shown only to admins, reviewers and trusted speakers; asked once per page, so a role an admin
 * grants shows on the next page without a restart.
 */
export default function ReviewBadge() {
  const [summary, setSummary] = useState<ReviewSummary | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([import('@/lib/api/learner-calls'), import('@/lib/api/audio-endpoints')])
      .then(([{ defaultApiClient }, { getReviewSummary }]) => getReviewSummary(defaultApiClient()))
      .then(
        (answer) => live && setSummary(answer),
        // Offline or refused: no link (the client has logged the error).
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  if (!summary?.reviewer) return null;
  return (
    <a
      href="/review-audio"
      className="badge whitespace-nowrap bg-clay-100 text-clay-700 hover:bg-clay-50"
      data-review-pending={summary.pending}
    >
      {/* Below lg the words are for screen readers only: the link's name is its own text, at every width. */}
      <span aria-hidden="true" className="lg:hidden">
        🎧 {summary.pending}
      </span>
      <span className="sr-only lg:not-sr-only">Review recordings ({summary.pending})</span>
    </a>
  );
}
