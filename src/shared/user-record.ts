/**
 * The names of the spec's User record (docs/product/accounts.md §3), from an account's user metadata and e-mail. The server's
 * profile and the browser's auth store both use it, so the fallbacks live once.
 */
export interface UserNames {
  username: string;
  first_name: string;
  last_name: string;
  preferred_language: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Username: the chosen username, else the full name or name metadata, else the part of the e-mail before
 * the @, else 'New User'. First and last names: first/last, else given/family, else split from the full name.
 */
export function userNames(metadata: Readonly<Record<string, unknown>> | null | undefined, email: string): UserNames {
  const meta = metadata ?? {};
  const full = text(meta['full_name']) || text(meta['name']);
  return {
    username: text(meta['username']) || full || email.split('@')[0] || 'New User',
    first_name: text(meta['first_name']) || text(meta['given_name']) || full.split(/\s+/)[0] || '',
    last_name: text(meta['last_name']) || text(meta['family_name']) || full.split(/\s+/).slice(1).join(' '),
    preferred_language: text(meta['preferred_language']) || 'en',
  };
}
