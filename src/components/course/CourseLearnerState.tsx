import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { loadLanguageProgress } from '@/lib/language-progress';
// Reading the auth state starts the session.
import '@/components/session/start';
import { $authStatus } from '@/stores/auth';

/** The course overview's learner part: 'Preview Mode' for visitors; for learners, the server's progress is loaded. */
export default function CourseLearnerState({ language }: { language: string }) {
  const status = useStore($authStatus, { ssr: 'initial' });
  useEffect(() => {
    if (status === 'signed-in') void loadLanguageProgress(language);
  }, [status, language]);
  if (status === 'signed-in') return null;
  return (
    <span className="badge bg-sun-300 text-ink" data-preview-badge>
      Preview Mode
    </span>
  );
}
