import { useState } from 'react';
import { getAdminAudit } from '@/lib/api';
import Status from './Status';
import { useApi } from './useApi';

const EVENTS = [
  ['', 'All events'],
  ['signup', 'Sign-ups'],
  ['signin', 'Sign-ins'],
  ['signin_failed', 'Failed sign-ins'],
  ['refresh_token_reused', 'Refresh-token reuse'],
  ['role_changed', 'Role changes'],
  ['password_changed', 'Password changes'],
  ['user_deleted', 'Deleted accounts'],
  ['signing_key_rotated', 'Key rotations'],
  ['mfa_factor_enrolled', 'Second factors added'],
  ['mfa_factor_verified', 'Second factors verified'],
  ['mfa_verification_failed', 'Wrong second-factor codes'],
  ['mfa_factor_unenrolled', 'Second factors removed'],
  ['reauthentication_sent', 'Confirmation codes sent'],
  ['reviewer_granted', 'Reviewer roles granted'],
  ['reviewer_removed', 'Reviewer roles removed'],
  ['clip_withdrawn', 'Recordings withdrawn'],
] as const;

const details = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** Audit: the newest auth events from /api/admin/audit, filtered by kind (kept AUTH_AUDIT_RETENTION_DAYS days). */
export default function AuditTab() {
  const [event, setEvent] = useState('');
  const [loaded, retry] = useApi((client) => getAdminAudit(client, { event, limit: 200 }), `audit:${event}`);
  return (
    <section aria-label="Audit">
      <p className="text-muted">
        Sign-ups, sign-ins and failures, refresh-token reuse, role and password changes, deleted accounts and
        signing-key rotations, newest first. Never a password or token.
      </p>
      <label className="mt-4 inline-flex items-center gap-2">
        <span className="font-semibold">Event</span>
        <select
          className="rounded-xl border border-sand bg-white px-3 py-2"
          value={event}
          onChange={(e) => setEvent(e.target.value)}
        >
          {EVENTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-4 overflow-x-auto">
        <Status loaded={loaded} retry={retry}>
          {(entries) =>
            entries.length === 0 ? (
              <p className="card text-muted">No events recorded.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    {['Time', 'Event', 'Account', 'Actor', 'Address', 'Detail'].map((h) => (
                      <th key={h} scope="col" className="p-2">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e) => (
                    <tr key={e.id} className="border-t border-sand">
                      <td className="p-2 whitespace-nowrap">{e.at.slice(0, 19).replace('T', ' ')}</td>
                      <td className="p-2">{e.event}</td>
                      <td className="p-2 font-mono text-xs">{e.userId ?? '—'}</td>
                      <td className="p-2">{e.actor}</td>
                      <td className="p-2">{e.ip ?? '—'}</td>
                      <td className="p-2 text-muted">{details(e.detail)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </Status>
      </div>
    </section>
  );
}
