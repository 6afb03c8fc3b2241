import { useEffect, useRef } from 'react';
import type { BatchClip } from './batch';

interface Props {
  clip: BatchClip;
  number: number;
  busy: boolean;
  onReRecord: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

/** One take of the batch: its words, Play, Re-record, Remove, and the server's refusal with Retry when a send failed. */
export default function BatchClipRow({ clip, number, busy, onReRecord, onRetry, onRemove }: Props) {
  const audio = useRef<HTMLAudioElement>(null);
  // The take's own object URL, made and revoked with the row (the recorder revokes its URL when its prompt goes).
  useEffect(() => {
    const url = URL.createObjectURL(clip.mp3);
    if (audio.current) audio.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [clip.mp3]);
  const title = clip.prompt.text.split('\n')[0] ?? clip.prompt.text;
  return (
    <li className="flex flex-col gap-2 border-t border-sand py-3 first:border-t-0" data-batch-clip={clip.prompt.prompt}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 basis-full break-words sm:flex-1 sm:basis-auto">
          <span className="text-sm text-muted">{number}. </span>
          <span className="font-semibold">{title}</span> <span className="text-sm text-muted">({clip.seconds} s)</span>
        </span>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the words spoken are the prompt shown beside it */}
        <audio ref={audio} preload="auto" aria-label={`Your recording of ${title}`} data-take />
        <button
          type="button"
          className="btn-secondary min-h-11 px-3"
          onClick={() => void audio.current?.play()}
          aria-label={`Play ${title}`}
        >
          <span aria-hidden="true">▶</span> Play
        </button>
        <button
          type="button"
          className="btn-ghost min-h-11 px-3"
          onClick={onReRecord}
          aria-disabled={busy}
          aria-label={`Re-record ${title}`}
        >
          Re-record
        </button>
        <button
          type="button"
          className="btn-ghost min-h-11 px-3"
          onClick={onRemove}
          aria-disabled={busy}
          aria-label={`Remove ${title}`}
        >
          Remove
        </button>
      </div>
      {clip.error && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          <p className="min-w-0 flex-1">{clip.error}</p>
          <button
            type="button"
            className="btn-secondary min-h-11 px-3"
            onClick={onRetry}
            aria-disabled={busy}
            aria-label={`Retry ${title}`}
          >
            Retry
          </button>
        </div>
      )}
    </li>
  );
}
