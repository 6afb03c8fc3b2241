import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuItem {
  label: string;
  href?: string;
  onSelect?: () => void;
  icon?: string;
}

interface Props {
  /** The button's visible content. */
  button: ReactNode;
  /** The button's accessible name when its content is not text enough. */
  label: string;
  items: readonly MenuItem[];
  align?: 'left' | 'right';
  className?: string;
}

// The list loads when a menu first opens: most page views never open one.
const MenuList = lazy(() => import('./MenuList'));

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape closes and returns focus; Tab or a click outside closes it.
 */
export default function Menu({ button, label, items, align = 'right', className = '' }: Props) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpenAt(null);
    if (refocus) trigger.current?.focus();
  }, []);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const start = { ArrowDown: 0, Enter: 0, ' ': 0, ArrowUp: items.length - 1 }[event.key];
    if (start !== undefined) {
      event.preventDefault();
      setOpenAt(start);
    }
  };

  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-controls={id}
        onClick={() => setOpenAt(openAt === null ? 0 : null)}
        onKeyDown={onButtonKey}
        className="btn-ghost gap-1 px-1.5 py-2 text-sm sm:px-3"
      >
        {/* Named by its label, which contains what it shows (the account's name), not by the badge's initial. */}
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="flex items-center gap-1">
          {button}
        </span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {openAt !== null && (
        <Suspense>
          <MenuList id={id} label={label} items={items} startAt={openAt} align={align} root={root} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
