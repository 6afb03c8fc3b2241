import AudioSettingsMenu from '../audio/AudioSettingsMenu.tsx';
import Hearts from './Hearts.tsx';

interface Props {
  hearts: number;
  maxHearts: number;
  streak: number;
  totalXp: number;
  hintsEnabled: boolean;
  onToggleHints(): void;
  /** The lesson has recordings (the audio badge says so). */
  hasAudio: boolean;
}

/** The lesson header's live part: hearts, streak, total XP, the audio badge and the hints switch. */
export default function StatusBar({ hearts, maxHearts, streak, totalXp, hintsEnabled, onToggleHints, hasAudio }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Hearts current={hearts} max={maxHearts} />
        {streak > 0 && (
          <span className="font-semibold">
            <span className="sr-only">{`${streak} day streak`}</span>
            <span aria-hidden="true">🔥 {streak}</span>
          </span>
        )}
        <span className="font-semibold">
          <span className="sr-only">{`${totalXp} XP in total`}</span>
          <span aria-hidden="true">⭐ {totalXp} XP</span>
        </span>
      </div>
      <div className="flex items-center gap-1">
        <AudioSettingsMenu hasAudio={hasAudio} />
        <button type="button" className="btn-ghost px-3 py-1 text-sm" aria-pressed={hintsEnabled} onClick={onToggleHints}>
          <span aria-hidden="true">💡</span> Hints {hintsEnabled ? 'on' : 'off'}
        </button>
      </div>
    </div>
  );
}
