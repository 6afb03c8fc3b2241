import { useEffect, useRef } from 'react';
import { RECORDING_LIMIT_MS, type useRecorder } from './useRecorder';

interface Props {
  recorder: ReturnType<typeof useRecorder>;
  title: string;
  /** Puts focus on the panel's main control when it first shows (after a send or skip replaced the prompt). */
  focusOnShow: boolean;
}

/** The take: Record, the level meter and Stop, then the player and Record again; focus follows the control pressed. */
export default function RecorderPanel({ recorder, title, focusOnShow }: Props) {
  const { state } = recorder;
  const control = useRef<HTMLButtonElement & HTMLAudioElement>(null);
  const acted = useRef(focusOnShow);
  // Record, Stop and Record again replace themselves; the next control takes the focus so keyboard users stay put.
  useEffect(() => {
    // A shortcut pressed with nothing focused counts as pressing the control too.
    const unfocused = !document.activeElement || document.activeElement === document.body;
    if ((acted.current || unfocused) && control.current) control.current.focus();
  }, [state.phase]);
  const press = (action: () => void) => () => {
    acted.current = true;
    action();
  };
  const idle = state.phase === 'idle' || state.phase === 'failed' || state.phase === 'asking';
  return (
    <div className="rounded-xl bg-cream p-4">
      {(state.phase === 'failed' || state.phase === 'refused') && (
        <p role="alert" className="mb-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {state.message}
        </p>
      )}
      {idle && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            ref={control}
            type="button"
            className="btn-primary"
            onClick={press(() => state.phase !== 'asking' && recorder.start())}
            aria-disabled={state.phase === 'asking'}
          >
            <span aria-hidden="true">🎙️</span> Record
          </button>
          <p className="text-sm text-muted">
            Up to {RECORDING_LIMIT_MS / 1000} seconds. Your browser asks to use the microphone the first time.
          </p>
        </div>
      )}
      {state.phase === 'recording' && (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <span className="text-sm font-semibold text-red-700">● Recording</span>
            <span className="text-sm tabular-nums">
              {recorder.elapsed.toFixed(1)} s of {RECORDING_LIMIT_MS / 1000} s
            </span>
          </div>
          <div
            role="meter"
            aria-label="Microphone level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(recorder.level * 100)}
            className="h-3 w-full overflow-hidden rounded-full bg-sand"
          >
            <div
              className="h-full bg-forest-600 transition-[width] duration-75"
              style={{ width: `${Math.round(recorder.level * 100)}%` }}
            />
          </div>
          <div>
            <button ref={control} type="button" className="btn-primary" onClick={press(recorder.stop)}>
              <span aria-hidden="true">■</span> Stop
            </button>
          </div>
        </div>
      )}
      {state.phase === 'encoding' && <p>Preparing your recording…</p>}
      {state.phase === 'refused' && (
        <button ref={control} type="button" className="btn-primary" onClick={press(recorder.start)}>
          <span aria-hidden="true">🎙️</span> Record again
        </button>
      )}
      {state.phase === 'recorded' && (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold">Your recording ({state.seconds} s) — listen before you send it:</p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the words spoken are the prompt shown above */}
          <audio
            ref={control}
            controls
            src={state.url}
            className="w-full"
            aria-label={`Your recording of ${title}`}
            data-take
          />
          <div>
            <button type="button" className="btn-secondary" onClick={press(recorder.reset)}>
              Record again
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
