import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '@/stores/auth';
import type { AudioPrompt } from '@/lib/api/audio-endpoints';
import Recording, { type Credit } from './Recording';

interface Props {
  language: string;
  languageName: string;
  prompts: readonly AudioPrompt[];
}

/** The speaker's prompts one after another, with the notice of the last one sent. */
export default function Prompts({ language, languageName, prompts }: Props) {
  const [index, setIndex] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const user = useStore($user, { ssr: () => null });
  const [chosen, setCredit] = useState<Credit | null>(null);
  const credit = chosen ?? { name: user?.username ?? '', licensed: false };
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
      <Recording
        key={prompt.prompt}
        language={language}
        languageName={languageName}
        prompt={prompt}
        credit={credit}
        onCredit={setCredit}
        focusOnShow={index > 0}
        onDone={next}
      />
    </div>
  );
}
