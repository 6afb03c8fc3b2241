import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Spelling } from '@/domain';
import { whenIdle } from '@/lib/whenIdle';
import * as session from '@/stores/practice-session';
import {
  loadPractice,
  replaySavedPractice,
  sendPracticeAnswers,
  sendPracticeFinish,
  serverUnreachable,
} from './practiceOutbox';

/** The session's server through the outbox, and the browser's idle time for saving. */
const links: session.PracticeLinks = {
  load: loadPractice,
  sendAnswers: sendPracticeAnswers,
  sendFinish: sendPracticeFinish,
  replay: replaySavedPractice,
  unreachable: serverUnreachable,
  whenIdle: (work) => void whenIdle(work),
};

/**
 * The page's practice session in `language` (written with `spelling`): the store src/stores/practice-session.ts,
 * started on mount with the server's calls and ended when the page goes.
 */
export function usePracticeSession(language: string, spelling: Spelling) {
  useEffect(() => {
    session.startPracticeSession(language, spelling, links, {
      seed: new URLSearchParams(window.location.search).get('seed'),
    });
    return session.endPracticeSession;
  }, [language, spelling]);
  const view = useStore(session.$practiceSession);

  // Back online after finishing on the device: the saved session is sent, and the summary shows the server's figures.
  const savedOnDevice = view.phase.kind === 'done' && view.phase.savedOnDevice;
  useEffect(() => {
    if (!savedOnDevice) return;
    const sync = () => void session.syncSavedPractice();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [savedOnDevice]);

  return {
    ...view,
    answer: session.answerExercise,
    next: session.nextExercise,
    retry: session.retryPracticeSession,
    contentVersion: session.practiceItemVersion,
  };
}
