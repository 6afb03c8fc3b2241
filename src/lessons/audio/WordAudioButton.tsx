import { AUDIO_UNAVAILABLE } from '@/lib/audio/errors';
import type { AudioClip } from '../types.ts';
import ClipCredit from './ClipCredit.tsx';
import { useAudioSettings } from './useAudioSettings.ts';
import { useClipPlayer } from './useClipPlayer.ts';

interface Props {
  /** The word as written in the lesson; it names the button. */
  word: string;
  clip?: AudioClip | undefined;
}

/** A small button that says one word, with who is heard beside it; nothing when the word has no clip or only a synthesized one the learner does not want. */
export default function WordAudioButton({ word, clip }: Props) {
  const { preferNative } = useAudioSettings();
  if (!clip || (preferNative && clip.source === 'synthesized')) return null;
  return <WordPlayer key={clip.url} word={word} clip={clip} />;
}

function WordPlayer({ word, clip }: { word: string; clip: AudioClip }) {
  // Words load on demand: a page of vocabulary fetches nothing until a word is asked for.
  const { snapshot, player } = useClipPlayer(clip.url, false);
  const { playback } = snapshot;
  const synthesized = clip.source === 'synthesized' ? ' (synthesized voice)' : '';
  return (
    <span className="inline-flex items-center gap-1 align-middle">
      <button
        type="button"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-sand bg-white text-base hover:border-clay-500 hover:bg-clay-50"
        aria-label={`Hear ${word}${synthesized}`}
        aria-busy={playback === 'loading'}
        onClick={() => (playback === 'playing' ? player.restart() : player.play())}
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
