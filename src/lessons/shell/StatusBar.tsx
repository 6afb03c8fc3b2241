import OfflineBadge from '@/components/learner/OfflineBadge';
import AudioSettingsMenu from '../audio/AudioSettingsMenu.tsx';
import Hearts from './Hearts.tsx';

interface Props {
  hearts: number;
  maxHearts: number;
  streak: number;
  /** XP earned in this lesson's language. */
  languageXp: number;
  languageName: string;
  /** The XP level (log2 curve) of the learner's XP in all languages, as the header shows it. */
  xpLevel: number;
  /** The lesson type has something hints change (null hides the switch). */
  hintsEnabled: boolean | null;
  onToggleHints(): void;
  /** The lesson has recordings: the audio settings are offered, else a line says there are none. */
  hasAudio: boolean;
}

/** The lesson's live strip: hearts, streak, this language's XP, the XP level, offline, and the audio and hints controls. */
export default function StatusBar({
  hearts,
  maxHearts,
  streak,
  languageXp,
  languageName,
  xpLevel,
  hintsEnabled,
  onToggleHints,
  hasAudio,
}: Props) {
  return (
    <div className="rounded-xl bg-cream px-3 py-1.5 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Hearts current={hearts} max={maxHearts} />
        {streak > 0 && (
          <span className="font-semibold">
            <span className="sr-only">{`${streak} day streak`}</span>
            <span aria-hidden="true">🔥 {streak}</span>
          </span>
        )}
        <span className="font-semibold whitespace-nowrap">
          <span aria-hidden="true">⭐ </span>
          {`${languageXp} XP in ${languageName}`}
        </span>
        <span className="whitespace-nowrap text-muted">{`XP level ${xpLevel}`}</span>
        <OfflineBadge />
        <span className="ml-auto flex items-center gap-1">
          {hasAudio && <AudioSettingsMenu hasAudio />}
          {hintsEnabled !== null && (
            <button
              type="button"
              className="btn-ghost px-2 py-1 text-sm whitespace-nowrap"
              aria-pressed={hintsEnabled}
              onClick={onToggleHints}
            >
              <span aria-hidden="true">💡</span> Hints {hintsEnabled ? 'on' : 'off'}
            </button>
          )}
        </span>
      </div>
      {!hasAudio && (
        <p className="text-xs text-muted">
          <span aria-hidden="true">🔇 </span>No recordings for this lesson yet
        </p>
      )}
    </div>
  );
}
