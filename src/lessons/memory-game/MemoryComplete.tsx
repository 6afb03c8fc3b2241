import { useEffect, useRef } from 'react';
import WordAudioButton from '../audio/WordAudioButton.tsx';
import type { AudioClip } from '../types.ts';
import { formatClock } from './language.ts';

interface Props {
  explanation: string;
  pairs: number;
  attempts: number;
  seconds: number;
  score: number;
  /** The pairs' words that have a recording, to hear them once more. */
  recordings: readonly { word: string; english: string; clip: AudioClip }[];
  lang: string | undefined;
  onContinue(): void;
}

/** The end of the game: the figures, the lesson's explanation and Continue, focused so Enter continues. */
export default function MemoryComplete({ explanation, pairs, attempts, seconds, score, recordings, lang, onContinue }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const figures = [
    { label: 'Pairs', value: `${pairs} / ${pairs}` },
    { label: 'Attempts', value: String(attempts) },
    { label: 'Time', value: formatClock(seconds) },
    { label: 'Score', value: `${score}%` },
  ];
  return (
    <section aria-labelledby="memory-complete" className="text-center">
      <p className="text-5xl" aria-hidden="true">
        🎉
      </p>
      <h2 id="memory-complete" className="mt-2 font-display text-2xl font-bold">
        All Pairs Matched!
      </h2>
      <dl className="mx-auto mt-4 grid max-w-md grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl bg-sand p-2">
            <dt className="text-xs text-muted">{f.label}</dt>
            <dd className="text-lg font-bold">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto mt-4 max-w-prose text-left leading-relaxed">{explanation}</p>
      {recordings.length > 0 && (
        <ul className="mx-auto mt-4 grid max-w-md gap-2 text-left sm:grid-cols-2" aria-label="Hear the words">
          {recordings.map((r) => (
            <li key={r.word} className="flex items-center justify-between gap-2 rounded-xl border border-sand px-3 py-2">
              <span>
                <span lang={lang} className="font-bold">
                  {r.word}
                </span>{' '}
                <span className="text-muted">{r.english}</span>
              </span>
              <WordAudioButton word={r.word} clip={r.clip} />
            </li>
          ))}
        </ul>
      )}
      <button ref={button} type="button" className="btn-primary mt-6" onClick={onContinue}>
        Continue <span aria-hidden="true">→</span>
      </button>
    </section>
  );
}
