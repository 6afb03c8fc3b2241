// "A new version is ready — Reload": offered when a new service worker waits, never while a lesson or a practice
// session is in progress: the lesson island marks <body data-lesson="in-progress"> until its completion, and practice
// shows its exercises in an element marked data-in-progress until the summary. Built to dist/update-prompt.js and
// loaded by the page's registration script only when an update waits.

export const PROMPT_ID = 'update-prompt';
export const LESSON_IN_PROGRESS = 'in-progress';

const lessonInProgress = () =>
  document.body.dataset['lesson'] === LESSON_IN_PROGRESS || document.querySelector('[data-in-progress]') !== null;

/** Runs `then` now, or as soon as no lesson or practice session is in progress. */
export function whenNoLessonInProgress(then: () => void): void {
  if (!lessonInProgress()) return then();
  const observer = new MutationObserver(() => {
    if (lessonInProgress()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, {
    attributes: true,
    attributeFilter: ['data-lesson', 'data-in-progress'],
    childList: true,
    subtree: true,
  });
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
