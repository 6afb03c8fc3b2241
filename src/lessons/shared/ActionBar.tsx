import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** The CSS variable holding the phone action bar's height, so the page can leave room for it. */
export const ACTION_BAR_HEIGHT = '--action-bar-height';
/** The attribute of the element that leaves room for the bar (its bottom padding reads the variable). */
export const ACTION_BAR_ROOM = 'data-action-bar-room';

/**
 * The lesson's main actions (Check, Retry, Continue) and the verdict above them: a bar fixed to the bottom of
 * the screen on phones, in the flow of the lesson from 768 px. Its height is published so nothing hides behind it:
 * as the page's scroll padding, and on the element marked ACTION_BAR_ROOM, as a property that does not inherit
 * (global.css registers it), so when a verdict grows the bar only those two elements' styles are recomputed, not the
 * whole page's. The bar contains its layout and, on phones, is a layer of its own, so a verdict inside it lays out
 * and paints the bar, not the page.
 */
export default function ActionBar({
  children,
  above,
  align = 'end',
}: {
  children: ReactNode;
  above?: ReactNode;
  align?: 'end' | 'center';
}) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const room = element.closest<HTMLElement>(`[${ACTION_BAR_ROOM}]`);
    if (!room) return;
    const root = document.documentElement;
    const publish = () => {
      const height = `${element.offsetHeight}px`;
      room.style.setProperty(ACTION_BAR_HEIGHT, height);
      // What the browser scrolls into view (a tile or an option reached with Tab, a field's caret) stops above the
      // fixed bar, not behind it (WCAG 2.4.11, focus not obscured). On wider screens the bar is in the flow.
      if (getComputedStyle(element).position === 'fixed') root.style.scrollPaddingBottom = height;
      else root.style.removeProperty('scroll-padding-bottom');
    };
    publish();
    // A change of height (a verdict shown) is published in the next frame, not in the one that paints it: set from
    // the observer's callback, the room's padding would lay the page out a second time inside the verdict's frame.
    // The bar is fixed, so the room it leaves only matters for scrolling, which a frame's wait does not affect.
    let pending = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(publish);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(pending);
      observer.disconnect();
      room.style.removeProperty(ACTION_BAR_HEIGHT);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
  return (
    <div
      ref={bar}
      data-action-bar=""
      className="fixed inset-x-0 bottom-0 z-30 [contain:layout] will-change-transform md:will-change-auto max-h-[60vh] overflow-y-auto border-t-2 border-sand bg-cream px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] md:static md:z-auto md:mt-4 md:max-h-none md:overflow-visible md:border-0 md:bg-transparent md:p-0 md:shadow-none"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3">
        {above}
        <div className={`flex flex-wrap items-center gap-2 ${align === 'center' ? 'justify-center' : 'justify-end'}`}>
          {children}
        </div>
      </div>
    </div>
  );
}
