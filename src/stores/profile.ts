import { persistentAtom } from '@nanostores/persistent';

/** Browser storage key of the local user profile (docs/product/accounts.md §3). */
export const LOCAL_PROFILE_KEY = 'lugha_user_profile';

/** The local profile: username and e-mail plus any fields a profile update merged in. */
export interface LocalProfile {
  username: string;
  email: string;
  [field: string]: unknown;
}

/** What the spec shows when nothing is stored or the stored value cannot be read. */
export const DEFAULT_LOCAL_PROFILE: LocalProfile = { username: 'New User', email: 'user@example.com' };

/** Reads a stored profile; anything unreadable or without a username and e-mail gives the default. */
export function decodeLocalProfile(raw: string): LocalProfile {
  try {
    const value = JSON.parse(raw) as Partial<LocalProfile> | null;
    if (value && typeof value === 'object' && typeof value.username === 'string' && typeof value.email === 'string')
      return value as LocalProfile;
  } catch {
    // Fall through to the default.
  }
  return DEFAULT_LOCAL_PROFILE;
}

export const $localProfile = persistentAtom<LocalProfile>(LOCAL_PROFILE_KEY, DEFAULT_LOCAL_PROFILE, {
  encode: JSON.stringify,
  decode: decodeLocalProfile,
});

/** Merges fields into the local profile (a profile update). */
export function mergeLocalProfile(fields: Partial<LocalProfile>): void {
  $localProfile.set({ ...$localProfile.get(), ...fields });
}
