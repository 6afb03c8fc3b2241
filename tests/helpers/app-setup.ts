// Set-up of the Vitest project `app` (vitest.config.ts), run before each of its files.
import { windowPersistentEvents } from '@nanostores/persistent';

// The project's files share one module graph, and each file's happy-dom window is removed when the file ends. A
// persistent store that lost its last listener stops a second later (nanostores' STORE_UNMOUNT_DELAY) and then
// removes its window listeners: after its file ended, on a slow machine, `window` is gone and the stop throws
// "window is not defined" into whichever file runs then. A removed window has no listeners left to remove; in a
// browser the window never goes away, so the app itself needs no such guard.
const guarded = Symbol.for('lugha.persistentEventsGuarded');
const events = windowPersistentEvents as typeof windowPersistentEvents & { [guarded]?: true };
if (!events[guarded]) {
  const remove = events.removeEventListener.bind(events);
  events.removeEventListener = (...args: Parameters<typeof remove>) => {
    if (typeof window !== 'undefined') remove(...args);
  };
  events[guarded] = true;
}
