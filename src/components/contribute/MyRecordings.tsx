import { useEffect, useState } from 'react';
import { clipRejectReasonLabels, type ClipRejectReason } from '@/domain/clipReview';
import { defaultApiClient } from '@/lib/session/api-client';
import { getMyClips, removeClip, type ClipState, type ContributedClip } from '@/lib/api/audio-endpoints';

const STATE_LABEL: Record<ClipState, { text: string; className: string }> = {
  pending: { text: 'Waiting for review', className: 'bg-sun-300/40' },
  approved: { text: 'Approved: learners hear it', className: 'bg-forest-50 text-forest-900' },
  rejected: { text: 'Not accepted', className: 'bg-red-50 text-red-800' },
};

/** The learner's own recordings with their state, and the reasons reviewers gave for a rejection (as text). */
export default function MyRecordings() {
  const [clips, setClips] = useState<ContributedClip[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const withdraw = async (clip: ContributedClip) => {
    setNotice(null);
    try {
      await removeClip(defaultApiClient(), clip.id);
      setClips((current) => current?.filter((c) => c.id !== clip.id) ?? null);
      setNotice(`Your recording of “${clip.text.split('\n')[0]}” is withdrawn and deleted.`);
    } catch (error) {
      setNotice(error instanceof Error ? error.message : 'Failed to withdraw the recording');
    }
  };
  useEffect(() => {
    getMyClips(defaultApiClient()).then(setClips, (error: unknown) =>
      setFailure(error instanceof Error ? error.message : 'Failed to load your recordings'),
    );
  }, []);
  if (failure) {
    return (
      <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {failure}
      </p>
    );
  }
  if (!clips) return <p role="status">Loading your recordings…</p>;
  return (
    <>
      <p
        role="status"
        className={
          notice ? 'mb-3 rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-forest-900' : 'sr-only'
        }
      >
        {notice}
      </p>
      {clips.length === 0 ? (
        <p className="card text-muted">You have no recordings.</p>
      ) : (
        <RecordingList clips={clips} onWithdraw={(clip) => void withdraw(clip)} />
      )}
    </>
  );
}

function RecordingList({
  clips,
  onWithdraw,
}: {
  clips: ContributedClip[];
  onWithdraw: (clip: ContributedClip) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {clips.map((clip) => {
        const state = STATE_LABEL[clip.state];
        return (
          <li key={clip.id} className="card flex flex-col gap-1 md:flex-row md:items-center md:justify-between">
            <div>
              <p className="font-semibold whitespace-pre-line">{clip.text.split('\n')[0]}</p>
              <p className="text-sm text-muted">
                <span className="capitalize">{clip.language}</span> · {clip.credit} ·{' '}
                {new Date(clip.createdAt).toLocaleDateString()}
              </p>
              {clip.reasons.length > 0 && (
                <p className="text-sm">
                  Reviewers said:{' '}
                  {clip.reasons.map((r) => clipRejectReasonLabels[r as ClipRejectReason] ?? r).join(', ')}
                </p>
              )}
            </div>
            <div className="flex items-center gap-2 self-start md:self-center">
              <span className={`badge ${state.className}`}>{state.text}</span>
              <button
                type="button"
                className="btn-ghost min-h-9 px-3 py-1 text-sm"
                onClick={() => onWithdraw(clip)}
                aria-label={`Withdraw your recording of ${clip.text.split('\n')[0]}`}
              >
                Withdraw
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
