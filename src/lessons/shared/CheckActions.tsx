import type { ReactNode, Ref } from 'react';
import ActionBar from './ActionBar.tsx';
import type { ExercisePhase } from './exercise.ts';

interface Props {
  phase: ExercisePhase;
  /** Check is enabled (an answer is given and the learner has hearts). */
  canCheck: boolean;
  /** The current item is the last one: 'Finish' instead of 'Continue'. */
  last: boolean;
  /** The lesson has been reported complete. */
  finished: boolean;
  onCheck(): void;
  onRetry(): void;
  onNext(): void;
  /** The button shown after checking (Retry, Continue or Finish), to move focus to it. */
  actionRef: Ref<HTMLButtonElement>;
  /** The Check button, to move focus to it. */
  checkRef?: Ref<HTMLButtonElement>;
  /** Extra controls shown while answering, before Check (Undo, Hint). */
  children?: ReactNode;
  /** The verdict of the last check, shown above the buttons (in the bottom bar on phones). */
  feedback?: ReactNode;
}

/** Check while answering; Retry after a wrong check; Continue (or Finish on the last item) after a right one. */
export default function CheckActions({
  phase,
  canCheck,
  last,
  finished,
  onCheck,
  onRetry,
  onNext,
  actionRef,
  checkRef,
  children,
  feedback,
}: Props) {
  return (
    <ActionBar above={feedback}>
      {phase === 'answering' && (
        <>
          {children}
          <button ref={checkRef} type="button" className="btn-primary min-w-28" disabled={!canCheck} onClick={onCheck}>
            Check
          </button>
        </>
      )}
      {phase === 'wrong' && (
        <button ref={actionRef} type="button" className="btn-primary min-w-28" onClick={onRetry}>
          <span aria-hidden="true">↺</span> Retry
        </button>
      )}
      {phase === 'right' && (
        <button ref={actionRef} type="button" className="btn-primary min-w-28" disabled={finished} onClick={onNext}>
          {last ? 'Finish' : 'Continue'} <span aria-hidden="true">→</span>
        </button>
      )}
    </ActionBar>
  );
}
