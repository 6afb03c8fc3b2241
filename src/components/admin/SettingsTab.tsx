import { getAdminSettings } from '@/lib/api';
import Status from './Status';
import { useApi } from './useApi';

const yesNo = (value: boolean | null) => (value === null ? 'set by the hosted project' : value ? 'on' : 'off');

/** Settings: the server's configuration, read-only (it is changed with environment variables, see the README). */
export default function SettingsTab() {
  const [loaded, retry] = useApi(getAdminSettings, 'settings');
  return (
    <section aria-label="Settings">
      <p className="text-muted">
        Configure system settings and content approval workflows. These values come from the server's environment and
        are read-only here.
      </p>
      <div className="mt-4">
        <Status loaded={loaded} retry={retry}>
          {(s) => (
            <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-sand bg-white p-4 sm:grid-cols-[auto_1fr]">
              {[
                ['Mode', s.mode === 'embedded' ? 'Embedded (auth and database in this server)' : 'Hosted (Supabase)'],
                ['Database', s.database === 'pglite' ? 'PGlite (embedded PostgreSQL)' : 'PostgreSQL'],
                ['Auth', s.auth.provider],
                ['E-mail confirmation', yesNo(s.auth.emailConfirmation)],
                [
                  'Sign-ups',
                  s.auth.signupsOpen === null ? 'set by the hosted project' : s.auth.signupsOpen ? 'open' : 'closed',
                ],
                [
                  'Google / Apple sign-in',
                  s.auth.oauthProviders.length ? s.auth.oauthProviders.join(', ') : 'not configured',
                ],
                ['Outgoing mail', s.auth.mail ?? 'set by the hosted project'],
                [
                  'Minimum password length',
                  s.auth.minPasswordLength === null ? 'set by the hosted project' : String(s.auth.minPasswordLength),
                ],
                [
                  'Content',
                  `${s.content.languages} languages, ${s.content.publishedLessons} published lessons of ${s.content.lessonFiles} lesson files`,
                ],
                ['Audio files', String(s.content.audioFiles)],
                ['Content approval', 'draft → review → published, set in each lesson file (see CONTENT.md)'],
              ].map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold">{term}</dt>
                  <dd className="text-muted">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </Status>
      </div>
    </section>
  );
}
