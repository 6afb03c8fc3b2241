import { useId, useState } from 'react';
import { defaultApiClient } from '@/lib/session/api-client';
import { skipPrompt, uploadClip, type AudioPrompt } from '@/lib/api/audio-endpoints';
import { LICENCE, LICENCE_URL } from './licence';
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

interface Props {
  language: string;
  languageName: string;
  prompt: AudioPrompt;
  credit: Credit;
  onCredit: (credit: Credit) => void;
  /** True after a send or skip replaced the prompt: the Record button takes the focus. */
  focusOnShow: boolean;
  onDone: (notice: string | null) => void;
}

const announcements: Partial<Record<string, string>> = {
  recording: 'Recording started.',
  encoding: 'Recording stopped.',
};

/** One prompt: record, listen, record again, credit and licence, then send or skip; with R, P, S and Enter. */
export default function Recording({ language, languageName, prompt, credit, onCredit, focusOnShow, onDone }: Props) {
  const recorder = useRecorder();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const creditName = credit.name;
  const licensed = credit.licensed;
  const setCredit = (name: string) => onCredit({ ...credit, name });
  const setLicensed = (value: boolean) => onCredit({ ...credit, licensed: value });
  // A skip is kept on the server, so the prompt is not offered again on any device.
  const skip = async () => {
    if (busy || state.phase === 'recording') return;
    setBusy(true);
    setFailure(null);
    try {
      await skipPrompt(defaultApiClient(), language, prompt.prompt);
      onDone(null);
    } catch (error) {
      setFailure(message(error));
      setBusy(false);
    }
  };
  const creditValid = creditName.trim().length >= 1 && [...creditName.trim()].length <= 60;
  const { state } = recorder;
  const title = prompt.text.split('\n')[0] ?? prompt.text;
  const canSend = state.phase === 'recorded' && licensed && creditValid && !busy;

  const send = async () => {
    if (!canSend) return;
    setBusy(true);
    setFailure(null);
    try {
      await uploadClip(defaultApiClient(), language, {
        prompt: prompt.prompt,
        credit: creditName.trim(),
        licence: LICENCE,
        mp3: state.mp3,
      });
      onDone(`Thank you! Your recording of “${title}” will reach learners once a reviewer approves it.`);
    } catch (error) {
      setFailure(message(error));
      setBusy(false);
    }
  };

  useRecordingShortcuts({
    record: () =>
      state.phase === 'recording' ? recorder.stop() : state.phase === 'asking' ? undefined : recorder.start(),
    play: () => void document.querySelector<HTMLAudioElement>(`[data-prompt-id="${id}"] audio[data-take]`)?.play(),
    skip: () => void skip(),
    send: () => void send(),
  });

  return (
    <section className="card flex flex-col gap-4 p-5 md:p-6" aria-labelledby={`${id}-text`} data-prompt-id={id}>
      <div>
        <p className="text-sm font-semibold text-clay-700">
          {prompt.kind === 'vocabulary' ? `${languageName} word` : `${languageName} conversation — read every line`}
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
        {announcements[state.phase] ??
          (state.phase === 'recorded' ? `Recording stopped: ${state.seconds} seconds.` : '')}
      </p>
      <RecorderPanel recorder={recorder} title={title} focusOnShow={focusOnShow} />

      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Credit and licence</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-credit`} className="text-sm font-semibold">
            Name to credit
          </label>
          <input
            id={`${id}-credit`}
            value={creditName}
            maxLength={60}
            onChange={(e) => setCredit(e.target.value)}
            aria-describedby={`${id}-credit-hint`}
            className="min-h-11 rounded-xl border-2 border-sand px-3 py-2"
          />
          <p id={`${id}-credit-hint`} className="text-sm text-muted">
            Learners read “Recorded by {creditName.trim() || '…'} (CC BY-SA 4.0)” beside your recording.
          </p>
        </div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={licensed}
            onChange={(e) => setLicensed(e.target.checked)}
          />
          <span>
            I release this recording under{' '}
            <a href={LICENCE_URL} className="underline" target="_blank" rel="noopener noreferrer">
              CC BY-SA 4.0
            </a>
            : anyone may use and share it if they credit me and share alike.
          </span>
        </label>
      </fieldset>

      {failure && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={!canSend} onClick={() => void send()}>
          Send recording
        </button>
        <button
          type="button"
          className="btn-ghost"
          disabled={state.phase === 'recording' || busy}
          onClick={() => void skip()}
        >
          Skip
        </button>
      </div>
      <p className="text-sm text-muted">
        Keys: <kbd>R</kbd> record or stop · <kbd>P</kbd> play · <kbd>S</kbd> skip · <kbd>Enter</kbd> send
      </p>
    </section>
  );
}
