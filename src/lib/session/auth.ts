/**
 * The browser's auth state (docs/product/accounts.md §4): one listener on the supabase-js client turns its events into the
 * auth stores, loads the learner's figures on sign-in, replays the outbox and keeps the status poll
 * running while a learner is signed in. start.ts calls startAuth() when a page first reads the auth state; the first call does the work.
 *
 * While the stored access token stays good, a page takes the learner from it and leaves the auth client
 * unloaded; the client starts when a refresh is due, when another tab changes the session, or when a page
 * needs it (a sign-in form, a profile edit, signing out).
 *
 * Offline, the stored session stands whatever the age of its token: the learner stays signed in with the device's
 * figures, and the refresh waits until the connection returns (the API calls, and so the outbox's replay, wait for it).
 */
import type { Session, User as AuthUser } from '@supabase/supabase-js';
import { syncAfterSignIn, syncPendingCompletions } from '@/lib/api/connection';
import { getProgressOverview } from '@/lib/api/endpoints';
import { watchWaiting } from '@/lib/api/waiting';
import { mayHaveWaiting } from '@/lib/outbox/waiting';
import type { ApiOverview } from '@/shared/api-types';
import { userNames } from '@/shared/user-record';
import {
  $isAnonymous,
  $user,
  showSignedIn,
  showSignedOut,
  startSigningOut,
  updateUser,
  type User,
} from '@/stores/auth';
import { clearProgress, markProgressKnown } from '@/stores/progress';
import { watchStatusPoll } from '@/lib/api/status-poll';
import { defaultApiClient } from './api-client.ts';
import { loadAuthClient, onAuthClient, type AuthClient } from './auth-client.ts';
import { browserOffline, FRESH_TOKEN_MARGIN_MS, freshStoredSession, storedSession } from './fresh-session.ts';
import { codeStepPath, owesSecondFactor } from './second-factor.ts';
import { AUTH_STORAGE_KEY, isAuthRedirect } from './stored-session.ts';

/** Where a learner lands after signing in, unless they were on their way somewhere (docs/product/accounts.md §2). */
export const AFTER_SIGN_IN = '/select-language';
export const SIGN_IN_PAGE = '/onboarding';
/** Where a new account (or a session started without one) begins: a welcome that starts the first lesson. */
export const WELCOME_PAGE = '/welcome';
export const RESET_PASSWORD_PAGE = '/reset-password';
/** Which account's progress this browser last loaded from the server; another account means a fresh load. */
export const SYNCED_USER_KEY = 'lugha_synced_user';

/** The figures of the User record that come from the learner's progress. */
export type UserStats = Pick<User, 'streak_count' | 'total_xp' | 'current_level'>;

/** The stats of the User record from the progress overview. */
export function statsFromOverview(overview: ApiOverview): UserStats {
  return { streak_count: overview.currentStreak, total_xp: overview.totalXP, current_level: overview.profileLevel };
}

/** The spec's User record from the auth user, with the progress figures when known (else the spec's defaults 0, 0, 1). */
export function userFromSession(user: AuthUser, stats?: UserStats | null): User {
  const email = user.email ?? '';
  const subscription = (user.app_metadata as Record<string, unknown>)['subscription_type'];
  return {
    id: user.id,
    email,
    ...userNames(user.user_metadata, email),
    streak_count: stats?.streak_count ?? 0,
    total_xp: stats?.total_xp ?? 0,
    current_level: stats?.current_level ?? 1,
    subscription_type: subscription === 'premium' ? 'premium' : 'free',
    email_verified: Boolean(user.email_confirmed_at),
    created_at: user.created_at,
    updated_at: user.updated_at ?? user.created_at,
  };
}

/** A path inside this site to return to after sign-in; anything else (other origins, '//', the onboarding page) is refused. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === SIGN_IN_PAGE || value.startsWith(`${SIGN_IN_PAGE}?`)) return null;
  return value;
}

/** Where to go after signing in on this page: the `next` of the address, else language selection. */
export function afterSignInPath(search: string = window.location.search): string {
  return safeReturnPath(new URLSearchParams(search).get('next')) ?? AFTER_SIGN_IN;
}

/**
 * Where to go after signing up (or starting without an account) on this page: the welcome, for the language of the
 * course the visitor was looking at when `next` names one; any other `next` as after a sign-in.
 */
export function afterSignUpPath(search: string = window.location.search): string {
  const next = safeReturnPath(new URLSearchParams(search).get('next'));
  if (!next) return WELCOME_PAGE;
  const course = /^\/course\/([a-z]+)\/?(?:[?#].*)?$/.exec(next)?.[1];
  return course ? `${WELCOME_PAGE}?language=${course}` : next;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the next page simply loads the server's progress again.
  }
}

/**
 * This page's session, in one place for the functions below that share it: whether it has started, whose figures are
 * loaded, its hold on the status poll while a learner is signed in, and the timer of the stored token's refresh.
 */
const page: {
  started: boolean;
  loadedFor: string | null;
  leavePoll: (() => void) | null;
  refreshTimer: ReturnType<typeof setTimeout> | undefined;
} = { started: false, loadedFor: null, leavePoll: null, refreshTimer: undefined };

/**
 * Loads the overview once per page for the signed-in account, and the server's progress when this browser has not
 * got it yet. When that fails (offline), the next session event (the refreshed token) tries again.
 */
async function onSession(user: AuthUser): Promise<void> {
  if (page.loadedFor === user.id) return;
  page.loadedFor = user.id;
  page.leavePoll ??= watchStatusPoll();
  const client = defaultApiClient();
  try {
    let overview: ApiOverview | null = null;
    if (readStorage(SYNCED_USER_KEY) !== user.id) {
      try {
        const sync = await syncAfterSignIn(client);
        if (sync.progressReplaced) writeStorage(SYNCED_USER_KEY, user.id);
        overview = sync.overview;
      } finally {
        markProgressKnown();
      }
    } else markProgressKnown();
    overview ??= await getProgressOverview(client);
    if (page.loadedFor === user.id) updateUser(userFromSession(user, statsFromOverview(overview)));
  } catch {
    // Logged by the client; the header keeps the device's figures until the next try.
    if (page.loadedFor === user.id) page.loadedFor = null;
  }
}

function onSignedOut(): void {
  page.loadedFor = null;
  page.leavePoll?.();
  page.leavePoll = null;
  showSignedOut();
  // The local copy belongs to the account that signed out; the next one loads its own from the server.
  if (readStorage(SYNCED_USER_KEY) !== null) {
    writeStorage(SYNCED_USER_KEY, null);
    clearProgress();
  }
}

function apply(session: Session | null): void {
  if (!session) return onSignedOut();
  // Signed in halfway (a verified authenticator app, no code yet): the API refuses it, so the code step comes first.
  if (owesSecondFactor(session)) {
    const { pathname, search } = window.location;
    if (pathname !== SIGN_IN_PAGE) window.location.replace(codeStepPath(SIGN_IN_PAGE, `${pathname}${search}`));
    return;
  }
  const role = (session.user.app_metadata as Record<string, unknown>)['role'];
  const current = $user.get();
  // Keep the figures already loaded for this account; a token refresh or profile edit changes only the names.
  showSignedIn(
    userFromSession(session.user, current?.id === session.user.id ? current : null),
    role === 'admin' ? 'admin' : 'learner',
    session.user.is_anonymous === true,
  );
  // The header says how many results wait on this device for the server.
  watchWaiting();
}

// Whoever makes the auth client (this page's session, a form, the API client), its events drive the auth stores.
onAuthClient((auth: AuthClient) => {
  page.started = true;
  clearTimeout(page.refreshTimer);
  window.removeEventListener('storage', onStorage);
  window.removeEventListener('online', startClient);
  document.removeEventListener('visibilitychange', onVisible);
  auth.onAuthStateChange((event, reported) => {
    // supabase-js reports no session when it could not refresh the token for want of a connection, but keeps it
    // stored (it drops a session the server refused): the learner stays signed in from it until the next refresh.
    const session = reported ?? (event === 'INITIAL_SESSION' ? storedSession() : null);
    apply(session);
    if (event === 'PASSWORD_RECOVERY' && window.location.pathname !== RESET_PASSWORD_PAGE)
      window.location.assign(RESET_PASSWORD_PAGE);
    // supabase-js holds its lock while listeners run: calls back into it must wait for the next task, by when the
    // session may have ended (a sign-out right after the client was made).
    if (session && !owesSecondFactor(session))
      setTimeout(() => $user.get()?.id === session.user.id && void onSession(session.user), 0);
  });
});

function startClient(): void {
  void loadAuthClient();
}

/** Starts the auth client for a refresh now, or when the connection returns: tried offline, it would only fail. */
function refreshWhenOnline(): void {
  if (browserOffline()) window.addEventListener('online', startClient, { once: true });
  else startClient();
}

// Another tab signed in, out or refreshed: the auth client reads the new session and reports it.
function onStorage(event: StorageEvent): void {
  if (event.key === AUTH_STORAGE_KEY) startClient();
}

// A tab back from the background may have slept through its refresh timer.
function onVisible(): void {
  if (document.visibilityState === 'visible' && !freshStoredSession()) refreshWhenOnline();
}

/** Shows the learner of a stored session and loads their figures, without the auth client. */
function showStored(session: Session): void {
  apply(session);
  void onSession(session.user);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
}

/** Starts listening to the auth session (once per page); safe to call from every island. */
export function startAuth(): void {
  if (page.started || typeof window === 'undefined') return;
  page.started = true;
  if (isAuthRedirect(window.location)) return startClient();
  const fresh = freshStoredSession();
  if (fresh) {
    showStored(fresh);
    page.refreshTimer = setTimeout(refreshWhenOnline, fresh.expires_at! * 1000 - Date.now() - FRESH_TOKEN_MARGIN_MS);
    return;
  }
  // Offline with a token past its time: signed in from the device until the connection returns and refreshes it.
  const stored = browserOffline() ? storedSession() : null;
  if (!stored) return startClient();
  showStored(stored);
  refreshWhenOnline();
}

/** Set for one page load when the learner signed out, so the onboarding page can say so: how many calls stay unsent. */
export const SIGNED_OUT_FLAG = 'lugha_signed_out';

/** What signing out of an anonymous session asks first: its progress cannot be reached again without an e-mail. */
export const ANONYMOUS_SIGN_OUT_WARNING =
  "You haven't saved your progress. If you sign out now, your XP, lessons and practice are lost: " +
  "choose 'Save your progress' first to keep them. Sign out anyway?";

/** How long signing out waits for the calls still on the device to reach the server. */
export const SEND_BEFORE_SIGN_OUT_MS = 4000;

/** Sends what waits in the outbox (in the order it was made) while the session still holds, within a bound. */
async function sendWaiting(): Promise<void> {
  if (browserOffline() || !mayHaveWaiting()) return;
  const send = () => syncPendingCompletions(defaultApiClient()).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([send(), new Promise<void>((done) => (timer = setTimeout(done, SEND_BEFORE_SIGN_OUT_MS)))]);
  clearTimeout(timer);
}

/**
 * Signs out on this device and goes to the onboarding page (docs/product/accounts.md §2), which says so. The local profile (username
 * and e-mail), the practice saved for offline sessions (cards and statistics) and the recordings not yet sent leave the device with the session; what waits for the
 * server is sent first, and what could not be sent stays for its owner's next sign-in (device-data.ts), as the
 * onboarding page then says. An anonymous learner is asked first (ANONYMOUS_SIGN_OUT_WARNING).
 */
export async function signOut(): Promise<void> {
  if ($isAnonymous.get() && !window.confirm(ANONYMOUS_SIGN_OUT_WARNING)) return;
  const owner = $user.get()?.id ?? null;
  startSigningOut();
  // Loaded only for a sign-out (every page carries this module, and few sign out), from the start, while online.
  const deviceData = owner ? import('./device-data.ts') : null;
  let unsent = 0;
  try {
    if (owner) await sendWaiting();
    await (await loadAuthClient()).signOut({ scope: 'local' });
  } finally {
    onSignedOut();
    // LOCAL_PROFILE_KEY of src/stores/profile.ts, named here so that signing out does not create that store.
    writeStorage('lugha_user_profile', null);
    if (owner) unsent = await deviceData!.then((d) => d.leaveDevice(owner)).catch(() => 0);
    try {
      sessionStorage.setItem(SIGNED_OUT_FLAG, String(unsent));
    } catch {
      // Without session storage the page simply does not say it.
    }
    window.location.assign(SIGN_IN_PAGE);
  }
}
