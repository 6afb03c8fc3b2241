import { useEffect, useRef } from 'react';

interface Props {
  xpEarned: number;
  savedLocally: boolean;
  nextHref: string;
  nextLabel: string;
}

/** The end of a lesson: XP earned and the way on, focused so Enter continues. */
export default function CompletionPanel({ xpEarned, savedLocally, nextHref, nextLabel }: Props) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <section className="card text-center" aria-labelledby="lesson-complete">
      <p className="text-5xl" aria-hidden="true">
        🎉
      </p>
      <h2 id="lesson-complete" className="mt-2 font-display text-2xl font-bold">
        Lesson complete!
      </h2>
      <p className="mt-2 text-lg font-semibold text-forest-700">+{xpEarned} XP</p>
      {savedLocally && <p className="mt-2 text-sm text-muted">Progress saved locally. We'll sync with the server when connection is restored.</p>}
      <a ref={link} href={nextHref} className="btn-primary mt-6 inline-flex">
        {nextLabel} <span aria-hidden="true">→</span>
      </a>
    </section>
  );
}
