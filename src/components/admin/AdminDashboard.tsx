import { useState, type KeyboardEvent } from 'react';

export interface ContentRow {
  id: string;
  title: string;
  language: string;
  author: string;
  lastModified: string;
  status: string;
}

export interface ContentStats {
  totalLessons: number;
  activeLanguages: number;
  audioFiles: number;
  pendingReviews: number;
}

const tabs = ['Overview', 'Content', 'Users', 'Analytics', 'Settings'] as const;
type Tab = (typeof tabs)[number];

const statusStyle: Record<string, string> = {
  published: 'bg-forest-100 text-forest-700',
  review: 'bg-sun-300 text-ink',
};

/** The admin tabs; figures that come from content are computed at build, learner figures by the API. */
export default function AdminDashboard({ stats, recent }: { stats: ContentStats; recent: readonly ContentRow[] }) {
  const [tab, setTab] = useState<Tab>('Overview');
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.indexOf(tab);
    const next = event.key === 'ArrowRight' ? tabs[(i + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(i + tabs.length - 1) % tabs.length] : undefined;
    if (next) {
      setTab(next);
      document.getElementById(`admin-tab-${next}`)?.focus();
    }
  };
  const cards = [
    { label: 'Total Lessons', value: String(stats.totalLessons) },
    { label: 'Active Users', value: '—' },
    { label: 'Languages', value: String(stats.activeLanguages) },
    { label: 'Completion Rate', value: '—' },
    { label: 'Audio Files', value: String(stats.audioFiles) },
    { label: 'Pending Reviews', value: String(stats.pendingReviews) },
  ];
  return (
    <div>
      <div role="tablist" aria-label="Admin sections" className="flex gap-1 overflow-x-auto rounded-full bg-sand p-1">
        {tabs.map((name) => (
          <button
            key={name}
            id={`admin-tab-${name}`}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={`admin-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onKeyDown={onKey}
            onClick={() => setTab(name)}
            className={`shrink-0 rounded-full px-4 py-2 font-semibold ${tab === name ? 'bg-white shadow' : 'text-muted hover:text-ink'}`}
          >
            {name}
          </button>
        ))}
      </div>
      <div id={`admin-panel-${tab}`} role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className="mt-6">
        {tab === 'Overview' && (
          <>
            <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
              {cards.map((c) => (
                <div key={c.label} className="card">
                  <dt className="text-sm text-muted">{c.label}</dt>
                  <dd className="font-display text-3xl font-bold">{c.value}</dd>
                </div>
              ))}
            </dl>
            <h2 className="mt-8 text-xl font-bold">Recent Content Activity</h2>
            <ul className="mt-3 divide-y divide-sand rounded-2xl border border-sand bg-white">
              {recent.map((row) => (
                <li key={`${row.language}/${row.id}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <div>
                    <p className="font-semibold">{row.title}</p>
                    <p className="text-sm text-muted">
                      <span className="capitalize">{row.language}</span> · {row.author} · {row.lastModified}
                    </p>
                  </div>
                  <span className={`badge capitalize ${statusStyle[row.status] ?? 'bg-sand text-muted'}`}>{row.status}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {tab === 'Content' && (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {['Manage Lessons', 'Vocabulary', 'Audio Files', 'Cultural Stories'].map((label) => (
              <button key={label} type="button" className="btn-secondary">
                {label}
              </button>
            ))}
          </div>
        )}
        {tab === 'Users' && <p className="card">Review learner progress and manage user accounts.</p>}
        {tab === 'Analytics' && <p className="card">Track engagement and how effective each lesson is.</p>}
        {tab === 'Settings' && <p className="card">Configure system settings and content approval workflows.</p>}
      </div>
    </div>
  );
}
