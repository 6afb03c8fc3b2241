import { useId, useMemo, type ReactNode, type Ref } from 'react';
import ActionBar from './ActionBar.tsx';
import OutOfHeartsNote from './OutOfHeartsNote.tsx';
import type { ExercisePhase } from './exercise.ts';
import { stopFocusMove } from './focus.ts';

interface Props {
  phase: ExercisePhase;
  /** Check is enabled (an answer is given and the learner has hearts). */
  canCheck: boolean;
  /** At 0 hearts Check is off: the reason is shown beside it and describes it. */
  outOfHearts: boolean;
  /** The course's language, for the way to practice in that reason. */
  language: string;
  /** The current item is the last one: 'Finish' instead of 'Continue'. */
  last: boolean;
  /** The lesson has been reported complete. */
  finished: boolean;
  onCheck(): void;
  onRetry(): void;
  onNext(): void;
  /** The button after checking (Retry, Continue or Finish: the same element as Check), to move focus to it. */
  actionRef: Ref<HTMLButtonElement>;
  /** The Check button, to move focus to it. */
  checkRef?: Ref<HTMLButtonElement>;
  /** Extra controls shown while answering, before Check (Undo, Hint). */
  children?: ReactNode;
  /** The verdict of the last check, shown above the buttons (in the bottom bar on phones). */
  feedback?: ReactNode;
}

/** Points every given ref at the element (object and callback refs alike). */
function refAll(...refs: (Ref<HTMLButtonElement> | undefined)[]) {
  return (element: HTMLButtonElement | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}

/**
 * Check while answering; Retry after a wrong check; Continue (or Finish on the last item) after a right one. They
 * are one button whose label and action follow the phase, so no focused element is removed while the verdict is
 * painted. A press of Check moves no focus (the answer keeps it): the player gives the button the focus in the frame
 * after the verdict's (`focusAfterPaint`), so the browser has no blur, focus and style pass to run between the press
 * and the check, as the practice page's Check (src/practice/CheckButton.tsx).
 */
export default function CheckActions({
  phase,
  canCheck,
  outOfHearts,
  language,
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
  const button = useMemo(() => refAll(actionRef, checkRef), [actionRef, checkRef]);
  const reasonId = useId();
  const checkOff = phase === 'answering' && outOfHearts;
  return (
    <ActionBar above={feedback}>
      {checkOff && <OutOfHeartsNote id={reasonId} language={language} />}
      {phase === 'answering' && children}
      <button
        ref={button}
        type="button"
        className="btn-primary min-w-28"
        disabled={phase === 'answering' ? !canCheck : phase === 'right' && finished}
        aria-describedby={checkOff ? reasonId : undefined}
        onMouseDown={phase === 'answering' ? stopFocusMove : undefined}
        onClick={phase === 'answering' ? onCheck : phase === 'wrong' ? onRetry : onNext}
      >
        {phase === 'answering' ? (
          'Check'
        ) : phase === 'wrong' ? (
          <>
            <span aria-hidden="true">↺</span> Retry
          </>
        ) : (
          <>
            {last ? 'Finish' : 'Continue'} <span aria-hidden="true">→</span>
          </>
        )}
      </button>
    </ActionBar>
  );
}
