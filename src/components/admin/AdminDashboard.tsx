import { useHydratedStore } from '@/components/useHydratedStore';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { ensureAuth } from '@/lib/session-hint';
import { $authStatus, $isAdmin } from '@/stores/auth';
import AnalyticsTab from './AnalyticsTab';
import ContentTab from './ContentTab';
import OverviewTab from './OverviewTab';
import SettingsTab from './SettingsTab';
import UsersTab from './UsersTab';

const tabs = ['Overview', 'Content', 'Users', 'Analytics', 'Settings'] as const;
type Tab = (typeof tabs)[number];
const panels: Record<Tab, () => React.ReactNode> = {
  Overview: () => <OverviewTab />,
  Content: () => <ContentTab />,
  Users: () => <UsersTab />,
  Analytics: () => <AnalyticsTab />,
  Settings: () => <SettingsTab />,
};

/** The admin area (admin role only, DESIGN.md): others see that they are not authorised; figures come from /api/admin. */
export default function AdminDashboard() {
  const status = useHydratedStore($authStatus, 'loading');
  const isAdmin = useHydratedStore($isAdmin, false);
  const [tab, setTab] = useState<Tab>('Overview');
  useEffect(() => ensureAuth(true), []);

  if (status !== 'signed-in') {
    return (
      <p role="status" className="card text-muted">
        Checking your access...
      </p>
    );
  }
  if (!isAdmin) {
    return (
      <div role="alert" className="card max-w-xl">
        <h1 className="text-2xl font-bold">Not authorised</h1>
        <p className="mt-2 text-muted">The admin dashboard is for the Lugha team. Your account does not have the admin role; if you need it, ask an administrator.</p>
        <a href="/select-language" className="btn-primary mt-4">
          Back to learning
        </a>
      </div>
    );
  }

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.indexOf(tab);
    const moves: Record<string, Tab | undefined> = { ArrowRight: tabs[(i + 1) % tabs.length], ArrowLeft: tabs[(i + tabs.length - 1) % tabs.length], Home: tabs[0], End: tabs.at(-1) };
    const next = moves[event.key];
    if (next) {
      event.preventDefault();
      setTab(next);
      document.getElementById(`admin-tab-${next}`)?.focus();
    }
  };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold md:text-4xl">Lugha Admin</h1>
        <div className="flex gap-2">
          <button type="button" className="btn-primary">
            New Content
          </button>
          <button type="button" className="btn-secondary">
            Import
          </button>
        </div>
      </div>
      <div role="tablist" aria-label="Admin sections" className="mt-8 flex gap-1 overflow-x-auto rounded-full bg-sand p-1">
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
      <div id={`admin-panel-${tab}`} role="tabpanel" aria-labelledby={`admin-tab-${tab}`} tabIndex={0} className="mt-6">
        {panels[tab]()}
      </div>
    </div>
  );
}
