/**
 * What every page starts in the browser: the header's islands and guarded pages import this module.
 *
 * Loading this module starts the session: an island that shows the learner imports it beside the stores it reads.
 * A visitor without a stored session is signed out at once and never loads the
 * session code; otherwise auth.ts loads and takes the learner from the stored session or the auth client.
 *
 * The page's toaster mounts with its first toast (lesson results, profile edits, refused queued completions).
 * A learner with problem reports waiting on this device hears, once signed in, which ones the authors fixed.
 */
import { mountToasterOnFirstToast } from '@/components/mountToasterOnFirstToast';
import { $authStatus, showSignedOut } from '@/stores/auth';
import { AUTH_STORAGE_KEY, hasStoredSession, isAuthRedirect } from '@/lib/session/stored-session';

const loadSession = () => void import('@/lib/session/auth').then((auth) => auth.startAuth());

/** Starts the session: from a stored session, or signed out until another tab stores one. */
function startSession(): void {
  if (typeof window === 'undefined') return;
  if (hasStoredSession() || isAuthRedirect(window.location)) return loadSession();
  showSignedOut();
  // A sign-in in another tab stores a session here: pick it up without a reload.
  window.addEventListener('storage', function onStorage(event) {
    if (event.key !== AUTH_STORAGE_KEY || !hasStoredSession()) return;
    window.removeEventListener('storage', onStorage);
    loadSession();
  });
}

// Once per page, as the module loads, whatever read the auth state first. A start tied to the store's first listener
// (nanostores' onMount) never came when an island's module ran before this one and already listened: a signed-in
// learner's lesson then never loaded the server's progress.
startSession();
mountToasterOnFirstToast();

const WAITING_REPORTS_KEY = 'lugha.reports.waiting';
const stopWatching = $authStatus.subscribe((status) => {
  if (status !== 'signed-in' || typeof window === 'undefined') return;
  queueMicrotask(() => stopWatching());
  let waiting = false;
  try {
    waiting = (window.localStorage.getItem(WAITING_REPORTS_KEY) ?? '[]') !== '[]';
  } catch {
    // No storage: no report waits here.
  }
  if (waiting)
    void import('@/components/report/resolved-reports')
      .then((reports) => reports.announceResolvedReports())
      .catch(() => undefined);
});
