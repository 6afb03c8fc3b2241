import { atom, computed } from 'nanostores';
import type { ApiProfile } from '@/shared/api-types';

/** The signed-in learner as the spec's User record (spec 000 §3); null when signed out. It is the API's profile without the role. */
export type User = Omit<ApiProfile, 'role'>;

/** Where the auth session stands: 'loading' until the stored session has been read. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export const $authStatus = atom<AuthStatus>('loading');

/** The current learner, set from the auth session; null while signed out. */
export const $user = atom<User | null>(null);

/** The server-controlled role of the session (app_metadata.role); only the API decides what it allows. */
export const $role = atom<ApiProfile['role']>('learner');

export const $isAdmin = computed($role, (role) => role === 'admin');

/** True once the learner chose Sign Out: the page is leaving for /onboarding, and guards must not redirect elsewhere. */
export const $signingOut = atom(false);
