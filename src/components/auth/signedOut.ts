import { SIGNED_OUT_FLAG } from '@/lib/session/auth';

/** What the onboarding page says after a sign-out: progress is safe, or what waits on this device for the account. */
export function signedOutText(unsent: number): string {
  if (unsent === 0) return "You're signed out. Your progress is kept with your account.";
  const what = unsent === 1 ? '1 lesson or practice result' : `${unsent} lesson or practice results`;
  return `You're signed out. ${what} made offline could not be sent yet: ${unsent === 1 ? 'it stays' : 'they stay'} on this device and ${unsent === 1 ? 'is' : 'are'} saved to your account when you sign in here again.`;
}

/** A reader of the sign-out flag that reads it once and spends it, then answers the same on every later call. */
export function signedOutReader(storage: () => Storage): () => { unsent: number } | null {
  let signedOut: { unsent: number } | null | undefined;
  return () => {
    if (signedOut === undefined) {
      try {
        const flag = storage().getItem(SIGNED_OUT_FLAG);
        signedOut = flag === null ? null : { unsent: Number.parseInt(flag, 10) || 0 };
        storage().removeItem(SIGNED_OUT_FLAG);
      } catch {
        signedOut = null;
      }
    }
    return signedOut;
  };
}

/** Whether the learner just signed out on this device, and how much stayed unsent: read once per page load, and the flag is spent. */
export const justSignedOut = signedOutReader(() => sessionStorage);
