import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkRedirect } from './redirect.ts';

const link = (redirect: string) =>
  new URL(`http://127.0.0.1/auth/v1/verify?token=t&redirect_to=${linkRedirect(redirect)}`);

describe('linkRedirect', () => {
  it('gives back any redirect unchanged from the link, never adding a parameter or a fragment', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (redirect) => {
        const url = link(redirect);
        expect(url.searchParams.get('redirect_to')).toBe(redirect);
        expect([...url.searchParams.keys()]).toEqual(['token', 'redirect_to']);
        expect(url.hash).toBe('');
      }),
    );
  });

  it('leaves a plain redirect verbatim, as Supabase Auth does, and escapes one holding &, = or #', () => {
    expect(linkRedirect('http://localhost:9999/welcome')).toBe('http://localhost:9999/welcome');
    expect(linkRedirect('http://[::1]:3000/a/b?next')).toBe('http://[::1]:3000/a/b?next');
    for (const redirect of [
      'http://x/?a=1',
      'http://x/?a&b',
      'http://x/#top',
      'http://x/a b',
      'http://x/a+b',
      'http://x/%41',
    ])
      expect(linkRedirect(redirect)).toBe(encodeURIComponent(redirect));
  });
});
