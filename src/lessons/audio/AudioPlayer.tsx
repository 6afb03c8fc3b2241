import { useEffect, useId, useRef } from 'react';
import { AUDIO_UNAVAILABLE, DOWNLOAD_FAILED } from '@/lib/audio/errors';
import { PLAYBACK_RATES, type PlaybackRate } from '@/lib/audio/clip-player';
import type { AudioClip } from '../types.ts';
import { useAudioSettings } from './useAudioSettings.ts';
import { useClipPlayer } from './useClipPlayer.ts';
import { useDownload } from './useDownload.ts';

interface Props {
  clip?: AudioClip | undefined;
  /** What is spoken, for the accessible name: 'Greeting an Elder (conversation)'. */
  label: string;
  /** Offer a 'Keep for offline' button that stores the file in the browser. */
  downloadable?: boolean;
}

export const NATIVE_NOT_AVAILABLE = 'Native recording not available yet';

/** Minutes and seconds: 0:07, 1:32. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * The audio player of docs/product/lessons.md §2: play/pause, restart, mute, speed, a position slider and an optional
 * download. A clip that fails to load says 'Audio unavailable' and the lesson goes on without it.
 */
export default function AudioPlayer({ clip, label, downloadable = true }: Props) {
  const { preferNative } = useAudioSettings();
  if (!clip) return null;
  if (preferNative && clip.source === 'synthesized') {
    return (
      <p role="status" className="rounded-xl border-2 border-dashed border-sand px-3 py-2 text-sm text-muted">
        <span aria-hidden="true">🔇 </span>
        {NATIVE_NOT_AVAILABLE}
        <span className="sr-only">: {label}</span>
      </p>
    );
  }
  return <ClipControls key={clip.url} clip={clip} label={label} downloadable={downloadable} />;
}

function ClipControls({ clip, label, downloadable }: { clip: AudioClip; label: string; downloadable: boolean }) {
  const id = useId();
  const { snapshot, player } = useClipPlayer(clip.url, true);
  const download = useDownload(clip.url, downloadable);
  const { playback, sound, position, duration, rate, muted, error, notice } = snapshot;
  const playing = playback === 'playing';
  const loading = playback === 'loading';
  const ready = sound === 'loaded' && duration > 0;

  const section = useRef<HTMLElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const focusInside = useRef(false);
  // When the controls give way to 'Try again' under the learner's focus, focus stays in the player instead of dropping to the page.
  useEffect(() => {
    if (playback !== 'error' || !focusInside.current) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) retry.current?.focus();
  }, [playback]);

  const toggle = () => (playing ? player.pause() : player.play());
  return (
    <section
      ref={section}
      aria-label={`Audio: ${label}`}
      className="rounded-xl border-2 border-sand bg-white p-3"
      onFocus={() => (focusInside.current = true)}
      onBlur={(event) => {
        if (event.relatedTarget && !section.current?.contains(event.relatedTarget)) focusInside.current = false;
      }}
    >
      <div role="status" aria-live="polite">
        {playback === 'error' && (
          <>
            <p className="font-semibold text-muted">
              <span aria-hidden="true">🔇 </span>
              {AUDIO_UNAVAILABLE}
            </p>
            {error && <p className="text-xs break-words text-muted">{error}</p>}
          </>
        )}
        {notice && <p className="mb-1 text-sm">{notice}</p>}
        {download.state === 'failed' && <p className="mb-1 text-sm text-clay-700">{DOWNLOAD_FAILED}</p>}
      </div>
      {playback === 'error' ? (
        <button ref={retry} type="button" className="btn-ghost mt-1 min-h-9 px-3 py-1 text-sm" onClick={player.play}>
          Try again
        </button>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn-primary min-h-10 min-w-24 px-4 py-1.5"
              onClick={toggle}
              aria-describedby={`${id}-what`}
              aria-busy={loading}
            >
              <span aria-hidden="true">{playing ? '⏸' : loading ? '⏳' : '▶'}</span>{' '}
              {playing ? 'Pause' : loading ? 'Loading…' : 'Play'}
            </button>
            <button
              type="button"
              className="btn-ghost min-h-10 px-3 py-1.5"
              onClick={player.restart}
              aria-label="Restart"
              title="Restart"
            >
              <span aria-hidden="true">↺</span>
            </button>
            <button
              type="button"
              className="btn-ghost min-h-10 px-3 py-1.5"
              onClick={() => player.setMuted(!muted)}
              aria-pressed={muted}
              aria-label="Mute"
              title={muted ? 'Unmute' : 'Mute'}
            >
              <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span>
            </button>
            <label className="ml-auto flex items-center gap-1 text-sm font-semibold">
              Speed
              <select
                className="min-h-10 rounded-lg border-2 border-sand bg-white px-2 text-sm"
                value={rate}
                onChange={(event) => player.setRate(Number(event.target.value) as PlaybackRate)}
              >
                {PLAYBACK_RATES.map((r) => (
                  <option key={r} value={r}>
                    {r}×
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="flex items-center gap-2">
            <input
              type="range"
              className="h-2 grow accent-clay-600"
              min={0}
              max={ready ? duration : 1}
              step={0.1}
              value={ready ? position : 0}
              disabled={!ready}
              aria-label="Position"
              aria-valuetext={ready ? `${clock(position)} of ${clock(duration)}` : 'Not loaded yet'}
              onChange={(event) => player.seek(Number(event.target.value))}
            />
            <span aria-hidden="true" className="shrink-0 text-xs text-muted tabular-nums">
              {clock(position)} / {ready ? clock(duration) : '–:––'}
            </span>
          </div>
        </div>
      )}
      <p id={`${id}-what`} className="sr-only">
        {label}
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <p>
          <span aria-hidden="true">{clip.source === 'synthesized' ? '🤖 ' : '🎙️ '}</span>
          {clip.credit ?? (clip.source === 'synthesized' ? 'Synthesized voice' : 'Native speaker')}
        </p>
        {playback !== 'error' && (download.state === 'absent' || download.state === 'failed') && (
          <button type="button" className="btn-ghost min-h-9 px-3 py-1 text-xs" onClick={download.download}>
            <span aria-hidden="true">⬇</span> Keep for offline
          </button>
        )}
        {download.state === 'saving' && <p>Keeping for offline…</p>}
        {download.state === 'saved' && (
          <p>
            <span aria-hidden="true">✓ </span>Saved for offline use
          </p>
        )}
      </div>
    </section>
  );
}
