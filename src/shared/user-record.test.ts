import { describe, expect, it } from 'vitest';
import { userNames } from './user-record';

describe('userNames (docs/product/accounts.md §3)', () => {
  it('prefers the chosen username and the first/last names', () => {
    expect(userNames({ username: 'ada_obi', first_name: 'Ada', last_name: 'Obi' }, 'ada@example.com')).toEqual({
      username: 'ada_obi',
      first_name: 'Ada',
      last_name: 'Obi',
      preferred_language: 'en',
    });
  });

  it('falls back to the full name, then the name metadata, for the username and both names', () => {
    expect(userNames({ full_name: 'Chinua Achebe' }, 'c@example.com')).toMatchObject({
      username: 'Chinua Achebe',
      first_name: 'Chinua',
      last_name: 'Achebe',
    });
    expect(userNames({ name: 'Wole Soyinka' }, 'w@example.com')).toMatchObject({
      username: 'Wole Soyinka',
      first_name: 'Wole',
      last_name: 'Soyinka',
    });
  });

  it('takes given and family names from OAuth metadata', () => {
    expect(
      userNames({ given_name: 'Ngozi', family_name: 'Adichie', full_name: 'N. C. Adichie' }, 'n@example.com'),
    ).toMatchObject({ first_name: 'Ngozi', last_name: 'Adichie' });
  });

  it('uses the part of the e-mail before the @ when no name is known, and New User without an e-mail', () => {
    expect(userNames({}, 'kofi.mensah@example.com').username).toBe('kofi.mensah');
    expect(userNames(null, '').username).toBe('New User');
    expect(userNames({ username: '   ', name: 42 }, 'x@example.com').username).toBe('x');
  });
});
