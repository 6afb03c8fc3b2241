import { useEffect, useState } from 'react';
import { defaultApiClient } from '@/lib/session/api-client';
import { getContribution, type ContributionState } from '@/lib/api/audio-endpoints';
import Declaration from './Declaration';
import Prompts from './Prompts';
import VoiceProgress from './VoiceProgress';
import { errorMessage as message } from './errorMessage';
import SpeakerDetails from './SpeakerDetails';

interface Props {
  language: string;
  languageName: string;
}

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
