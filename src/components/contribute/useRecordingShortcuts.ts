import { useLayoutEffect, useRef } from 'react';

export interface RecordingShortcuts {
  /** R: record, or stop when recording. */
  record: () => void;
  /** P: play the take. */
  play: () => void;
  /** S: skip the prompt. */
  skip: () => void;
  /** Enter: send the take. */
  send: () => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
// Enter on a focused button or link already presses it; the shortcut must not press a second control as well.
const pressable = (target: EventTarget | null) =>
  target instanceof HTMLElement && ['BUTTON', 'A', 'AUDIO', 'SUMMARY'].includes(target.tagName);

/**
 * R, P, S and Enter on the recording page, ignored while typing in a field or with a modifier key held. The keys are
 * heard from the commit that shows the prompt, before it is painted: a passive effect would run only after the paint,
 * and an R pressed as soon as the word showed was lost.
 */
export function useRecordingShortcuts(shortcuts: RecordingShortcuts) {
  const latest = useRef(shortcuts);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const key = event.key.toLowerCase();
      const action =
        key === 'r'
          ? latest.current.record
          : key === 'p'
            ? latest.current.play
            : key === 's'
              ? latest.current.skip
              : key === 'enter' && !pressable(event.target)
                ? latest.current.send
                : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
