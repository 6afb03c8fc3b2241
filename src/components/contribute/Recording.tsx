import { useEffect, useId, useRef, useState } from 'react';
import { defaultApiClient } from '@/lib/session/api-client';
import { skipPrompt, type AudioPrompt } from '@/lib/api/audio-endpoints';
import { errorMessage as message } from './errorMessage';
import RecorderPanel from './RecorderPanel';
import RecordingTips from './RecordingTips';
import { useRecorder } from './useRecorder';
import { useRecordingShortcuts } from './useRecordingShortcuts';

/** The credit name and licence a speaker chose, kept from one prompt to the next. */
export interface Credit {
  name: string;
  licensed: boolean;
}

/** A take the recorder kept: the MP3 and its length in seconds. */
export interface Take {
  mp3: Blob;
  seconds: number;
}

interface Props {
  language: string;
  languageName: string;
  prompt: AudioPrompt;
  /** True when the speaker re-records a take already in the batch: Skip becomes "Keep the earlier take". */
  redo: boolean;
  /** True after a take, skip or send replaced the prompt: the Record button takes the focus. */
  focusOnShow: boolean;
  onTake: (take: Take) => void;
  onSkipped: () => void;
  /** Enter and P: send the batch, play its last take. */
  onSend: () => void;
  onPlay: () => void;
}

const announcements: Partial<Record<string, string>> = {
  recording: 'Recording started.',
  encoding: 'Recording stopped.',
};

/** One prompt: record (or re-record) a take for the batch, or skip; with R, P, S and Enter. */
export default function Recording(props: Props) {
  const { language, languageName, prompt, redo } = props;
  const recorder = useRecorder();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const { state } = recorder;
  const kept = useRef(false);
  const onTake = useRef(props.onTake);
  useEffect(() => {
    onTake.current = props.onTake;
  });
  useEffect(() => {
    if (state.phase !== 'recorded' || kept.current) return;
    kept.current = true;
    onTake.current({ mp3: state.mp3, seconds: state.seconds });
  }, [state]);
  // A skip is kept on the server, so the prompt is not offered again on any device; a re-record just goes back.
  const skip = async () => {
    if (busy || state.phase === 'recording') return;
    if (redo) return props.onSkipped();
    setBusy(true);
    setFailure(null);
    try {
      await skipPrompt(defaultApiClient(), language, prompt.prompt);
      props.onSkipped();
    } catch (error) {
      setFailure(message(error));
      setBusy(false);
    }
  };
  const title = prompt.text.split('\n')[0] ?? prompt.text;

  useRecordingShortcuts({
    record: () =>
      state.phase === 'recording' ? recorder.stop() : state.phase === 'asking' ? undefined : recorder.start(),
    play: props.onPlay,
    skip: () => void skip(),
    send: props.onSend,
  });

  return (
    <section className="card flex flex-col gap-4 p-5 md:p-6" aria-labelledby={`${id}-text`} data-prompt-id={id}>
      <div>
        <p className="text-sm font-semibold text-clay-700">
          {redo ? 'Record again: ' : ''}
          {prompt.kind === 'vocabulary' ? `${languageName} word` : `${languageName} conversation line`}
        </p>
        <h2
          id={`${id}-text`}
          className="mt-1 font-display text-3xl font-bold whitespace-pre-line break-words md:text-4xl"
        >
          {prompt.text}
        </h2>
        <p className="mt-2 whitespace-pre-line text-muted">{prompt.meaning}</p>
        {prompt.pronunciation && (
          <p className="mt-1 text-sm">
            Pronunciation guide: <span className="font-semibold">{prompt.pronunciation}</span>
          </p>
        )}
      </div>

      <RecordingTips />
      <p className="sr-only" role="status">
        {announcements[state.phase] ?? ''}
      </p>
      <RecorderPanel recorder={recorder} title={title} focusOnShow={props.focusOnShow} />

      {failure && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-ghost"
          disabled={state.phase === 'recording' || busy}
          onClick={() => void skip()}
        >
          {redo ? 'Keep the earlier take' : 'Skip'}
        </button>
      </div>
      <p className="text-sm text-muted">
        Keys: <kbd>R</kbd> record or stop · <kbd>P</kbd> play · <kbd>S</kbd> skip · <kbd>Enter</kbd> send
      </p>
    </section>
  );
}
