import { useEffect, useState } from 'react';
import { clipRejectReasonLabels, type ClipRejectReason } from '@/domain/clipReview';
import { defaultApiClient } from '@/lib/api/client';
import { getMyClips, type ClipState, type ContributedClip } from '@/lib/api/audio-endpoints';

const STATE_LABEL: Record<ClipState, { text: string; className: string }> = {
  pending: { text: 'Waiting for review', className: 'bg-sun-300/40' },
  approved: { text: 'Approved: learners hear it', className: 'bg-forest-50 text-forest-900' },
  rejected: { text: 'Not accepted', className: 'bg-red-50 text-red-800' },
};

/** The learner's own recordings with their state, and the reasons reviewers gave for a rejection (as text). */
export default function MyRecordings() {
  const [clips, setClips] = useState<ContributedClip[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
  if (clips.length === 0) return <p className="card text-muted">You have not recorded anything yet.</p>;
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
            <span className={`badge self-start md:self-center ${state.className}`}>{state.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
