import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape closes and returns focus; Tab or a click outside closes it.
 */
export default function Menu({ button, label, items, align = 'right', className = '' }: Props) {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState(0);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const entries = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    entries.current[focusAt]?.focus();
  }, [open, focusAt]);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const openAt = (index: number) => {
    setFocusAt(index);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: focusAt === last ? 0 : focusAt + 1, ArrowUp: focusAt === 0 ? last : focusAt - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setFocusAt(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const itemClass = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-sand focus:bg-sand focus:outline-none';
  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKey}
        className="btn-ghost gap-1 px-3 py-2 text-sm"
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
      {open && (
        <ul id={id} role="menu" aria-label={label} onKeyDown={onMenuKey} className={`absolute top-full z-40 mt-1 min-w-52 rounded-xl border border-sand bg-white p-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}>
          {items.map((item, i) => (
            <li key={item.label} role="none">
              {item.href ? (
                <a
                  ref={(el) => void (entries.current[i] = el)}
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  className={itemClass}
                  onClick={() => setOpen(false)}
                >
                  {item.icon && <span aria-hidden="true">{item.icon}</span>}
                  {item.label}
                </a>
              ) : (
                <button
                  ref={(el) => void (entries.current[i] = el)}
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    setOpen(false);
                    item.onSelect?.();
                  }}
                >
                  {item.icon && <span aria-hidden="true">{item.icon}</span>}
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
