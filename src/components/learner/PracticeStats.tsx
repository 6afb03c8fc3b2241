import { useEffect, useMemo, useState } from 'react';
import { browserTimeZone } from '@/shared/dates';
import { getPracticeStats } from '@/lib/api/practice-stats';
import { savePracticeStats, savedPracticeStats } from '@/lib/api/saved-practice-stats';
import type { PracticeStatsResult } from '@/shared/api-types';
import ReviewsChart from './ReviewsChart';
import { useOnline } from './useOnline';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'needs-connection' }
  /** `savedAt` is set when the figures come from the device rather than the server. */
  | { kind: 'ready'; stats: PracticeStatsResult[]; savedAt: number | null };

/** The figures kept on the device for this account, or the line that says they need a connection. */
function fromDevice(userId: string, codes: readonly string[]): Loaded {
  if (codes.length === 0) return { kind: 'ready', stats: [], savedAt: null };
  const saved = savedPracticeStats(userId, codes);
  if (saved.length === 0) return { kind: 'needs-connection' };
  return { kind: 'ready', stats: saved.map((s) => s.stats), savedAt: Math.min(...saved.map((s) => s.savedAt)) };
}

/** True when the request got no answer (no connection, or the server out of reach) rather than a refusal. */
const unanswered = (error: unknown) =>
  !navigator.onLine || (error instanceof Error && 'kind' in error && error.kind !== 'http');

const savedOn = (savedAt: number) =>
  new Date(savedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The profile's practice figures for each language the learner studies: words learned, what a session now would ask
 * (the header's 'to practise', as due and new cards), strong, and 30 days of reviews.
 */
export default function PracticeStats({
  userId,
  languages,
  languageNames,
}: {
  userId: string;
  languages: readonly string[];
  languageNames: Readonly<Record<string, string>>;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const online = useOnline();
  const key = languages.join(',');
  // Loads again when the connection returns, so figures from the device give way to the server's.
  useEffect(() => {
    if (!online) return;
    let live = true;
    const codes = key === '' ? [] : key.split(',');
    import('@/lib/api/learner-calls')
      .then(({ defaultApiClient }) =>
        Promise.all(codes.map((code) => getPracticeStats(defaultApiClient(), code, browserTimeZone()))),
      )
      .then(
        (stats) => {
          savePracticeStats(userId, stats, Date.now());
          if (live) setLoaded({ kind: 'ready', stats, savedAt: null });
        },
        (error: unknown) => {
          if (!live) return;
          if (unanswered(error)) return setLoaded(fromDevice(userId, codes));
          setLoaded({
            kind: 'error',
            message: error instanceof Error ? error.message : 'Failed to fetch practice stats',
          });
        },
      );
    return () => {
      live = false;
    };
  }, [key, userId, online]);
  // Offline, the figures kept on the device for this account.
  const shown = useMemo(
    () => (online ? loaded : fromDevice(userId, key === '' ? [] : key.split(','))),
    [online, loaded, userId, key],
  );

  return (
    <section className="mt-8" aria-labelledby="practice-stats">
      <h2 id="practice-stats" className="text-xl font-bold">
        Practice
      </h2>
      {shown.kind === 'loading' && <p className="mt-2 text-muted">Loading your practice…</p>}
      {shown.kind === 'error' && (
        <p className="mt-2 text-muted">Practice figures are unavailable right now: {shown.message}</p>
      )}
      {shown.kind === 'needs-connection' && <p className="mt-2 text-muted">Practice statistics need a connection.</p>}
      {shown.kind === 'ready' && shown.savedAt !== null && (
        <p className="mt-2 text-muted" data-practice-saved>
          Saved on this device on {savedOn(shown.savedAt)}; updated when you are back online.
        </p>
      )}
      {shown.kind === 'ready' && shown.stats.length === 0 && (
        <p className="mt-2 text-muted">Finish a lesson to start practising its words.</p>
      )}
      {shown.kind === 'ready' && (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {shown.stats.map((s) => {
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
                    { label: 'Words learned', value: s.wordsLearned },
                    {
                      label: 'To practise',
                      value: s.dueCount + s.newCount,
                      note: (
                        <>
                          <span className="whitespace-nowrap">{s.dueCount} due</span> ·{' '}
                          <span className="whitespace-nowrap">{s.newCount} new</span>
                        </>
                      ),
                    },
                    { label: 'Strong', value: s.strong },
                  ].map(({ label, value, note }) => (
                    <div key={label} className="rounded-xl bg-sand px-2 py-2">
                      <dt className="text-xs text-muted">{label}</dt>
                      <dd className="text-xl font-bold">{value}</dd>
                      {note && <dd className="text-xs text-muted">{note}</dd>}
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
