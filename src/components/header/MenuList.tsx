import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { MenuItem } from './Menu';

interface Props {
  id: string;
  label: string;
  items: readonly MenuItem[];
  /** The item that takes focus when the menu opens. */
  startAt: number;
  align: 'left' | 'right';
  /** The menu button and its list together: a pointer down anywhere else closes the menu. */
  root: RefObject<HTMLElement | null>;
  onClose: (refocus: boolean) => void;
}

/** The open list of a header menu: arrows, Home and End move; Escape closes and returns focus; Tab or a click outside closes. */
export default function MenuList({ id, label, items, startAt, align, root, onClose }: Props) {
  const [focusAt, setFocusAt] = useState(startAt);
  const entries = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    entries.current[focusAt]?.focus();
  }, [focusAt]);

  useEffect(() => {
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [root, onClose]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusAt === last ? 0 : focusAt + 1,
      ArrowUp: focusAt === 0 ? last : focusAt - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setFocusAt(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  const itemClass =
    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-sand focus:bg-sand focus:outline-none';
  return (
    <ul
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onMenuKey}
      className={`absolute top-full z-40 mt-1 min-w-52 rounded-xl border border-sand bg-white p-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
    >
      {items.map((item, i) => (
        <li key={item.label} role="none">
          {item.href ? (
            <a
              ref={(el) => void (entries.current[i] = el)}
              role="menuitem"
              tabIndex={-1}
              href={item.href}
              className={itemClass}
              onClick={() => onClose(false)}
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
                onClose(false);
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
  );
}
