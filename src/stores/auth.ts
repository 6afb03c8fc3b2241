import { atom, computed } from 'nanostores';
import type { ApiProfile } from '@/shared/api-types';

/** The signed-in learner as the spec's User record (docs/product/accounts.md §3); null when signed out. It is the API's profile without the role. */
export type User = Omit<ApiProfile, 'role'>;

/** Where the auth session stands: 'loading' until the stored session has been read. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export const $authStatus = atom<AuthStatus>('loading');

/** The current learner, set from the auth session; null while signed out. */
export const $user = atom<User | null>(null);

/** The server-controlled role of the session (app_metadata.role); only the API decides what it allows. */
export const $role = atom<ApiProfile['role']>('learner');

export const $isAdmin = computed($role, (role) => role === 'admin');

/** True while the session is an anonymous one (started without an account): its progress is saved by adding an e-mail. */
export const $isAnonymous = atom(false);

/** True once the learner chose Sign Out: the page is leaving for /onboarding, and guards must not redirect elsewhere. */
export const $signingOut = atom(false);

/** A session is known: the learner, their role, whether anonymous, signed in. */
export function showSignedIn(user: User, role: ApiProfile['role'], anonymous = false): void {
  $role.set(role);
  $isAnonymous.set(anonymous);
  $user.set(user);
  $authStatus.set('signed-in');
}

/** No session (a visitor, or the learner signed out): nobody, a learner's role, signed out. */
export function showSignedOut(): void {
  $user.set(null);
  $role.set('learner');
  $isAnonymous.set(false);
  $authStatus.set('signed-out');
}

/** New figures or names of the signed-in learner (the progress overview, a profile edit). */
export function updateUser(user: User): void {
  $user.set(user);
}

/** The server's role for this session (the admin page asks it again before it shows anything). */
export function setRole(role: ApiProfile['role']): void {
  $role.set(role);
}

/** The page is leaving for /onboarding after a sign-out: guards must not start a second navigation. */
export function startSigningOut(): void {
  $signingOut.set(true);
}
