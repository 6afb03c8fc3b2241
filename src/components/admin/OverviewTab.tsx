import { getAdminContent, getAdminStats } from '@/lib/api';
import ContentStatusBadge from './ContentStatusBadge';
import Status from './Status';
import { useApi } from './useApi';

const RECENT = 8;

/** Overview: the six figures and the most recently changed content, all from /api/admin. */
export default function OverviewTab() {
  const [stats, retryStats] = useApi(getAdminStats, 'stats');
  const [content, retryContent] = useApi(getAdminContent, 'content');
  // Both calls are refused alike when the session still needs its second factor: one code form is enough.
  const needsCode = stats.state === 'error' && stats.code === 'mfa_required';
  return (
    <>
      <Status
        loaded={stats}
        retry={() => {
          retryStats();
          retryContent();
        }}
      >
        {(s) => (
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {[
              ['Total Lessons', s.totalLessons.toLocaleString('en')],
              [
                'Active Users',
                s.activeUsers.toLocaleString('en'),
                `${s.totalUsers.toLocaleString('en')} accounts; active = a lesson in the last 7 days`,
              ],
              ['Languages', String(s.activeLanguages)],
              ['Completion Rate', `${s.completionRate}%`, 'Mean share of their course each learner has finished'],
              ['Audio Files', s.audioFiles.toLocaleString('en')],
              ['Pending Reviews', String(s.pendingReviews)],
            ].map(([label, value, note]) => (
              <div key={label} className="card" data-stat={label}>
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="font-display text-3xl font-bold">{value}</dd>
                {note && <dd className="mt-1 text-xs text-muted">{note}</dd>}
              </div>
            ))}
          </dl>
        )}
      </Status>
      <h2 className="mt-8 text-xl font-bold" hidden={needsCode}>
        Recent Content Activity
      </h2>
      <div className="mt-3" hidden={needsCode}>
        <Status loaded={content} retry={retryContent}>
          {(items) => {
            const recent = [...items]
              .sort((a, b) => b.lastModified.localeCompare(a.lastModified) || a.id.localeCompare(b.id))
              .slice(0, RECENT);
            return recent.length === 0 ? (
              <p className="card text-muted">No content yet.</p>
            ) : (
              <ul className="divide-y divide-sand rounded-2xl border border-sand bg-white">
                {recent.map((row) => (
                  <li
                    key={`${row.language}/${row.id}`}
                    className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold">{row.title}</p>
                      <p className="text-sm text-muted">
                        <span className="capitalize">{row.language}</span> · {row.author} ·{' '}
                        <time dateTime={row.lastModified}>{row.lastModified}</time>
                      </p>
                    </div>
                    <ContentStatusBadge status={row.status} />
                  </li>
                ))}
              </ul>
            );
          }}
        </Status>
      </div>
    </>
  );
}
