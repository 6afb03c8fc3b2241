import type { LessonOf } from '../../content/lessons.ts';

type Word = LessonOf<'cultural-story'>['vocabulary'][number];

interface Props {
  vocabulary: readonly Word[];
  lang: string | undefined;
  onContinue(): void;
}

/** The key vocabulary of the story: word, meaning and pronunciation. */
export function VocabularyPanel({ vocabulary, lang, onContinue }: Props) {
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Key vocabulary">
        {vocabulary.map((item, i) => (
          <li key={i} className="card p-4">
            <p lang={lang} className="text-xl font-bold break-words text-clay-700">
              {item.word}
            </p>
            <p className="break-words">{item.english}</p>
            {item.pronunciation && (
              <p className="mt-1 text-sm text-muted">
                <span className="sr-only">Pronunciation: </span>
                <span aria-hidden="true">🔊 </span>/{item.pronunciation}/
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
