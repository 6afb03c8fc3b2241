import { useId, useState } from 'react';
import { decideAdminReport, defaultApiClient, getAdminReports, type AdminReportGroup } from '@/lib/api';
import { REPORT_CHOICES } from '@/components/report/send-report';
import { REPORT_EXERCISE_KINDS } from '../../shared/report-request.ts';
import Status from './Status';
import { useApi } from './useApi';

const reasonLabel = (reason: string) => REPORT_CHOICES.find((c) => c.reason === reason)?.label ?? reason;
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** One item's reports: what learners answered, and Resolve / Dismiss with a note for the open ones. */
function ReportGroup({ group, onDecided }: { group: AdminReportGroup; onDecided(): void }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = group.reports.filter((r) => r.status === 'open');
  const decide = async (status: 'resolved' | 'dismissed') => {
    setBusy(true);
    setError(null);
    try {
      for (const report of open)
        await decideAdminReport(defaultApiClient(), report.id, {
          status,
          ...(note.trim() ? { note: note.trim() } : {}),
        });
      onDecided();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const where = group.itemId ?? `Lesson ${group.lessonId}`;
  return (
    <li className="card" data-report-group={group.itemId ?? group.lessonId ?? ''}>
      <h3 className="font-display text-lg font-bold">{group.label}</h3>
      <p className="text-sm text-muted">
        {group.language} · {where} · {group.exerciseKinds.join(', ')} · newest{' '}
        {dateFormat.format(new Date(group.newestAt))}
      </p>
      <p className="mt-1 font-semibold">
        {group.count} report{group.count === 1 ? '' : 's'}, {group.openCount} open
      </p>
      {group.answers.length > 0 && (
        <div className="mt-2">
          <p className="text-sm font-semibold">Answers given</p>
          <ul className="flex flex-wrap gap-1">
            {group.answers.map((a) => (
              <li key={a.answer} className="badge bg-sand text-ink">
                “{a.answer}” × {a.count}
              </li>
            ))}
          </ul>
        </div>
      )}
      {group.expectedAnswers.length > 0 && (
        <p className="mt-1 text-sm">Expected: {group.expectedAnswers.map((a) => `“${a}”`).join(', ')}</p>
      )}
      <ul className="mt-2 list-disc pl-5 text-sm">
        {group.reports.map((r) => (
          <li key={r.id}>
            {reasonLabel(r.reason)} · {r.status}
            {r.comment ? ` · “${r.comment}”` : ''}
            {r.note ? ` · note: ${r.note}` : ''}
          </li>
        ))}
      </ul>
      {open.length > 0 && (
        <div className="mt-3 flex flex-col gap-2">
          <label htmlFor={noteId} className="text-sm font-semibold">
            Note for the learners (optional)
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className="min-h-11 rounded-xl border-2 border-sand bg-white px-3 py-2"
          />
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-primary px-4 py-2"
              disabled={busy}
              onClick={() => void decide('resolved')}
            >
              Resolve
            </button>
            <button
              type="button"
              className="btn-secondary px-4 py-2"
              disabled={busy}
              onClick={() => void decide('dismissed')}
            >
              Dismiss
            </button>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/** Reports: learners' reports grouped by lesson or practice item, newest first, filtered by language, kind and status. */
/** The Reports tab; `languages` are the languages with a course (the page lists them from content/). */
export default function ReportsTab({ languages }: { languages: readonly { code: string; name: string }[] }) {
  const [language, setLanguage] = useState('');
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('open');
  const ids = { language: useId(), kind: useId(), status: useId() };
  const [loaded, retry] = useApi(
    (client) => getAdminReports(client, { language, kind, status }),
    `reports:${language}:${kind}:${status}`,
  );
  const select = 'min-h-11 rounded-xl border-2 border-sand bg-white px-3 py-2';
  return (
    <section aria-label="Reports">
      <p className="text-muted">Problems learners reported, grouped by the lesson or word they are about.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.language} className="text-sm font-semibold">
            Language
          </label>
          <select id={ids.language} value={language} onChange={(e) => setLanguage(e.target.value)} className={select}>
            <option value="">All languages</option>
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.kind} className="text-sm font-semibold">
            Exercise kind
          </label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value)} className={select}>
            <option value="">All kinds</option>
            {REPORT_EXERCISE_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="text-sm font-semibold">
            Status
          </label>
          <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value)} className={select}>
            <option value="open">Open</option>
            <option value="resolved">Resolved</option>
            <option value="dismissed">Dismissed</option>
            <option value="">All</option>
          </select>
        </div>
      </div>
      <div className="mt-4">
        <Status loaded={loaded} retry={retry}>
          {(groups) =>
            groups.length === 0 ? (
              <p role="status" className="text-sm text-muted">
                No reports match.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {groups.map((g) => (
                  <ReportGroup
                    key={`${g.language}:${g.lessonId ?? ''}:${g.itemId ?? ''}`}
                    group={g}
                    onDecided={retry}
                  />
                ))}
              </ul>
            )
          }
        </Status>
      </div>
    </section>
  );
}
