import { useEffect } from 'react';

/** The shortcut that plays the recording again, read from the physical key (as the tone keys are): Alt+P. */
export const PLAY_AGAIN_SHORTCUT = 'Alt+P';

/** Plays a practice recording, '/audio/<key>.mp3'; a refused or failed play leaves the button to try again. */
export function playClip(audio: string): void {
  void new Audio(`/audio/${audio}.mp3`).play().catch(() => undefined);
}

/**
 * Plays `audio` once when shown, and again on a press of the button or of Alt+P anywhere on the page (in the answer
 * too, where the learner types: Alt with a letter types nothing there, as the tone keys' Alt+H shows).
 */
export default function PlayAgainButton({ audio }: { audio: string }) {
  useEffect(() => {
    playClip(audio);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.code !== 'KeyP') return;
      if (event.isComposing || event.defaultPrevented) return;
      event.preventDefault();
      playClip(audio);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [audio]);
  return (
    <button
      type="button"
      className="btn-secondary mt-3 px-4 py-2 text-sm"
      onClick={() => playClip(audio)}
      aria-keyshortcuts={PLAY_AGAIN_SHORTCUT}
      title={`Play again (${PLAY_AGAIN_SHORTCUT})`}
    >
      <span aria-hidden="true">🔊</span> Play again
    </button>
  );
}
