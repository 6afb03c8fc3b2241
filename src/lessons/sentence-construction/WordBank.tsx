interface Props {
  words: readonly string[];
  /** Bank positions already placed in the sentence; words can repeat, so chips are tracked by position. */
  used: readonly number[];
  locked: boolean;
  /** Nothing can be checked (out of hearts): the words are shown, not offered. */
  dimmed?: boolean;
  onAdd(index: number): void;
}

/** The word bank: one chip per word, numbered 1–9 for the keyboard; a placed chip leaves a gap where it was. */
export default function WordBank({ words, used, locked, dimmed = false, onAdd }: Props) {
  return (
    <div role="group" aria-label="Word bank" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {words.map((word, index) => (
          <li key={index}>
            {used.includes(index) ? (
              <span
                aria-hidden="true"
                className="inline-flex min-h-11 items-center rounded-xl border-2 border-dashed border-sand px-3 py-2 text-transparent select-none"
              >
                {word}
              </span>
            ) : (
              <button
                type="button"
                data-bank={index}
                className={`inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-sand px-3 py-2 text-base font-semibold ${dimmed ? 'bg-sand/30 text-muted' : 'bg-white shadow-sm transition-colors hover:border-clay-500 hover:bg-clay-50'}`}
                disabled={locked}
                aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                onClick={() => onAdd(index)}
              >
                {index < 9 && (
                  <span aria-hidden="true" className="text-xs font-bold text-muted">
                    {index + 1}
                  </span>
                )}
                {word}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
