import { useState } from 'react';
import { defaultApiClient, setReviewerRole } from '@/lib/api';

interface Props {
  userId: string;
  username: string;
  granted: readonly string[];
  languages: readonly { code: string; name: string }[];
}

/** A learner's reviewer roles in the Users tab: each language with Remove, and a language to add; each counts at once. */
export default function ReviewerRoles({ userId, username, granted, languages }: Props) {
  const [roles, setRoles] = useState<readonly string[]>(granted);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = languages.filter((l) => !roles.includes(l.code));
  const [choice, setChoice] = useState(open[0]?.code ?? '');
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.name ?? code;

  const change = async (language: string, grant: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await setReviewerRole(defaultApiClient(), userId, language, grant);
      setRoles(answer.reviewerLanguages);
      const left = languages.filter((l) => !answer.reviewerLanguages.includes(l.code));
      setChoice(left[0]?.code ?? '');
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {roles.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${username} reviews`}>
          {roles.map((code) => (
            <li key={code} className="badge flex items-center gap-1 bg-forest-50 text-forest-700">
              {nameOf(code)}
              <button
                type="button"
                className="ml-1 underline underline-offset-2"
                disabled={busy}
                aria-label={`Remove ${username}'s ${nameOf(code)} reviewer role`}
                onClick={() => void change(code, false)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <div className="flex items-center gap-2">
          <select
            aria-label={`Language for ${username} to review`}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            className="min-h-9 rounded-lg border-2 border-sand bg-white px-2 py-1"
          >
            {open.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-sm whitespace-nowrap"
            disabled={busy || !choice}
            aria-label={`Make ${username} a reviewer of ${nameOf(choice)}`}
            onClick={() => void change(choice, true)}
          >
            Make reviewer
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
