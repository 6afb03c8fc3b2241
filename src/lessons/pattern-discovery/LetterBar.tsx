interface Props {
  letters: readonly string[];
  lang: string | undefined;
  disabled: boolean;
  onInsert(letter: string): void;
}

/** Buttons that type the lesson's marked letters (ọ, ẹ́, ṣ …) into the answer, for keyboards without them. */
export default function LetterBar({ letters, lang, disabled, onInsert }: Props) {
  if (letters.length === 0) return null;
  return (
    <div role="group" aria-label="Letters with marks" className="mt-3 flex flex-wrap gap-1.5">
      {letters.map((letter) => (
        <button
          key={letter}
          type="button"
          disabled={disabled}
          aria-label={`Type ${letter}`}
          onClick={() => onInsert(letter)}
          className="min-h-10 min-w-10 rounded-lg border border-sand bg-white px-2 text-lg font-semibold hover:bg-clay-50 disabled:opacity-60"
        >
          <span lang={lang}>{letter}</span>
        </button>
      ))}
    </div>
  );
}
