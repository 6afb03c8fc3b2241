import { useEffect, useRef } from 'react';
import { AUDIO_UNAVAILABLE } from '@/lib/audio/errors';
import ClipCredit from '../audio/ClipCredit.tsx';
import { useClipPlayer } from '../audio/useClipPlayer.ts';
import type { AudioClip } from '../types.ts';

interface Props {
  clip: AudioClip;
  /** Names the button: 'Hear Chidi's line'. */
  label: string;
  /** The conversation asks this line to play now (its own button, or Play all reaching it). */
  active: boolean;
  /** Changes on every request to play, so pressing the playing line's button starts it again. */
  turn: number;
  /** The learner pressed this line's button. */
  onPlay(): void;
  /** The line finished playing, or could not be played: the conversation moves on. */
  onDone(): void;
}

/** A line's own play button with who is heard beside it; it plays when the conversation makes it the active line. */
export default function LineAudio({ clip, label, active, turn, onPlay, onDone }: Props) {
  const { snapshot, player } = useClipPlayer(clip.url, false);
  const { playback } = snapshot;
  const previous = useRef(playback);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (active) player.restart();
    else player.stop();
  }, [active, turn, player]);

  useEffect(() => {
    const before = previous.current;
    previous.current = playback;
    // The end of the clip returns the player to idle (src/lib/audio/clip-player.ts); a failed file ends the line too.
    if (active && ((before === 'playing' && playback === 'idle') || playback === 'error')) done.current();
  }, [active, playback]);

  const synthesized = clip.source === 'synthesized' ? ' (synthesized voice)' : '';
  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-sand bg-white text-base hover:border-clay-500 hover:bg-clay-50"
        aria-label={`${label}${synthesized}`}
        aria-pressed={active && playback !== 'error'}
        aria-busy={playback === 'loading'}
        onClick={onPlay}
      >
        <span aria-hidden="true">{playback === 'loading' ? '⏳' : playback === 'error' ? '🔇' : '🔊'}</span>
      </button>
      <ClipCredit credit={clip.credit} />
      <span role="status" className="text-xs text-muted">
        {playback === 'error' ? AUDIO_UNAVAILABLE : ''}
      </span>
    </span>
  );
}
