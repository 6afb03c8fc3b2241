import { useStore } from '@nanostores/react';
import { $user } from '@/stores/auth';

/** The account end of the header: Login for visitors, the learner's name once signed in. */
export default function HeaderAccount() {
  const user = useStore($user);
  if (!user) {
    return (
      <a href="/onboarding" className="btn-primary px-4 py-2 text-sm">
        Login
      </a>
    );
  }
  return (
    <a href="/profile" className="btn-ghost px-3 py-2 text-sm" aria-label={`My profile (${user.username})`}>
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-clay-100 font-bold text-clay-700">
        {user.username.slice(0, 1).toUpperCase()}
      </span>
      <span className="hidden md:inline">{user.username}</span>
    </a>
  );
}
