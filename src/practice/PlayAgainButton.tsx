import { useEffect, useState } from 'react';
import { AUDIO_UNAVAILABLE } from '@/lib/audio/errors';

/** The shortcut that plays the recording again, read from the physical key (as the tone keys are): Alt+P. */
export const PLAY_AGAIN_SHORTCUT = 'Alt+P';

/**
 * The URL of a practice recording: '/audio/<key>.mp3', and for a community clip's versioned key
 * ('igbo/vocabulary/ndewo?v=<clip id>') its versioned URL, '/audio/igbo/vocabulary/ndewo.mp3?v=<clip id>'.
 */
export function practiceAudioUrl(audio: string): string {
  const at = audio.indexOf('?');
  return at < 0 ? `/audio/${audio}.mp3` : `/audio/${audio.slice(0, at)}.mp3${audio.slice(at)}`;
}

/**
 * Plays a practice recording (practiceAudioUrl): 'played', 'blocked' when the browser refused sound the learner did
 * not start (Play again then works), or 'failed' when the clip cannot be had (offline and not downloaded, say).
 */
export function playClip(audio: string): Promise<'played' | 'blocked' | 'failed'> {
  return new Audio(practiceAudioUrl(audio)).play().then(
    () => 'played' as const,
    (error: unknown) => (error instanceof DOMException && error.name === 'NotAllowedError' ? 'blocked' : 'failed'),
  );
}

/** Shows the outcome of a play: 'Audio unavailable' and `onUnavailable` when the clip could not be had. */
function heard(
  outcome: 'played' | 'blocked' | 'failed',
  setUnavailable: (unavailable: boolean) => void,
  onUnavailable: (() => void) | undefined,
) {
  setUnavailable(outcome === 'failed');
  if (outcome === 'failed') onUnavailable?.();
}

/**
 * Plays `audio` once when shown, with its credit beside the button, and again on a press of the button or of Alt+P anywhere on the page (in the answer
 * too, where the learner types: Alt with a letter types nothing there, as the tone keys' Alt+H shows). When the clip
 * cannot be played it says 'Audio unavailable' and tells `onUnavailable`, so the exercise never leaves the learner
 * with nothing to go on.
 */
export default function PlayAgainButton({
  audio,
  credit,
  onUnavailable,
}: {
  audio: string;
  /** Who is heard, shown beside the button. */
  credit?: string | undefined;
  onUnavailable?: () => void;
}) {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    const play = () =>
      void playClip(audio).then((outcome) => {
        if (live) heard(outcome, setUnavailable, onUnavailable);
      });
    play();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.code !== 'KeyP') return;
      if (event.isComposing || event.defaultPrevented) return;
      event.preventDefault();
      play();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      live = false;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [audio, onUnavailable]);
  return (
    <span className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-secondary px-4 py-2 text-sm"
        onClick={() => void playClip(audio).then((outcome) => heard(outcome, setUnavailable, onUnavailable))}
        aria-keyshortcuts={PLAY_AGAIN_SHORTCUT}
        title={`Play again (${PLAY_AGAIN_SHORTCUT})`}
      >
        <span aria-hidden="true">🔊</span> Play again
      </button>
      {credit && <span className="text-xs text-muted">{credit}</span>}
      <span role="status" className="text-sm text-muted">
        {unavailable ? AUDIO_UNAVAILABLE : ''}
      </span>
    </span>
  );
}
