import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { enroll, loadEnrolledLanguages } from '@/lib/enrollments';
// Reading the auth state starts the session.
import '@/components/session/start';
import { useHydrated } from '@/components/useHydrated';
import { $authStatus, $isAnonymous, $user } from '@/stores/auth';
import { $enrolledLanguages } from '@/stores/enrollments';
import WelcomeChooser from './WelcomeChooser';
import WelcomeStart from './WelcomeStart';
import { courseFromQuery, welcomeHeading, type WelcomeCourse } from './welcomeCourse';

type Choice = { code: string; state: 'saving' | 'saved' } | { code: string; state: 'failed'; message: string };

/** Enrols the learner in a language (idempotent on the server, so a retry is safe): the choice saved, or its failure. */
function enrolment(code: string): Promise<Choice> {
  return enroll(code).then(
    (): Choice => ({ code, state: 'saved' }),
    (failure: unknown): Choice => ({
      code,
      state: 'failed',
      message: (failure as Error).message || 'Enrollment failed',
    }),
  );
}

/**
 * Where a new account lands (docs/product/accounts.md §2 sends it to the language list; docs/decisions.md 'A newcomer's first minutes' to its first lesson): 'Welcome, …',
 * the language chosen on the way in (the address's `?language=`, else an enrolment) and 'Start lesson 1'; without
 * one, the courses to choose from, and choosing enrols.
 */
export default function Welcome({ courses }: { courses: readonly WelcomeCourse[] }) {
  const hydrated = useHydrated();
  const status = useStore($authStatus, { ssr: 'initial' });
  const user = useStore($user, { ssr: () => null });
  const anonymous = useStore($isAnonymous, { ssr: () => false });
  const enrolled = useStore($enrolledLanguages, { ssr: () => null });
  const [choice, setChoice] = useState<Choice | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [listed, setListed] = useState(false);
  const retryButton = useRef<HTMLButtonElement>(null);

  const choose = (code: string) => {
    setChoosing(false);
    setChoice({ code, state: 'saving' });
    void enrolment(code).then(setChoice);
  };

  useEffect(() => {
    if (status !== 'signed-in') return;
    const code = courseFromQuery(courses, window.location.search)?.code;
    if (code) void enrolment(code).then(setChoice);
    else void loadEnrolledLanguages().finally(() => setListed(true));
  }, [status, courses]);

  useEffect(() => {
    if (choice?.state === 'failed') retryButton.current?.focus();
  }, [choice]);

  const heading = welcomeHeading(user, anonymous);
  const known = choice?.code ?? enrolled?.find((code) => courses.some((c) => c.code === code));
  const course = courses.find((c) => c.code === known);
  const settled = hydrated && status === 'signed-in' && (choice !== null || listed);
  const pending = courses.find(
    (c) => c.code === (choice?.code ?? (hydrated ? courseFromQuery(courses, window.location.search)?.code : null)),
  );

  let body;
  if (!settled || choice?.state === 'saving') {
    body = (
      <p role="status" className="mt-6 text-muted" data-welcome="loading">
        {pending ? `Setting up your ${pending.name} course…` : 'Loading…'}
      </p>
    );
  } else if (choosing) {
    body = <WelcomeChooser courses={courses} current={course?.code ?? null} onChoose={choose} />;
  } else if (choice?.state === 'failed') {
    const name = courses.find((c) => c.code === choice.code)?.name ?? choice.code;
    body = (
      <div role="alert" className="mt-6 rounded-xl border-2 border-clay-600 bg-clay-50 p-4" data-welcome="error">
        <p className="font-bold">We could not start your {name} course</p>
        <p className="mt-1 text-sm">{choice.message.replace(/\.$/, '')}. Check your connection and try again.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button ref={retryButton} type="button" className="btn-primary" onClick={() => choose(choice.code)}>
            Try again
          </button>
          <button type="button" className="btn-secondary" onClick={() => setChoosing(true)}>
            Choose another language
          </button>
        </div>
      </div>
    );
  } else if (!course) {
    body = <WelcomeChooser courses={courses} current={null} onChoose={choose} />;
  } else {
    body = <WelcomeStart course={course} anonymous={anonymous} onChooseAnother={() => setChoosing(true)} />;
  }
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-display text-3xl font-bold md:text-5xl">{heading}</h1>
      {body}
    </div>
  );
}
