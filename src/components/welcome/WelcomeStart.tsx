import { useEffect, useRef } from 'react';
import type { WelcomeCourse } from './welcomeCourse';

interface Props {
  course: WelcomeCourse;
  anonymous: boolean;
  onChooseAnother(): void;
}

/** The welcome's one call to action: the chosen language and 'Start lesson 1', which takes the keyboard's focus. */
export default function WelcomeStart({ course, anonymous, onChooseAnother }: Props) {
  const start = useRef<HTMLAnchorElement>(null);
  useEffect(() => start.current?.focus(), [course.code]);
  return (
    <div data-welcome="start" data-language={course.code}>
      <p className="mt-3 text-lg text-muted">
        You are learning{' '}
        <strong className="text-ink">
          {course.name} <span aria-hidden="true">{course.flag}</span>
        </strong>
        {course.nativeName !== course.name && <span lang={course.lang}> ({course.nativeName})</span>}.
      </p>
      <section className="card mt-6 flex flex-col gap-4" aria-labelledby="first-lesson">
        <p>
          <span className="block text-sm text-muted">
            Your first lesson · about {course.firstLessonMinutes} minutes
          </span>
          <span id="first-lesson" className="text-xl font-bold">
            {course.firstLessonTitle}
          </span>
        </p>
        <a
          ref={start}
          href={`/lesson/${course.code}/${course.firstLessonId}`}
          className="btn-primary self-start text-lg"
        >
          Start lesson 1
        </a>
      </section>
      {anonymous && (
        <p className="mt-4 text-sm text-muted">
          You are trying Lugha without an account: save your progress with an e-mail whenever you like.
        </p>
      )}
      <button type="button" className="btn-ghost mt-4 text-sm" onClick={onChooseAnother}>
        Choose another language
      </button>
    </div>
  );
}
