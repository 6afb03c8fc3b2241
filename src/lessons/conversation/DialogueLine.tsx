import { useId, type ReactNode } from 'react';
import ReportButton from '@/components/report/ReportButton';
import type { ReportTarget } from '@/components/report/send-report';
import type { SpeakerStyle } from './speakers.ts';

// Literal class names, so Tailwind finds them; the speaker's name is always shown too.
const TONES = [
  { bubble: 'border-clay-100 bg-clay-50', name: 'text-clay-700', avatar: 'bg-clay-600 text-white' },
  { bubble: 'border-forest-100 bg-forest-50', name: 'text-forest-700', avatar: 'bg-forest-600 text-white' },
  { bubble: 'border-sun-300 bg-sun-300/20', name: 'text-ink', avatar: 'bg-sun-400 text-ink' },
  { bubble: 'border-sand bg-white', name: 'text-muted', avatar: 'bg-sand text-ink' },
] as const;

interface Props {
  speaker: string;
  line: string;
  translation: string;
  style: SpeakerStyle;
  lang: string | undefined;
  /** Hints on: the translation is always shown. Hints off: a toggle reveals it. */
  showTranslation: boolean;
  revealed: boolean;
  onToggle(): void;
  /** The line's recording (its play button and credit), when it has one. */
  audio?: ReactNode;
  /** The line's recording is playing: the bubble is highlighted. */
  playing?: boolean;
  /** The lesson a report about the line is about; the line's text is its prompt. */
  reportAbout?: Pick<ReportTarget, 'language' | 'lessonId' | 'contentVersion'> | undefined;
}

// A conversation has no verdict: a line's text or its audio is what can be wrong.
const LINE_REASONS = ['text-mistake', 'audio-wrong'] as const;

/** One line of the dialogue as a speech bubble on its speaker's side. */
export function DialogueLine({
  speaker,
  line,
  translation,
  style,
  lang,
  showTranslation,
  revealed,
  onToggle,
  audio,
  playing = false,
  reportAbout,
}: Props) {
  const id = useId();
  const tone = TONES[style.tone % TONES.length] ?? TONES[0];
  const end = style.side === 'end';
  const visible = showTranslation || revealed;
  return (
    <li
      data-side={style.side}
      data-playing={playing || undefined}
      aria-current={playing || undefined}
      className={`flex items-end gap-2 ${end ? 'flex-row-reverse' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${tone.avatar}`}
      >
        {Array.from(speaker)[0]?.toUpperCase()}
      </span>
      <div
        className={`max-w-[85%] rounded-2xl border px-4 py-3 transition-shadow sm:max-w-[75%] ${tone.bubble} ${end ? 'rounded-br-sm' : 'rounded-bl-sm'} ${playing ? 'shadow-md ring-4 ring-clay-500' : ''}`}
      >
        <p className={`text-sm font-semibold ${tone.name}`}>{speaker}</p>
        <p id={`${id}-line`} lang={lang} className="text-lg font-semibold break-words text-ink">
          {line}
        </p>
        {audio && <div className="mt-1">{audio}</div>}
        {visible && (
          <p id={`${id}-translation`} className="mt-1 text-base break-words text-muted">
            {translation}
          </p>
        )}
        {(!showTranslation || reportAbout) && (
          <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4">
            {!showTranslation && (
              <button
                type="button"
                className="text-sm font-semibold text-clay-700 underline underline-offset-2 hover:text-clay-600"
                aria-expanded={revealed}
                aria-describedby={`${id}-line`}
                onClick={onToggle}
              >
                {revealed ? 'Hide translation' : 'Show translation'}
              </button>
            )}
            {reportAbout && (
              <ReportButton
                target={{ ...reportAbout, exerciseKind: 'conversation', prompt: line }}
                reasons={LINE_REASONS}
                describedBy={`${id}-line`}
                className="ml-auto py-1 text-xs text-muted underline underline-offset-2 hover:text-ink"
              />
            )}
          </div>
        )}
      </div>
    </li>
  );
}
