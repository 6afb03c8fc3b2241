import { safeReturnPath } from '@/lib/session/auth';

const PAGES: readonly (readonly [RegExp, string, string])[] = [
  [/^\/lesson\//, 'continue to your lesson', 'start your lesson'],
  [/^\/course\/[^/]+\/level\//, 'continue to this level', 'open this level'],
  [/^\/profile\b/, 'see your profile', 'get a profile'],
  [/^\/achievements\b/, 'see your achievements', 'earn achievements'],
  [/^\/payment\b/, 'upgrade to Premium', 'upgrade to Premium'],
  [/^\/admin\b/, 'open the admin dashboard', 'open the admin dashboard'],
];

/**
 * Why the onboarding page is showing, from where the visitor was going (`next`): 'Sign in to continue to your
 * lesson.', or for a sign-up 'Create a free account to start your lesson.'; null when they came on their own.
 */
export function signInReason(
  next: string | null,
  signUp: boolean,
  languageName?: (code: string) => string | undefined,
): string | null {
  const path = safeReturnPath(next);
  if (!path) return null;
  const course = /^\/course\/([a-z]+)\/?(?:[?#].*)?$/.exec(path)?.[1];
  const where = course
    ? `start learning ${languageName?.(course) ?? course.charAt(0).toUpperCase() + course.slice(1)}`
    : (PAGES.find(([pattern]) => pattern.test(path))?.[signUp ? 2 : 1] ?? 'continue');
  return `${signUp ? 'Create a free account' : 'Sign in'} to ${where}.`;
}
