import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { defaultApiClient } from '@/lib/session/api-client';
import {
  declareSpeaker,
  getContribution,
  skipPrompt,
  uploadClip,
  type AudioPrompt,
  type ContributionState,
} from '@/lib/api/audio-endpoints';
import { $user } from '@/stores/auth';
import SpeakerDetails from './SpeakerDetails';
import { RECORDING_LIMIT_MS, useRecorder } from './useRecorder';

export const LICENCE = 'CC-BY-SA-4.0';
const LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';

interface Props {
  language: string;
  languageName: string;
}

const message = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** /contribute/{language}: a speaker declares once, then records prompt after prompt and sends each take for review. */
export default function ContributePage({ language, languageName }: Props) {
  const [state, setState] = useState<ContributionState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    getContribution(defaultApiClient(), language).then(setState, (error: unknown) => setFailure(message(error)));
  }, [language]);

  if (failure) {
    return (
      <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {failure}
      </p>
    );
  }
  if (!state) return <p role="status">Loading what to record…</p>;
  if (!state.speaker)
    return (
      <Declaration
        language={language}
        languageName={languageName}
        onDeclared={() => setState({ ...state, speaker: true })}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <VoiceProgress progress={state.progress} />
      <SpeakerDetails language={language} />
      <Prompts language={language} languageName={languageName} prompts={state.prompts} />
    </div>
  );
}

/** "312 of 520 words have a voice", with the conversations beside it: the language's progress, from the server. */
function VoiceProgress({ progress }: { progress: ContributionState['progress'] }) {
  const { words, conversations } = progress;
  const share = words.total > 0 ? Math.round((100 * words.voiced) / words.total) : 0;
  return (
    <section aria-label="Voices so far" className="flex flex-col gap-2">
      <p className="font-semibold" data-voiced-words={words.voiced}>
        {words.voiced} of {words.total} words have a voice
        {conversations.total > 0 && (
          <span className="font-normal text-muted">
            {' '}
            · {conversations.voiced} of {conversations.total} conversations
          </span>
        )}
      </p>
      <div className="h-2 w-full overflow-hidden rounded-full bg-sand" aria-hidden="true">
        <div className="h-full bg-forest-600" style={{ width: `${share}%` }} />
      </div>
    </section>
  );
}

function Declaration({ language, languageName, onDeclared }: Props & { onDeclared: () => void }) {
  const [speaks, setSpeaks] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const declare = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await declareSpeaker(defaultApiClient(), language);
      onDeclared();
    } catch (error) {
      setFailure(message(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card flex flex-col gap-4 p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Do you speak {languageName}?
      </h2>
      <p>
        Learners need to hear {languageName} as its speakers say it — the tones and sounds that spelling cannot show. If{' '}
        {languageName} is one of your languages, record its words and conversations here. A reviewer listens to every
        recording before learners hear it.
      </p>
      {failure && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      )}
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 size-5" checked={speaks} onChange={(e) => setSpeaks(e.target.checked)} />
        <span>I speak {languageName} and will record each word as a speaker says it.</span>
      </label>
      <div>
        <button type="button" className="btn-primary" disabled={!speaks || busy} onClick={() => void declare()}>
          Start recording
        </button>
      </div>
    </section>
  );
}

function Prompts({ language, languageName, prompts }: Props & { prompts: readonly AudioPrompt[] }) {
  const [index, setIndex] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const prompt = prompts[index];
  if (!prompt) {
    return (
      <section className="card p-6">
        <h2 className="text-2xl font-bold">Nothing left to record</h2>
        {sent && (
          <p role="status" className="mt-2">
            {sent}
          </p>
        )}
        <p className="mt-2">
          Every {languageName} word and conversation has a recording, or you have gone through them all. Thank you —
          come back when new lessons arrive.
        </p>
        <a className="btn-secondary mt-4" href="/recordings">
          Your recordings
        </a>
      </section>
    );
  }
  const next = (notice: string | null) => {
    setSent(notice);
    setIndex(index + 1);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {index + 1} of {prompts.length} for you to record, the words learners meet most first
      </p>
      {sent && (
        <p role="status" className="rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-forest-900">
          {sent}
        </p>
      )}
      <Recording key={prompt.prompt} language={language} languageName={languageName} prompt={prompt} onDone={next} />
    </div>
  );
}

function Recording({
  language,
  languageName,
  prompt,
  onDone,
}: Props & { prompt: AudioPrompt; onDone: (notice: string | null) => void }) {
  const recorder = useRecorder();
  const user = useStore($user, { ssr: () => null });
  const [credit, setCredit] = useState<string | null>(null);
  const [licensed, setLicensed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const creditName = credit ?? user?.username ?? '';
  // A skip is kept on the server, so the prompt is not offered again on any device.
  const skip = async () => {
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

  const send = async () => {
    if (state.phase !== 'recorded') return;
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

  return (
    <section className="card flex flex-col gap-4 p-5 md:p-6" aria-labelledby={`${id}-text`}>
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

      <div className="rounded-xl bg-cream p-4" aria-live="polite">
        {state.phase === 'failed' && (
          <p role="alert" className="mb-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {state.message}
          </p>
        )}
        {(state.phase === 'idle' || state.phase === 'failed' || state.phase === 'asking') && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn-primary" onClick={recorder.start} disabled={state.phase === 'asking'}>
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
              <button type="button" className="btn-primary" onClick={recorder.stop}>
                <span aria-hidden="true">■</span> Stop
              </button>
            </div>
          </div>
        )}
        {state.phase === 'encoding' && <p role="status">Preparing your recording…</p>}
        {state.phase === 'recorded' && (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-semibold">Your recording ({state.seconds} s) — listen before you send it:</p>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the words spoken are the prompt shown above */}
            <audio controls src={state.url} className="w-full" aria-label={`Your recording of ${title}`} />
            <div>
              <button type="button" className="btn-secondary" onClick={recorder.reset}>
                Record again
              </button>
            </div>
          </div>
        )}
      </div>

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
        <button
          type="button"
          className="btn-primary"
          disabled={state.phase !== 'recorded' || !licensed || !creditValid || busy}
          onClick={() => void send()}
        >
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
    </section>
  );
}
