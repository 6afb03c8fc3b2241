import { atom } from 'nanostores';
import type { ApiProfile } from '@/lib/api/types';

/** The signed-in learner as the spec's User record (spec 000 §3); null when signed out. It is the API's profile without the role. */
export type User = Omit<ApiProfile, 'role'>;

/** The current learner, set from the auth session; null while signed out. */
export const $user = atom<User | null>(null);
