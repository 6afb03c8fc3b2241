import { useEffect, type RefObject } from 'react';
import { levelProgress, xpToNextLevel } from '@/domain/levels';
import { nextStreakTarget, streakTier } from '@/domain/streak';
import type { LearnerSummary } from '@/stores/learner';
import { refillWords } from './heartsRefill';
import { syncLines, type SyncFigure } from './syncWords';

export type FigureKind = 'xp' | 'hearts' | 'streak' | 'sync';

interface Props {
  kind: FigureKind;
  summary: LearnerSummary;
  /** The display name of the language whose hearts are shown. */
  languageName: string | null;
  /** The figure's button and its tip together: a pointer down anywhere else closes the tip. */
  root: RefObject<HTMLElement | null>;
  onClose: (refocus: boolean) => void;
  /** What the sync indicator shows (kind 'sync'). */
  sync?: SyncFigure | undefined;
}

/** What one header figure means, in words: the XP level, the hearts of this language and their refill, the streak. */
export function figureLines(
  kind: FigureKind,
  s: LearnerSummary,
  languageName: string | null,
  now: Date,
  sync?: SyncFigure,
): { title: string; lines: string[] } {
  if (kind === 'sync') return syncLines(sync ?? { offline: false, completions: 0, practice: 0 });
  if (kind === 'xp') {
    return {
      title: `${s.totalXp.toLocaleString('en')} XP in total`,
      lines: [
        'XP from every lesson in all your languages.',
        `XP level ${s.level}: ${xpToNextLevel(s.totalXp).toLocaleString('en')} XP more to reach XP level ${s.level + 1}.`,
        'XP levels count all your practice; they are not the Levels of a course.',
      ],
    };
  }
  if (kind === 'hearts') {
    const full = s.hearts >= s.maxHearts;
    return {
      title: `${s.hearts}/${s.maxHearts} hearts remaining`,
      lines: [
        languageName
          ? `These are your ${languageName} hearts: each language has its own ${s.maxHearts}.`
          : `Each language has its own ${s.maxHearts} hearts.`,
        'A wrong answer you check costs one heart.',
        full
          ? `Lost hearts refill to ${s.maxHearts} the next day.`
          : `They refill to ${s.maxHearts} ${refillWords(now)}.`,
        ...(s.hearts <= 0 ? ['Reading lessons stay open until then.'] : []),
      ],
    };
  }
  const next = s.streak + 1;
  return {
    title: `${s.streak}-day streak (${streakTier(s.streak)})`,
    lines: [
      'Finish at least one lesson every day to keep it; a day without one starts it again.',
      s.studiedToday
        ? `Today is done. A lesson tomorrow makes it ${next} days.`
        : `Finish a lesson today to make it ${next} days.`,
      `Next goal: ${nextStreakTarget(s.streak)} days.`,
    ],
  };
}

/** The open tip of a header figure: closes on Escape (focus back on its button) or a pointer down elsewhere. */
export default function FigureTip({ kind, summary, languageName, root, onClose, sync }: Props) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose(true);
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && onClose(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [root, onClose]);
  const { title, lines } = figureLines(kind, summary, languageName, new Date(), sync);
  return (
    <span className="fixed inset-x-4 top-16 z-40 block rounded-xl border border-sand bg-white p-4 text-left text-sm font-normal text-ink shadow-lg md:absolute md:inset-x-auto md:right-0 md:top-full md:mt-2 md:w-80">
      <strong className="block text-base">{title}</strong>
      {kind === 'xp' && (
        <span className="mt-2 block h-2 overflow-hidden rounded-full bg-sand" aria-hidden="true">
          <span
            className="block h-full rounded-full bg-sun-400"
            style={{ width: `${Math.round(levelProgress(summary.totalXp) * 100)}%` }}
          />
        </span>
      )}
      {lines.map((line) => (
        <span key={line} className="mt-2 block text-muted">
          {line}
        </span>
      ))}
    </span>
  );
}
