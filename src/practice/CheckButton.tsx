import type { Ref } from 'react';

/**
 * The exercise's submit button: Check while answering, Continue after the verdict. It is one element whose label
 * follows the phase, so a learner who pressed Check keeps the focus on it, and the browser neither removes a
 * focused element nor moves the focus in the frame that paints the verdict.
 */
export default function CheckButton({
  answered,
  canCheck,
  ref,
}: {
  /** The verdict is shown: the button says Continue. */
  answered: boolean;
  /** An answer is given, so Check may be pressed. */
  canCheck: boolean;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="submit" className="btn-primary min-w-28" disabled={!answered && !canCheck}>
      {answered ? 'Continue' : 'Check'}
    </button>
  );
}
