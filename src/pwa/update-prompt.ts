// "A new version is ready — Reload": offered when a new service worker waits, never while a lesson or a practice
// session is in progress (<body data-activity="in-progress">, src/pwa/activity.ts). Built to dist/update-prompt.js
// and loaded by the page's registration script only when an update waits.
import { ACTIVITY_ATTRIBUTE, activityInProgress } from './activity.ts';

export const PROMPT_ID = 'update-prompt';

/** Runs `then` now, or as soon as no lesson or practice session is in progress. */
export function whenNoLessonInProgress(then: () => void): void {
  if (!activityInProgress()) return then();
  const observer = new MutationObserver(() => {
    if (activityInProgress()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: [ACTIVITY_ATTRIBUTE] });
}

/** The banner: a polite status with one button; the page reloads once the new version has taken over. */
export function showPrompt(activate: () => void): HTMLElement {
  const existing = document.getElementById(PROMPT_ID);
  if (existing) return existing;
  const banner = document.createElement('div');
  banner.id = PROMPT_ID;
  banner.setAttribute('role', 'status');
  banner.className =
    'fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-ink px-4 py-3 text-cream shadow-lg';
  const text = document.createElement('p');
  text.textContent = 'A new version is ready';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn-primary shrink-0';
  button.textContent = 'Reload';
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Reloading…';
    activate();
  });
  banner.append(text, button);
  document.body.append(banner);
  return banner;
}

/** Offers the waiting service worker of `registration`; Reload lets it take over and reloads into the new version. */
export function offerReload(registration: ServiceWorkerRegistration): void {
  whenNoLessonInProgress(() => {
    if (!registration.waiting) return;
    showPrompt(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
    });
  });
}
