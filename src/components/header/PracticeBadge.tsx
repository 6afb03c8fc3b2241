import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { mayHaveWaiting } from '@/lib/outbox/waiting';
import { $practiceDue, setPracticeDue } from '@/stores/practice';
import { $completedByLanguage } from '@/stores/progress';
import type { HeaderLanguage } from './HeaderNav';

/** The language whose practice the header offers (the one whose hearts it shows, null before any progress) and the course names. */
export interface PracticeBadgeProps {
  language: string | null;
  languages: readonly HeaderLanguage[];
}

const asked = new Set<string>();

async function loadDue(language: string): Promise<void> {
  if (asked.has(language)) return;
  asked.add(language);
  try {
    const { defaultApiClient, getPractice } = await import('@/lib/api/learner-calls');
    // What waits on the device (practice saved offline, and the lessons before it) is sent first, so the count includes
    // it; the outbox's code loads only then.
    if (mayHaveWaiting()) await (await import('@/lib/api/outbox')).defaultOutbox().replay(defaultApiClient());
    const state = await getPractice(defaultApiClient(), language);
    setPracticeDue(language, state.dueCount + state.newCount);
  } catch {
    // Offline or refused: the badge stays as it was (the client has logged the error).
    asked.delete(language);
  }
}

/**
 * The header's way into practice for the current language: '↻ 7 to practise', the cards a session started now would
 * ask (the due ones it reviews and the new ones it brings, domain practiceCounts), loaded only for signed-in learners.
 * Practice asks the words of lessons played: before the first lesson of the language there is no badge.
 */
export default function PracticeBadge({ language, languages }: PracticeBadgeProps) {
  const due = useStore($practiceDue)[language ?? ''];
  const hasWords = (useStore($completedByLanguage)[language ?? '']?.length ?? 0) > 0;
  const languageName = languages.find((l) => l.code === language)?.name;
  useEffect(() => {
    if (!language || !hasWords) return;
    void loadDue(language);
    // Back online: replay saved practice and count again.
    const again = () => {
      asked.delete(language);
      void loadDue(language);
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [language, hasWords]);
  if (due === undefined || !languageName || !hasWords) return null;
  return (
    <a
      href={`/practice/${language}`}
      className="badge whitespace-nowrap bg-forest-50 text-forest-700 hover:bg-forest-100"
      aria-label={`${languageName} practice: ${due} to practise`}
      data-practice-due={due}
    >
      <span className="hidden sm:inline">
        <span aria-hidden="true">↻</span> {due} to practise
      </span>
      <span className="sm:hidden">
        <span aria-hidden="true">↻</span>
        {due}
      </span>
    </a>
  );
}
