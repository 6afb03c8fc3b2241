/** What a refused anonymous sign-in says: the server's words, plainly when the operator turned it off. */
export function startFailureText(error: { code?: string | undefined; message?: string | undefined }): string {
  if (error.code === 'anonymous_provider_disabled' || error.code === 'signup_disabled')
    return 'Starting without an account is not available here. Please sign up or sign in.';
  return error.message || 'We could not start your session. Please try again.';
}

/** Starts an anonymous session (Supabase's signInAnonymously) and goes to `then`; answers the error to show, if any. */
export async function startWithoutAccount(then: string): Promise<string | null> {
  try {
    // The auth client's code loads on the click: visitors' pages carry none of it until then.
    const { loadAuthClient } = await import('@/lib/session/auth-client');
    const { error } = await (await loadAuthClient()).signInAnonymously();
    if (error) return startFailureText(error);
    window.location.assign(then);
    return null;
  } catch (failure) {
    return (failure as Error).message || 'We could not start your session. Please try again.';
  }
}
