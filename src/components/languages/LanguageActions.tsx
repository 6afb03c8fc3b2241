import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { enroll, loadEnrolledLanguages } from '@/lib/enrollments';
// Reading the auth state starts the session.
import '@/components/session/start';
import { $authStatus } from '@/stores/auth';
import { $enrolledLanguages } from '@/stores/enrollments';

interface Props {
  code: string;
  name: string;
}

/**
 * A language card's buttons (docs/product/accounts.md §2): visitors get 'Start Learning' (sign up, then the course) and
 * 'Preview' (the course without an account); signed-in learners
 * 'Enroll Now' (a real enrolment, then the course) and 'View Course'; enrolled ones 'Continue Learning'.
 */
export default function LanguageActions({ code, name }: Props) {
  const status = useStore($authStatus, { ssr: 'initial' });
  const enrolled = useStore($enrolledLanguages, { ssr: () => null });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const course = `/course/${code}`;
  useEffect(() => {
    if (status === 'signed-in') void loadEnrolledLanguages();
  }, [status]);

  if (status !== 'signed-in') {
    // Starting needs an account (sign up, then back to the course); Preview browses the course without one.
    return (
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={`/onboarding?mode=signup&next=${encodeURIComponent(course)}`}
          className="btn-primary grow basis-44 whitespace-nowrap"
          aria-label={`Start Learning ${name}`}
        >
          Start Learning
        </a>
        <a href={course} className="btn-secondary grow basis-44 whitespace-nowrap" aria-label={`Preview ${name}`}>
          Preview
        </a>
      </div>
    );
  }

  const isEnrolled = enrolled?.includes(code) ?? false;
  const onEnroll = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await enroll(code);
      window.location.assign(course);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        {isEnrolled ? (
          <a
            href={course}
            className="btn-primary grow basis-44 whitespace-nowrap"
            aria-label={`Continue Learning ${name}`}
          >
            Continue Learning
          </a>
        ) : (
          <button
            type="button"
            className="btn-primary grow basis-44 whitespace-nowrap"
            disabled={busy}
            onClick={() => void onEnroll()}
            aria-label={busy ? `Enrolling... (${name})` : `Enroll Now in ${name}`}
          >
            {busy ? 'Enrolling...' : 'Enroll Now'}
          </button>
        )}
        <a href={course} className="btn-secondary grow basis-44 whitespace-nowrap" aria-label={`View Course (${name})`}>
          View Course
        </a>
      </div>
      {isEnrolled && <p className="mt-2 text-sm font-semibold text-forest-700">✓ Enrolled</p>}
      {failed && (
        <p role="alert" className="mt-2 rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          Enrollment failed
        </p>
      )}
    </div>
  );
}
