import type { KeyboardEvent, Ref } from 'react';
import type { CardState, MemoryCard as Card } from './game.ts';

interface Props {
  card: Card;
  /** 1-based position in the grid, read out as 'Card 3'. */
  number: number;
  state: CardState;
  /** Face up as half of a pair that did not match (shown until it flips back). */
  wrong: boolean;
  /** Flipping is not possible now (out of hearts). */
  locked: boolean;
  languageName: string;
  lang: string | undefined;
  buttonRef: Ref<HTMLButtonElement>;
  onFlip(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
}

const faces: Record<CardState, string> = {
  down: 'border-clay-600 bg-clay-600 text-white hover:bg-clay-700',
  up: 'border-sun-400 bg-cream text-ink',
  matched: 'border-forest-600 bg-forest-50 text-forest-900',
};

/** One card: a button whose name says where it is and, once turned, what it shows. */
export default function MemoryCard({
  card,
  number,
  state,
  wrong,
  locked,
  languageName,
  lang,
  buttonRef,
  onFlip,
  onKeyDown,
}: Props) {
  const caption = card.side === 'word' ? languageName : 'English';
  const tone = wrong ? 'border-clay-500 bg-clay-50 text-ink' : faces[state];
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onFlip}
      onKeyDown={onKeyDown}
      aria-disabled={state !== 'down' || locked}
      className={`relative flex min-h-20 w-full flex-col items-center justify-center rounded-xl border-2 p-1.5 text-center transition-colors sm:min-h-24 sm:p-2 ${tone}`}
    >
      {state === 'down' ? (
        <>
          <span className="sr-only">Card {number}, face down</span>
          <span aria-hidden="true" className="font-display text-2xl font-bold">
            ?
          </span>
        </>
      ) : (
        <>
          <span className="sr-only">Card {number}: </span>
          <span className="text-[0.65rem] font-semibold tracking-wide uppercase opacity-80 sm:text-xs">
            {caption}
          </span>{' '}
          <span
            lang={card.side === 'word' ? lang : 'en'}
            className="text-sm leading-tight font-bold break-words hyphens-auto sm:text-base"
          >
            {card.text}
          </span>
          {state === 'matched' && (
            <span className="absolute top-1 right-1.5 text-xs">
              <span aria-hidden="true">✓</span>
              <span className="sr-only">, matched</span>
            </span>
          )}
          {wrong && (
            <span className="absolute top-1 right-1.5 text-xs">
              <span aria-hidden="true">✗</span>
              <span className="sr-only">, not a match</span>
            </span>
          )}
        </>
      )}
    </button>
  );
}
