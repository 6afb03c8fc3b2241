import { getAdminAnalytics } from '@/lib/api';
import { formatDuration, typeLabel } from '@/lib/format';
import Status from './Status';
import { useApi } from './useApi';

const DAYS = 30;

/** The last 30 days as 'YYYY-MM-DD' (UTC, as the server groups them), oldest first. */
function lastDays(today: Date): string[] {
  return Array.from({ length: DAYS }, (_, i) =>
    new Date(today.getTime() - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Analytics: completions per day (a bar chart with a table for screen readers), per lesson type and language. */
export default function AnalyticsTab() {
  const [loaded, retry] = useApi(getAdminAnalytics, 'analytics');
  return (
    <section aria-label="Analytics">
      <p className="text-muted">Track engagement and how effective each lesson is.</p>
      <div className="mt-4">
        <Status loaded={loaded} retry={retry}>
          {(a) => {
            const byDay = new Map(a.completionsPerDay.map((d) => [d.date, d.count]));
            const days = lastDays(new Date()).map((date) => ({ date, count: byDay.get(date) ?? 0 }));
            const peak = Math.max(1, ...days.map((d) => d.count));
            return (
              <>
                <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
                  <div className="card">
                    <dt className="text-sm text-muted">Completions</dt>
                    <dd className="font-display text-3xl font-bold">{a.totals.count.toLocaleString('en')}</dd>
                  </div>
                  <div className="card">
                    <dt className="text-sm text-muted">Average accuracy</dt>
                    <dd className="font-display text-3xl font-bold">{a.totals.averageAccuracy}%</dd>
                  </div>
                  <div className="card">
                    <dt className="text-sm text-muted">Average time per lesson</dt>
                    <dd className="font-display text-3xl font-bold">{formatDuration(a.totals.averageTimeSpent)}</dd>
                  </div>
                </dl>
                <h3 className="mt-8 text-lg font-bold">Completions per day (last {DAYS} days)</h3>
                <div className="card mt-3" aria-hidden="true">
                  <div className="flex h-40 items-end gap-[2px]">
                    {days.map((d) => (
                      <div
                        key={d.date}
                        className="flex-1 rounded-t bg-clay-500"
                        style={{ height: `${(100 * d.count) / peak}%`, minHeight: d.count ? 2 : 0 }}
                        title={`${d.date}: ${d.count}`}
                      />
                    ))}
                  </div>
                  <div className="mt-1 flex justify-between text-xs text-muted">
                    <span>{days[0]?.date}</span>
                    <span>{days.at(-1)?.date}</span>
                  </div>
                </div>
                <table className="sr-only">
                  <caption>Completions per day</caption>
                  <tbody>
                    {days.map((d) => (
                      <tr key={d.date}>
                        <th scope="row">{d.date}</th>
                        <td>{d.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <h3 className="mt-8 text-lg font-bold">By lesson type</h3>
                <FiguresTable
                  rows={a.completionsPerType.map((t) => ({ key: typeLabel(t.type), ...t }))}
                  heading="Lesson type"
                />
                <h3 className="mt-8 text-lg font-bold">By language</h3>
                <FiguresTable
                  rows={a.completionsPerLanguage.map((l) => ({
                    key: l.language.charAt(0).toUpperCase() + l.language.slice(1),
                    ...l,
                  }))}
                  heading="Language"
                />
              </>
            );
          }}
        </Status>
      </div>
    </section>
  );
}

function FiguresTable({
  rows,
  heading,
}: {
  rows: { key: string; count: number; averageAccuracy: number; averageTimeSpent: number }[];
  heading: string;
}) {
  if (rows.length === 0) return <p className="card mt-3 text-muted">No completions yet.</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-2xl border border-sand bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-sand/60">
          <tr>
            {[heading, 'Completions', 'Average accuracy', 'Average time'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand">
          {[...rows]
            .sort((a, b) => b.count - a.count)
            .map((r) => (
              <tr key={r.key}>
                <th scope="row" className="px-3 py-2 font-semibold">
                  {r.key}
                </th>
                <td className="px-3 py-2">{r.count.toLocaleString('en')}</td>
                <td className="px-3 py-2">{r.averageAccuracy}%</td>
                <td className="px-3 py-2">{formatDuration(r.averageTimeSpent)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
