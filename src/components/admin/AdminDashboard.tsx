import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
// Reading the auth state starts the session.
import '@/components/session/start';
import { useTablistKeys } from '@/components/useTablistKeys';
import { $authStatus, $isAdmin, setRole } from '@/stores/auth';
import AnalyticsTab from './AnalyticsTab';
import AudioFilesTab from './AudioFilesTab';
import AuditTab from './AuditTab';
import ContentGuide, { CONTENT_GUIDE, type ContentAction } from './ContentGuide';
import ContentTab from './ContentTab';
import OverviewTab from './OverviewTab';
import ReportsTab from './ReportsTab';
import ReviewQueue from '@/components/contribute/ReviewQueue';
import SettingsTab from './SettingsTab';
import UsersTab from './UsersTab';

const tabs = [
  'Overview',
  'Content',
  'Audio Files',
  'Pending Reviews',
  'Users',
  'Reports',
  'Analytics',
  'Audit',
  'Settings',
] as const;
type Tab = (typeof tabs)[number];
type Languages = readonly { code: string; name: string }[];
const panels: Record<Tab, (languages: Languages) => React.ReactNode> = {
  Overview: () => <OverviewTab />,
  Content: () => <ContentTab />,
  'Audio Files': (languages) => <AudioFilesTab languages={languages} />,
  'Pending Reviews': (languages) => <ReviewQueue languages={languages} />,
  Users: (languages) => <UsersTab languages={languages} />,
  Reports: (languages) => <ReportsTab languages={languages} />,
  Analytics: () => <AnalyticsTab />,
  Audit: () => <AuditTab />,
  Settings: () => <SettingsTab />,
};

/**
 * Asks the auth server for a fresh token, which carries the account's current role: a role granted after the
 * learner signed in takes effect without signing out and in.
 */
async function refreshRole(): Promise<void> {
  const { loadAuthClient } = await import('@/lib/session/auth-client');
  const { data } = await (await loadAuthClient()).refreshSession();
  const role = (data.session?.user.app_metadata as Record<string, unknown> | undefined)?.['role'];
  if (data.session) setRole(role === 'admin' ? 'admin' : 'learner');
}

/** The admin area (admin role only, docs/decisions.md 'Admin is a role'): others see that they are not authorised; figures come from /api/admin. */
export default function AdminDashboard({ languages = [] }: { languages?: Languages }) {
  const status = useStore($authStatus, { ssr: 'initial' });
  const isAdmin = useStore($isAdmin, { ssr: () => false });
  const [tab, setTab] = useState<Tab>('Overview');
  const tabKeys = useTablistKeys(tabs, tab, setTab);
  const [guide, setGuide] = useState<ContentAction | null>(null);
  // How many times the role was fetched afresh; once on arrival when the token says not-admin, then on request.
  const [rechecks, setRechecks] = useState(0);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (status !== 'signed-in' || isAdmin || rechecks > 0) return;
    void refreshRole()
      .catch(() => undefined)
      .finally(() => setRechecks((n) => n + 1));
  }, [status, isAdmin, rechecks]);

  const checkAgain = () => {
    setChecking(true);
    void refreshRole()
      .catch(() => undefined)
      .finally(() => {
        setChecking(false);
        setRechecks((n) => n + 1);
      });
  };

  if (status !== 'signed-in' || (!isAdmin && rechecks === 0)) {
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
        <p className="mt-2 text-muted">
          The admin dashboard is for the Lugha team, and your account does not have the admin role. If you need it, ask
          an administrator to run <code className="rounded bg-sand px-1">npm run admin -- grant-admin your@email</code>,
          then choose Check again: there is no need to sign out.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={checkAgain} disabled={checking}>
            {checking ? 'Checking...' : 'Check again'}
          </button>
          <a href="/select-language" className="btn-primary">
            Back to learning
          </a>
        </div>
        {rechecks > 1 && !checking && (
          <p role="status" className="mt-3 text-sm text-muted">
            Still no admin role on this account. If it was granted a moment ago, sign out and sign in again.
          </p>
        )}
      </div>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold md:text-4xl">Lugha Admin</h1>
        <div className="flex gap-2">
          {(Object.keys(CONTENT_GUIDE) as ContentAction[]).map((action, i) => (
            <button
              key={action}
              type="button"
              className={i === 0 ? 'btn-primary' : 'btn-secondary'}
              aria-expanded={guide === action}
              aria-controls="admin-content-guide"
              onClick={() => setGuide(guide === action ? null : action)}
            >
              {action}
            </button>
          ))}
        </div>
      </div>
      {guide && <ContentGuide action={guide} id="admin-content-guide" />}
      <div role="tablist" aria-label="Admin sections" className="mt-8 flex flex-wrap gap-1 rounded-3xl bg-sand p-1">
        {tabs.map((name) => (
          <button
            key={name}
            id={`admin-tab-${name.replace(' ', '-')}`}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={`admin-panel-${name.replace(' ', '-')}`}
            {...tabKeys(name)}
            onClick={() => setTab(name)}
            className={`grow rounded-full px-4 py-2 font-semibold sm:grow-0 ${tab === name ? 'bg-white shadow' : 'text-muted hover:text-ink'}`}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        id={`admin-panel-${tab.replace(' ', '-')}`}
        role="tabpanel"
        aria-labelledby={`admin-tab-${tab.replace(' ', '-')}`}
        tabIndex={0}
        className="mt-6"
      >
        {panels[tab](languages)}
      </div>
    </div>
  );
}
