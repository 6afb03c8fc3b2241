import { useEffect, useState } from 'react';
import { browserTimeZone } from '@/shared/dates';
import { getPracticeStats } from '@/lib/api/practice-stats';
import type { PracticeStatsResult } from '@/shared/api-types';
import ReviewsChart from './ReviewsChart';

type Loaded =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; stats: PracticeStatsResult[] };

/** The profile's practice figures for each language the learner studies: words learned, due today, strong, and 30 days of reviews. */
export default function PracticeStats({
  languages,
  languageNames,
}: {
  languages: readonly string[];
  languageNames: Readonly<Record<string, string>>;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const key = languages.join(',');
  useEffect(() => {
    let live = true;
    const codes = key === '' ? [] : key.split(',');
    import('@/lib/api/learner-calls')
      .then(({ defaultApiClient }) =>
        Promise.all(codes.map((code) => getPracticeStats(defaultApiClient(), code, browserTimeZone()))),
      )
      .then(
        (stats) => live && setLoaded({ kind: 'ready', stats }),
        (error: unknown) =>
          live &&
          setLoaded({
            kind: 'error',
            message: error instanceof Error ? error.message : 'Failed to fetch practice stats',
          }),
      );
    return () => {
      live = false;
    };
  }, [key]);

  return (
    <section className="mt-8" aria-labelledby="practice-stats">
      <h2 id="practice-stats" className="text-xl font-bold">
        Practice
      </h2>
      {loaded.kind === 'loading' && <p className="mt-2 text-muted">Loading your practice…</p>}
      {loaded.kind === 'error' && (
        <p className="mt-2 text-muted">Practice figures are unavailable right now: {loaded.message}</p>
      )}
      {loaded.kind === 'ready' && loaded.stats.length === 0 && (
        <p className="mt-2 text-muted">Finish a lesson to start practising its words.</p>
      )}
      {loaded.kind === 'ready' && (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {loaded.stats.map((s) => {
            const name = languageNames[s.language] ?? s.language;
            return (
              <div key={s.language} className="card min-w-0" data-practice-stats={s.language}>
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-bold">{name}</h3>
                  <a href={`/practice/${s.language}`} className="text-sm font-semibold text-clay-700 underline">
                    Practise
                  </a>
                </div>
                <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                  {[
                    ['Words learned', s.wordsLearned],
                    ['Due today', s.dueToday],
                    ['Strong', s.strong],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-xl bg-sand px-2 py-2">
                      <dt className="text-xs text-muted">{label}</dt>
                      <dd className="text-xl font-bold">{value}</dd>
                    </div>
                  ))}
                </dl>
                <ReviewsChart days={s.reviewsByDay} caption={`${name} practice`} />
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
