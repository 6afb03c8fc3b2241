import { useEffect, useRef } from 'react';
import type { SessionSummary } from '@/stores/practiceRun';
import { nextReviewText } from './nextReview';

interface Props {
  summary: SessionSummary;
  xp: number;
  heartsRestored: number | null;
  savedOnDevice: boolean;
  /** The learner's first session, which introduced their first words. */
  first: boolean;
  courseHref: string;
}

/** The end of a session: items reviewed, the answers right, almost and missed, accuracy (right only), XP, the heart won back and the next review. */
export default function PracticeSummary({ summary, xp, heartsRestored, savedOnDevice, first, courseHref }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const figures = [
    ['Items reviewed', String(summary.reviewed)],
    ['Accuracy', `${summary.accuracy}%`],
    ['XP earned', `+${xp}`],
    ['Next review', nextReviewText(summary.nextDue, new Date())],
  ];
  const answers = `${summary.right} right · ${summary.slips} almost (marks) · ${summary.missed} missed`;
  return (
    <section aria-labelledby="practice-done" className="text-center">
      <p className="text-5xl" aria-hidden="true">
        🎉
      </p>
      <h2
        id="practice-done"
        ref={heading}
        tabIndex={-1}
        className="mt-2 font-display text-3xl font-bold focus:outline-none"
      >
        Practice complete
      </h2>
      {first && (
        <p className="mx-auto mt-2 max-w-md">
          You have met your first {summary.reviewed} {summary.reviewed === 1 ? 'word' : 'words'} in practice. Each comes
          back when it is due: your next review is {nextReviewText(summary.nextDue, new Date())}.
        </p>
      )}
      <dl className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-3 text-left">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border-2 border-sand bg-white p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-xl border-2 border-sand bg-white p-3">
          <dt className="text-sm text-muted">Answers (accuracy counts right only)</dt>
          <dd className="text-lg font-bold">{answers}</dd>
        </div>
      </dl>
      {heartsRestored !== null && heartsRestored > 0 && (
        <p className="mt-4 font-semibold">❤️ +{heartsRestored} heart restored</p>
      )}
      {savedOnDevice && (
        <p role="status" className="mx-auto mt-4 max-w-md rounded-xl bg-sun-300/40 p-3 text-sm">
          Saved on this device: your answers, XP and heart sync when the connection is restored.
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <a href={courseHref} className="btn-primary">
          Back to the course
        </a>
        <a href={typeof window === 'undefined' ? '' : window.location.pathname} className="btn-secondary">
          Practise again
        </a>
      </div>
    </section>
  );
}
