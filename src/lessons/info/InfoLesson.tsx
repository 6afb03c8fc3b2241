import { useRef, useState } from 'react';
import ActionBar from '../shared/ActionBar.tsx';
import type { LessonPlayerProps } from '../types.ts';
import { useLessonKeys } from '../shared/useLessonKeys.ts';
import { MarkdownParagraph } from '../shared/Markdown.tsx';
import { readingOutcome } from '../shared/readingOutcome.ts';

/** The player of info and cultural-note lessons: the title, the paragraphs and Continue. */
export default function InfoLesson({
  lesson,
  onComplete,
  playSound,
  audio,
}: LessonPlayerProps<'info' | 'cultural-note'>) {
  const [done, setDone] = useState(false);
  const completed = useRef(false);
  const paragraphs = lesson.paragraphs ?? [];

  const finish = () => {
    if (completed.current) return;
    completed.current = true;
    setDone(true);
    playSound?.('success');
    onComplete(readingOutcome());
  };
  useLessonKeys(null, { onEnter: finish, enabled: !done });

  return (
    <article className="space-y-5" aria-labelledby="info-lesson-title">
      <header className="space-y-2">
        {lesson.type === 'cultural-note' && (
          <p className="badge bg-forest-50 text-forest-700">
            <span aria-hidden="true">🌍</span> Cultural note
          </p>
        )}
        <h2 id="info-lesson-title" className="font-display text-2xl font-bold text-ink sm:text-3xl">
          {lesson.title}
        </h2>
      </header>
      <div className="space-y-4 text-lg leading-relaxed break-words">
        {paragraphs.map((text, i) => (
          <MarkdownParagraph key={i} text={text} words={audio?.words} />
        ))}
      </div>
      <ActionBar>
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={finish} disabled={done}>
          Continue <span aria-hidden="true">→</span>
        </button>
      </ActionBar>
    </article>
  );
}
