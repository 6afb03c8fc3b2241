import { useId } from 'react';
import type { LessonOf } from '../../content/lessons.ts';

type Segment = LessonOf<'cultural-story'>['segments'][number];

interface Props {
  description: string;
  segments: readonly Segment[];
  culturalContext: string;
  part: number;
  lang: string | undefined;
  translationShown(index: number): boolean;
  onToggleTranslation(index: number): void;
  onPart(index: number): void;
  onContinue(): void;
}

/** The story, one part at a time, each with its optional translation toggle and cultural note. */
export function StoryPanel({
  description,
  segments,
  culturalContext,
  part,
  lang,
  translationShown,
  onToggleTranslation,
  onPart,
  onContinue,
}: Props) {
  const id = useId();
  const segment = segments[part];
  if (!segment) return null;
  const last = part === segments.length - 1;
  const shown = translationShown(part);
  return (
    <>
      <p className="text-muted italic">{description}</p>
      <article className="card space-y-3" aria-live="polite" aria-labelledby={`${id}-part`}>
        <h3 id={`${id}-part`} className="text-sm font-semibold tracking-wide text-clay-700 uppercase">
          Part {part + 1} of {segments.length}
        </h3>
        <p lang={lang} className="text-lg leading-relaxed break-words">
          {segment.text}
        </p>
        {segment.translation && (
          <div>
            <button
              type="button"
              className="btn-ghost min-h-9 px-3 py-1 text-sm"
              aria-expanded={shown}
              aria-controls={`${id}-translation`}
              onClick={() => onToggleTranslation(part)}
            >
              <span aria-hidden="true">🔤</span> {shown ? 'Hide translation' : 'Show translation'}
            </button>
            <p
              id={`${id}-translation`}
              hidden={!shown}
              className="mt-1 rounded-xl bg-cream px-3 py-2 break-words text-muted"
            >
              {segment.translation}
            </p>
          </div>
        )}
        {segment.culturalNote && (
          <aside className="rounded-xl border-l-4 border-sun-400 bg-sun-300/20 px-4 py-3" aria-label="Cultural note">
            <p className="text-sm font-semibold text-ink">
              <span aria-hidden="true">🌍</span> Cultural note
            </p>
            <p className="mt-1 break-words">{segment.culturalNote}</p>
          </aside>
        )}
      </article>
      {last && (
        <section className="card bg-forest-50" aria-labelledby={`${id}-context`}>
          <h3 id={`${id}-context`} className="font-semibold text-forest-900">
            <span aria-hidden="true">🏛️</span> Cultural context
          </h3>
          <p className="mt-1 break-words">{culturalContext}</p>
        </section>
      )}
      <div className="flex justify-between gap-2">
        <button type="button" className="btn-secondary px-4" onClick={() => onPart(part - 1)} disabled={part === 0}>
          <span aria-hidden="true">←</span> Previous
        </button>
        {last ? (
          <button type="button" className="btn-primary px-4 text-center" onClick={onContinue}>
            Continue to Vocabulary <span aria-hidden="true">→</span>
          </button>
        ) : (
          <button type="button" className="btn-primary px-4" onClick={() => onPart(part + 1)}>
            Next <span aria-hidden="true">→</span>
          </button>
        )}
      </div>
    </>
  );
}
