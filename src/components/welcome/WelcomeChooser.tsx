import { useEffect, useRef } from 'react';
import type { WelcomeCourse } from './welcomeCourse';

interface Props {
  courses: readonly WelcomeCourse[];
  /** The language chosen so far, when the learner asked to change it. */
  current: string | null;
  onChoose(code: string): void;
}

/** The welcome's choice of language for a learner who has not chosen one: one button per course. */
export default function WelcomeChooser({ courses, current, onChoose }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <section className="mt-6" aria-labelledby="choose-language" data-welcome="choose">
      <h2 id="choose-language" className="text-xl font-bold">
        Which language would you like to learn?
      </h2>
      <p className="mt-1 text-muted">You can add the others later from the language list.</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {courses.map((course, i) => (
          <li key={course.code}>
            <button
              ref={i === 0 ? first : undefined}
              type="button"
              className="card flex w-full items-center gap-3 text-left transition hover:-translate-y-0.5 hover:shadow-md"
              aria-pressed={course.code === current}
              onClick={() => onChoose(course.code)}
            >
              <span className="text-3xl" aria-hidden="true">
                {course.flag}
              </span>
              <span className="flex flex-col">
                <span className="text-lg font-bold">{course.name}</span>
                <span className="text-sm text-muted">{course.nativeName}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
