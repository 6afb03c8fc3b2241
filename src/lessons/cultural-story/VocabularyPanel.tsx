import type { LessonOf } from '../../content/lessons.ts';
import WordAudioButton from '../audio/WordAudioButton.tsx';
import type { LessonAudio } from '../types.ts';

type Word = LessonOf<'cultural-story'>['vocabulary'][number];

interface Props {
  vocabulary: readonly Word[];
  lang: string | undefined;
  /** Recordings of the words, keyed by the word as written. */
  words?: LessonAudio['words'];
  onContinue(): void;
}

/** The key vocabulary of the story: word, meaning and respelling; a speaker only beside a word with a recording. */
export function VocabularyPanel({ vocabulary, lang, words, onContinue }: Props) {
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Key vocabulary">
        {vocabulary.map((item, i) => (
          <li key={i} className="card p-4">
            <div className="flex items-start justify-between gap-2">
              <p lang={lang} className="text-xl font-bold break-words text-clay-700">
                {item.word}
              </p>
              <WordAudioButton word={item.word} clip={words?.[item.word]} />
            </div>
            <p className="break-words">{item.english}</p>
            {item.pronunciation && (
              <p className="mt-1 text-sm text-muted">
                <span className="sr-only">Pronunciation: </span>/{item.pronunciation}/
              </p>
            )}
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={onContinue}>
          Continue to Questions <span aria-hidden="true">→</span>
        </button>
      </div>
    </>
  );
}
