import { useEffect, useState } from 'react';
// Static imports: this component is itself loaded lazily (HeaderNav.tsx), only for a signed-in learner, whose page
// has the session's code already; asking for these lazily as well cost two more requests of re-exports.
import { getReviewSummary, type ReviewSummary } from '@/lib/api/review-summary';
import { defaultApiClient } from '@/lib/api/learner-calls';

/**
 * The header's way into the review queue: "Review recordings (N)", N the recordings waiting in the languages the
 * learner reviews. Shown only to admins, reviewers and trusted speakers; asked once per page, so a role an admin
 * grants shows on the next page without a restart.
 */
export default function ReviewBadge() {
  const [summary, setSummary] = useState<ReviewSummary | null>(null);
  useEffect(() => {
    let live = true;
    void getReviewSummary(defaultApiClient()).then(
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
