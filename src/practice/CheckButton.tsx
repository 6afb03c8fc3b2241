import { useEffect, type Ref, type RefObject, type SyntheticEvent } from 'react';
import { focusUnlessFocused, stopFocusMove } from '@/lessons/shared/focus';
import { afterPaint } from '@/lib/afterPaint';

/**
 * The exercise's button: Check while answering, Continue after the verdict. It is one element whose label follows
 * the phase, so a focus on it stays there and no focused element is removed in the frame that paints the verdict. It stays the form's submit button, so Enter in the answer presses it, but its click is handled
 * here and cancelled: left to go on, a click on a submit button first runs the browser's own form-submission steps
 * (4–10 ms between the click and the check in a 4x-CPU trace).
 */
export default function CheckButton({
  answered,
  canCheck,
  onClick,
  keepFocus = false,
  ref,
}: {
  /** The verdict is shown: the button says Continue. */
  answered: boolean;
  /** An answer is given, so Check may be pressed. */
  canCheck: boolean;
  /** Checks the answer, or moves on after the verdict: the form's submit handler too. */
  onClick: (event: SyntheticEvent) => void;
  /**
   * A press leaves the focus where it is (in the answer): the browser moves no focus before the verdict, and a
   * phone's keyboard stays up; useCheckFocus gives Continue the focus once the verdict is painted.
   */
  keepFocus?: boolean;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      onMouseDown={keepFocus ? stopFocusMove : undefined}
      onClick={(event) => {
        event.preventDefault();
        onClick(event);
      }}
      className="btn-primary min-w-28"
      disabled={!answered && !canCheck}
    >
      {answered ? 'Continue' : 'Check'}
    </button>
  );
}

/**
 * Where an exercise's focus goes: to its answer while answering, and to Continue once the verdict is painted, not in
 * the verdict's own frame (Check pressed with keepFocus left it in the answer until then).
 */
export function useCheckFocus(
  answered: boolean,
  answer: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    if (answered) afterPaint(() => focusUnlessFocused(button.current));
    else focusUnlessFocused(answer.current);
  }, [answered, answer, button]);
}
