import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import type { LearnerSummary } from '@/stores/learner';
import type { FigureKind } from './FigureTip';
import type { SyncFigure } from './syncWords';

// The explanations load on first open: most page views never open one.
const FigureTip = lazy(() => import('./FigureTip'));

interface Props {
  kind: FigureKind;
  /** The button's accessible name, e.g. '3/5 hearts remaining'. */
  name: string;
  summary: LearnerSummary;
  languageName: string | null;
  className: string;
  children: ReactNode;
  /** A hover tooltip in one sentence, also the button's description. */
  title?: string | undefined;
  /** What the sync indicator shows (kind 'sync'). */
  sync?: SyncFigure | undefined;
}

/** A header figure as a toggletip: a button that shows and hides what the figure means, by click, tap or keyboard. */
export default function HeaderFigure({ kind, name, summary, languageName, className, children, title, sync }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  return (
    <span ref={root} className="md:relative">
      <button
        ref={button}
        type="button"
        aria-label={name}
        title={title}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={`whitespace-nowrap rounded-full px-1 py-2 sm:px-1.5 ${className}`}
        data-figure={kind}
      >
        {children}
      </button>
      <span id={id} role="status">
        {open && (
          <Suspense>
            <FigureTip
              kind={kind}
              summary={summary}
              languageName={languageName}
              root={root}
              onClose={close}
              sync={sync}
            />
          </Suspense>
        )}
      </span>
    </span>
  );
}
