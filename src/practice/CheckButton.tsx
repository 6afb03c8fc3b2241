import type { Ref, SyntheticEvent } from 'react';

/**
 * The exercise's button: Check while answering, Continue after the verdict. It is one element whose label
 * follows the phase, so a learner who pressed Check keeps the focus on it, and the browser neither removes a
 * focused element nor moves the focus in the frame that paints the verdict. It stays the form's submit button, so
 * Enter in the answer presses it, but its click is handled here and cancelled: left to go on, a click on a submit
 * button first runs the browser's own form-submission steps, 2–5 ms at 4x CPU in a trace, before the verdict.
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
   * A press leaves the focus where it is (in the typed answer): the phone's keyboard stays up, and the browser
   * moves no focus before the verdict; the exercise focuses Continue once the verdict is painted.
   */
  keepFocus?: boolean;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      onMouseDown={keepFocus ? (event) => event.preventDefault() : undefined}
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
