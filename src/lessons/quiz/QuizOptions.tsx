import type { KeyboardEvent } from 'react';
import type { ExercisePhase } from '../shared/exercise.ts';

interface Props {
  options: readonly { text: string }[];
  /** Id of the question's heading, which names the group. */
  labelledBy: string;
  selected: number | null;
  phase: ExercisePhase;
  /** Options ruled out by hints. */
  ruledOut: readonly number[];
  /** Nothing can be checked (out of hearts): the options are shown, not offered. */
  locked?: boolean;
  onChoose(index: number): void;
  /** Enter on the already chosen option checks it. */
  onEnterChosen(): void;
}

// No colour transition: the verdict's colours appear in the frame that shows it (a fade would only start
// animations, and their events, while the feedback is painted).
const base = 'flex min-h-12 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left text-base font-medium';

function look(isChosen: boolean, phase: ExercisePhase, isRuledOut: boolean, locked: boolean): string {
  if (isRuledOut) return 'border-sand bg-sand/40 text-muted line-through';
  if (locked && phase === 'answering') return 'border-sand bg-sand/30 text-muted';
  if (!isChosen)
    return phase === 'answering'
      ? 'border-sand bg-white hover:border-clay-500 hover:bg-clay-50'
      : 'border-sand bg-white text-muted';
  if (phase === 'right') return 'border-forest-600 bg-forest-50';
  if (phase === 'wrong') return 'border-clay-600 bg-clay-50';
  return 'border-clay-600 bg-clay-50 ring-2 ring-clay-100';
}

function mark(isChosen: boolean, phase: ExercisePhase, isRuledOut: boolean): { icon: string; text: string } | null {
  if (isRuledOut) return { icon: '✗', text: 'ruled out by a hint' };
  if (!isChosen) return null;
  if (phase === 'right') return { icon: '✓', text: 'your answer, correct' };
  if (phase === 'wrong') return { icon: '✗', text: 'your answer, not correct' };
  return { icon: '●', text: 'chosen' };
}

/** The question's options as toggle buttons numbered 1–9; they lock once the answer is checked. */
export default function QuizOptions({
  options,
  labelledBy,
  selected,
  phase,
  ruledOut,
  locked = false,
  onChoose,
  onEnterChosen,
}: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Enter' && index === selected && !event.repeat) {
      event.preventDefault();
      onEnterChosen();
    }
  };
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <ol className="mt-4 flex flex-col gap-2">
        {options.map((option, index) => {
          const isChosen = index === selected;
          const isRuledOut = ruledOut.includes(index);
          const badge = mark(isChosen, phase, isRuledOut);
          return (
            <li key={index}>
              <button
                type="button"
                data-option={index}
                className={`${base} ${look(isChosen, phase, isRuledOut, locked)}`}
                aria-pressed={isChosen}
                aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                disabled={phase !== 'answering' || isRuledOut || locked}
                onClick={() => onChoose(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-sand text-sm font-bold text-ink"
                >
                  {index + 1}
                </span>
                <span className="grow">{option.text}</span>
                {badge && (
                  <>
                    <span aria-hidden="true" className="text-lg font-bold">
                      {badge.icon}
                    </span>
                    <span className="sr-only">({badge.text})</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
