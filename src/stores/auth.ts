import { atom } from 'nanostores';

/** The signed-in learner as the spec's User record (spec 000 §3); null when signed out. */
export interface User {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  preferred_language: string;
  streak_count: number;
  total_xp: number;
  current_level: number;
  subscription_type: 'free' | 'premium';
  email_verified: boolean;
  created_at: string;
  updated_at: string;
}

/** The current learner, set from the auth session; null while signed out. */
export const $user = atom<User | null>(null);
