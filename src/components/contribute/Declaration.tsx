import { useId, useState } from 'react';
import { defaultApiClient } from '@/lib/session/api-client';
import { declareSpeaker } from '@/lib/api/audio-endpoints';
import { errorMessage as message } from './errorMessage';

interface Props {
  language: string;
  languageName: string;
  onDeclared: () => void;
}

/** The first visit: the speaker says they speak the language before recording for it. */
export default function Declaration({ language, languageName, onDeclared }: Props) {
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
