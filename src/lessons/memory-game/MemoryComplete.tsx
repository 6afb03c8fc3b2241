import WordAudioButton from '../audio/WordAudioButton.tsx';
import type { AudioClip, LessonRecap } from '../types.ts';
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
}

/** The lesson's explanation and the words to hear once more, shown in the completion panel. */
function MemoryDetails({ explanation, recordings, lang }: Pick<Props, 'explanation' | 'recordings' | 'lang'>) {
  return (
    <>
      <p className="mx-auto max-w-prose text-left leading-relaxed">{explanation}</p>
      {recordings.length > 0 && (
        <ul className="mx-auto mt-4 grid max-w-md gap-2 text-left sm:grid-cols-2" aria-label="Hear the words">
          {recordings.map((r) => (
            <li
              key={r.word}
              className="flex items-center justify-between gap-2 rounded-xl border border-sand px-3 py-2"
            >
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
    </>
  );
}

/** The end of the game for the shell's completion panel: 'All Pairs Matched!', the figures and the explanation. */
export function memoryRecap({ explanation, pairs, attempts, seconds, score, recordings, lang }: Props): LessonRecap {
  return {
    title: 'All Pairs Matched!',
    icon: '🎉',
    figures: [
      { label: 'Pairs', value: `${pairs} / ${pairs}` },
      { label: 'Attempts', value: String(attempts) },
      { label: 'Time', value: formatClock(seconds) },
      { label: 'Score', value: `${score}%` },
    ],
    details: <MemoryDetails explanation={explanation} recordings={recordings} lang={lang} />,
  };
}
