import type { Ref } from 'react';

interface Props {
  /** The built words in order. */
  words: readonly string[];
  locked: boolean;
  /** Positions whose tone marks the learner should check, after a 'So close!'. */
  flagged: readonly number[];
  onRemove(position: number): void;
  groupRef: Ref<HTMLDivElement>;
}

/** The sentence being built; tapping a word sends it back to the word bank. */
export default function BuiltSentence({ words, locked, flagged, onRemove, groupRef }: Props) {
  return (
    <div
      ref={groupRef}
      role="group"
      aria-label="Your sentence"
      tabIndex={-1}
      className="mt-4 flex min-h-16 flex-wrap items-center gap-2 rounded-xl border-2 border-dashed border-clay-100 bg-clay-50/50 p-3 outline-none focus-visible:border-clay-500"
    >
      {words.length === 0 && <p className="text-muted">Tap the words below to build the sentence.</p>}
      {words.map((word, position) => {
        const isFlagged = flagged.includes(position);
        return (
          <button
            key={position}
            type="button"
            data-built={position}
            className={`inline-flex min-h-11 items-center gap-1 rounded-xl border-2 px-3 py-2 text-base font-semibold ${isFlagged ? 'border-sun-400 bg-sun-300/30 underline decoration-wavy' : 'border-clay-500 bg-white'}`}
            disabled={locked}
            aria-label={`Remove ${word}${isFlagged ? ' (check its tone marks)' : ''}`}
            onClick={() => onRemove(position)}
          >
            {isFlagged && <span aria-hidden="true">⚠</span>}
            {word}
          </button>
        );
      })}
    </div>
  );
}
