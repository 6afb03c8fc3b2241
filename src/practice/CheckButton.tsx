import { useEffect, useState, type Ref, type RefObject, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusUnlessFocused, stopFocusMove } from '@/lessons/shared/focus';
import { afterPaint } from '@/lib/afterPaint';

/**
 * The exercise's button: Check while answering, Continue after the verdict. It is one element whose label follows
 * the phase, so a focus on it stays there and no focused element is removed in the frame that paints the verdict.
 * It stays the form's submit button, so Enter in the answer presses it, but its click is handled here and
 * cancelled: left to go on, a click on a submit button first runs the browser's own form-submission steps (4–10 ms
 * between the click and the check in a 4x-CPU trace).
 */
export default function CheckButton({
  answered,
  canCheck,
  onClick,
  ref,
}: {
  /** The verdict is shown: the button says Continue. */
  answered: boolean;
  /** An answer is given, so Check may be pressed. */
  canCheck: boolean;
  /** Checks the answer, or moves on after the verdict: the form's submit handler too. */
  onClick: (event: SyntheticEvent) => void;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      // A press of Check leaves the focus where it is (in the answer): the browser moves no focus before the verdict,
      // and a phone's keyboard stays up; useVerdictPainted gives Continue the focus once the verdict is painted.
      onMouseDown={answered ? undefined : stopFocusMove}
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
 * Where an exercise's focus goes, and when the rest of the page follows the verdict. While answering, the focus is
 * in the answer. Once answered, the verdict's own frame shows the verdict and Continue only; in the frame after it
 * is painted, Continue takes the focus (a press of Check left it in the answer until then) and this hook
 * returns true, for what can follow a frame later: the options' colours, disabled options and keys. Each of those
 * is a restyled element less in the frame the learner waits for (17 → 5 for a choice, 20 → 11 for a typed answer).
 */
export function useVerdictPainted(
  answered: boolean,
  answer: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!answered) {
      focusUnlessFocused(answer.current);
      return;
    }
    let live = true;
    afterPaint(() => {
      if (!live) return;
      // Rendered in this frame, not in a later task: the options change colour one frame after the verdict.
      flushSync(() => setPainted(true));
      focusUnlessFocused(button.current);
    });
    return () => {
      live = false;
    };
  }, [answered, answer, button]);
  return answered && painted;
}
