import { useCallback, type KeyboardEvent } from 'react';

/** The props the hook gives each tab button: the roving tab stop and its keys. */
export interface TabKeyProps {
  tabIndex: 0 | -1;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Which tab a key moves to from index `from` of `count` tabs, wrapping at the ends; undefined for other keys. */
export function tabKeyTarget(
  key: string,
  from: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | undefined {
  const [back, forward] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (key === forward) return (from + 1) % count;
  if (key === back) return (from + count - 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The keys of a WAI-ARIA tablist (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): Left/Right (Up/Down when vertical)
 * move to the next or previous tab, wrapping, and Home/End to the first or last; selection follows focus, and the
 * selected tab is the one tab stop. The tab buttons must be rendered in the order of `tabs` inside one role="tablist".
 */
export function useTablistKeys<T extends string>(
  tabs: readonly T[],
  selected: T,
  select: (tab: T) => void,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): (tab: T) => TabKeyProps {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const list = event.currentTarget.closest('[role="tablist"]');
      const buttons = list ? Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]')) : [];
      const from = buttons.indexOf(event.currentTarget);
      const to = from < 0 ? undefined : tabKeyTarget(event.key, from, tabs.length, orientation);
      const next = to === undefined ? undefined : tabs[to];
      if (to === undefined || next === undefined) return;
      event.preventDefault();
      select(next);
      buttons[to]?.focus();
    },
    [tabs, select, orientation],
  );
  return (tab) => ({ tabIndex: tab === selected ? 0 : -1, onKeyDown });
}
