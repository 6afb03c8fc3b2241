import { useEffect, useId, useState } from 'react';
import { clipRejectReasonLabels, clipRejectReasons, type ClipRejectReason } from '@/domain/clipReview';
import ReportButton from '@/components/report/ReportButton';
import { defaultApiClient } from '@/lib/session/api-client';
import {
  getClipAudio,
  getContribution,
  getPendingClips,
  reviewClip,
  type ContributedClip,
} from '@/lib/api/audio-endpoints';

interface Props {
  languages: readonly { code: string; name: string }[];
}

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; clips: ContributedClip[] }
  | { state: 'not-reviewer' }
  | { state: 'error'; message: string };

const message = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** The review queue: pending recordings of one language, each to listen to and approve or reject with a reason. */
export default function ReviewQueue({ languages }: Props) {
  const [language, setLanguage] = useState(languages[0]?.code ?? '');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    const load = async (): Promise<Loaded> => {
      const client = defaultApiClient();
      // Whether the caller reviews this language is asked first, so a learner who does not is told so, not refused.
      if (!(await getContribution(client, language)).reviewer) return { state: 'not-reviewer' };
      return { state: 'ready', clips: await getPendingClips(client, language) };
    };
    load().then(
      (result) => live && setLoaded(result),
      (error: unknown) => live && setLoaded({ state: 'error', message: message(error) }),
    );
    return () => {
      live = false;
    };
  }, [language]);

  const decided = (clip: ContributedClip, text: string) => {
    setNotice(text);
    setLoaded((current) =>
      current.state === 'ready' ? { state: 'ready', clips: current.clips.filter((c) => c.id !== clip.id) } : current,
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 md:max-w-xs">
        <label htmlFor={`${id}-language`} className="text-sm font-semibold">
          Language
        </label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(e) => {
            setLoaded({ state: 'loading' });
            setNotice(null);
            setLanguage(e.target.value);
          }}
          className="min-h-11 rounded-xl border-2 border-sand bg-white px-3 py-2"
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <p
        role="status"
        className={notice ? 'rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-forest-900' : 'sr-only'}
      >
        {notice}
      </p>
      {loaded.state === 'loading' && <p>Loading recordings…</p>}
      {loaded.state === 'error' && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'not-reviewer' && (
        <p className="card">
          You do not review {languages.find((l) => l.code === language)?.name ?? language} recordings. Administrators
          review every language; an administrator can make a speaker a reviewer of theirs, and a speaker with ten
          approved recordings in a language may review others&apos; recordings in it.
        </p>
      )}
      {loaded.state === 'ready' && loaded.clips.length === 0 && (
        <p className="card text-muted">No recordings are waiting for you in this language.</p>
      )}
      {loaded.state === 'ready' && (
        <ul className="flex flex-col gap-4">
          {loaded.clips.map((clip) => (
            <li key={clip.id}>
              <ClipReview clip={clip} onDecided={decided} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ClipReview({
  clip,
  onDecided,
}: {
  clip: ContributedClip;
  onDecided: (clip: ContributedClip, notice: string) => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  // Approve and Reject wait until the recording has played to its end, as a reviewer must hear all of it.
  const [heard, setHeard] = useState(false);
  const [reason, setReason] = useState<ClipRejectReason>('wrong-word');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const title = clip.text.split('\n')[0] ?? clip.text;

  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const listen = async () => {
    setFailure(null);
    try {
      setUrl(URL.createObjectURL(await getClipAudio(defaultApiClient(), clip)));
    } catch (error) {
      setFailure(message(error));
    }
  };
  const decide = async (verdict: 'approve' | 'reject') => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await reviewClip(
        defaultApiClient(),
        clip.id,
        verdict === 'approve' ? { verdict } : { verdict, reason },
      );
      const outcome =
        result.state === 'pending'
          ? 'Your review is saved; one more reviewer decides it.'
          : `It is now ${result.state}.`;
      onDecided(clip, `${verdict === 'approve' ? 'Approved' : 'Rejected'} “${title}”. ${outcome}`);
    } catch (error) {
      setFailure(message(error));
      setBusy(false);
    }
  };
  const [kind, key] = clip.prompt.split('/') as [string, string];

  return (
    <article className="card flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold whitespace-pre-line break-words">
          {clip.text}
        </h2>
        <p className="whitespace-pre-line text-muted">{clip.meaning}</p>
        <p className="mt-1 text-sm">
          {clip.credit} · {(clip.durationMs / 1000).toFixed(1)} s
        </p>
      </div>
      {url ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the words spoken are the text shown above
        <audio
          controls
          autoPlay
          src={url}
          className="w-full"
          aria-label={`Recording of ${title}`}
          onEnded={() => setHeard(true)}
        />
      ) : (
        <div>
          <button type="button" className="btn-secondary" onClick={() => void listen()}>
            <span aria-hidden="true">▶</span> Listen
          </button>
        </div>
      )}
      <p id={`${id}-heard`} className="text-sm text-muted" aria-live="polite">
        {heard
          ? 'You heard the whole recording: approve or reject it.'
          : 'Play the recording to the end before you approve or reject it.'}
      </p>
      {failure && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={busy || !heard}
          aria-describedby={`${id}-heard`}
          onClick={() => void decide('approve')}
        >
          Approve
        </button>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
            Reason to reject
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as ClipRejectReason)}
            className="min-h-11 rounded-xl border-2 border-sand bg-white px-3 py-2"
          >
            {clipRejectReasons.map((r) => (
              <option key={r} value={r}>
                {clipRejectReasonLabels[r]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy || !heard}
          aria-describedby={`${id}-heard`}
          onClick={() => void decide('reject')}
        >
          Reject
        </button>
      </div>
      <div>
        <ReportButton
          describedBy={`${id}-title`}
          reasons={['text-mistake', 'other']}
          target={{
            language: clip.language,
            ...(kind === 'conversations' ? { lessonId: key } : { itemId: `${clip.language}:${key}` }),
            exerciseKind: 'audio-prompt',
            prompt: title,
          }}
        />
      </div>
    </article>
  );
}
