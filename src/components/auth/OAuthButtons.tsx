import { useEffect, useState } from 'react';
import { afterSignInPath } from '@/lib/session/auth';
import { loadAuthClient } from '@/lib/session/auth-client';

type Provider = 'google' | 'apple';
type Enabled = Readonly<Record<Provider, boolean>>;

let settings: Promise<Enabled | null> | undefined;

/**
 * Which of Google and Apple the auth server has enabled, from its public settings (GET /auth/v1/settings, the
 * same base URL and key as src/lib/session/supabase.ts); null when it cannot tell, and the buttons then show.
 */
function enabledProviders(): Promise<Enabled | null> {
  settings ??= (async () => {
    const base = import.meta.env.PUBLIC_SUPABASE_URL || window.location.origin;
    const key = import.meta.env.PUBLIC_SUPABASE_ANON_KEY || 'lugha-embedded-anon-key';
    const response = await fetch(new URL('auth/v1/settings', base.endsWith('/') ? base : `${base}/`), {
      headers: { apikey: key },
    });
    if (!response.ok) return null;
    const { external } = (await response.json()) as { external?: Partial<Record<Provider, unknown>> };
    return { google: external?.google === true, apple: external?.apple === true };
  })().catch(() => null);
  return settings;
}

const NAMES: Record<Provider, string> = { google: 'Google', apple: 'Apple' };

/** 'Or continue with' Google and Apple: only the providers this server has enabled, and a plain line when it has none. */
export default function OAuthButtons({
  label,
  busy,
  onError,
}: {
  label: string;
  busy: boolean;
  onError: (m: string) => void;
}) {
  const [enabled, setEnabled] = useState<Enabled | null | 'unknown'>('unknown');
  useEffect(() => {
    void enabledProviders().then(setEnabled);
  }, []);

  const start = async (provider: Provider) => {
    const fallback = `${NAMES[provider]} login failed. Please try again.`;
    try {
      const { data, error } = await (
        await loadAuthClient()
      ).signInWithOAuth({
        provider,
        options: { redirectTo: `${window.location.origin}${afterSignInPath()}`, skipBrowserRedirect: true },
      });
      if (error || !data.url) return onError(error?.message || fallback);
      // Ask first without following the redirect: a provider that fails answers with a message to show.
      const probe = await fetch(data.url, { redirect: 'manual', headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
      if (probe.type !== 'opaqueredirect' && !probe.ok) {
        const body = (await probe.json().catch(() => null)) as { message?: string; msg?: string } | null;
        return onError(body?.message || body?.msg || fallback);
      }
      window.location.assign(data.url);
    } catch (error) {
      onError((error as Error).message || fallback);
    }
  };

  if (enabled === 'unknown') return <div className="mt-6 min-h-5" />;
  const shown = (['google', 'apple'] as const).filter((p) => enabled === null || enabled[p]);
  return (
    <div className="mt-6">
      <p className="text-center text-sm text-muted">{label}</p>
      {shown.length === 0 && (
        <p className="mt-2 rounded-xl bg-sand/60 px-3 py-2 text-center text-sm">
          Google and Apple sign-in are not set up on this server: use your email and a password.
        </p>
      )}
      {shown.length > 0 && (
        <div className={`mt-3 grid gap-3 ${shown.length > 1 ? 'grid-cols-2' : ''}`}>
          {shown.map((provider) => (
            <button
              key={provider}
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => void start(provider)}
            >
              {NAMES[provider]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
