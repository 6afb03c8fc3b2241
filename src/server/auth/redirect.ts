import type { AuthConfig } from './config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function globToRegExp(glob: string): RegExp {
  const escape = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const body = glob
    .split('**')
    .map((part) => part.split('*').map(escape).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

/**
 * The redirect to use: the requested one when it is on the site (any port for loopback hosts) or matches
 * the allow-list globs, else the site URL, as Supabase Auth does.
 */
export function safeRedirect(config: AuthConfig, requested: string | undefined): string {
  if (!requested) return config.siteUrl;
  let url: URL;
  let site: URL;
  try {
    url = new URL(requested);
    site = new URL(config.siteUrl);
  } catch {
    return config.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
  const sameSite =
    url.protocol === site.protocol &&
    (url.host === site.host || (LOOPBACK.has(url.hostname) && url.hostname === site.hostname));
  if (sameSite) return requested;
  return config.redirectAllowList.some((glob) => globToRegExp(glob).test(requested)) ? requested : config.siteUrl;
}

/** Adds parameters to a URL's fragment, keeping any it already has. */
export function withFragment(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b))) fragment.set(key, value);
  url.hash = fragment.toString();
  return url.toString();
}

/** Adds parameters to a URL's query, keeping the ones it has (such as sb_flow_id). */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The error redirect of Supabase Auth: the error in both the query and the fragment. */
export function errorRedirect(base: string, error: string, code: string, description: string): string {
  const params = { error, error_code: code, error_description: description };
  return withFragment(withQuery(base, params), { ...params, sb: '' });
}

/** Characters a query value keeps as they are: no `&`, `=` or `#` to split the link, no `%` or `+` to be decoded. */
const VERBATIM_REDIRECT = /^[\w\-.~:/?@!$'()*,;[\]]*$/;

/**
 * The redirect as the link carries it: verbatim, as Supabase Auth's mailer writes it, when it comes back unchanged
 * from the link's query; else (an `&`, `=` or `#`, as upstream escapes, or anything else that would be decoded or
 * break the link) percent-encoded whole.
 */
export function linkRedirect(redirect: string): string {
  return VERBATIM_REDIRECT.test(redirect) ? redirect : encodeURIComponent(redirect);
}
