import WordAudioButton from '../audio/WordAudioButton.tsx';
import type { AudioClip, LessonPhrase } from '../types.ts';

interface Props {
  phrases: readonly LessonPhrase[];
  /** Recordings keyed by the word as the lesson writes it. */
  words?: Readonly<Record<string, AudioClip>> | undefined;
  /** The `lang` of the course language, so the phrase is read and drawn as that language. */
  lang: string | undefined;
}

/** The phrases a step introduces, one card each: the phrase, its respelling, its English and, with a recording, 🔊. */
export default function PhraseCards({ phrases, words, lang }: Props) {
  if (phrases.length === 0) return null;
  return (
    <ul aria-label="New phrases" className="grid gap-2 sm:grid-cols-2">
      {phrases.map((phrase) => (
        <li
          key={phrase.word}
          data-phrase={phrase.word}
          className="flex items-start justify-between gap-2 rounded-xl border-2 border-sand bg-white px-3 py-2"
        >
          <div className="min-w-0 break-words">
            <p lang={lang} className="text-lg font-bold text-clay-700">
              {phrase.word}
            </p>
            <p className="text-sm text-muted">
              <span className="sr-only">Say it: </span>
              {phrase.pronunciation}
            </p>
            <p>{phrase.translation}</p>
          </div>
          <WordAudioButton word={phrase.word} clip={words?.[phrase.word]} />
        </li>
      ))}
    </ul>
  );
}
