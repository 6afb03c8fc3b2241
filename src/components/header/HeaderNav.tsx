import { useHydratedStore } from '@/components/useHydratedStore';
import { useEffect, useMemo } from 'react';
import { showsStreakBadge, streakTier } from '@/domain/streak';
import { browserTimeZone, calendarDate } from '@/lib/dates';
import { ensureAuth } from '@/lib/session-hint';
import Hearts from '@/lessons/shell/Hearts';
import { $authStatus, $isAdmin, $user } from '@/stores/auth';
import { createLearnerSummary, EMPTY_SUMMARY } from '@/stores/learner';
import { $syncStatus } from '@/stores/sync';
import Menu, { type MenuItem } from './Menu';
import { STREAK_TIER_STYLE } from './streakStyle';

const LEARN: readonly MenuItem[] = [
  { label: 'All Languages', href: '/select-language', icon: '🌍' },
  { label: 'Igbo', href: '/course/igbo', icon: '🇳🇬' },
  { label: 'Yoruba', href: '/course/yoruba', icon: '🇳🇬' },
  { label: 'Swahili', href: '/course/swahili', icon: '🇰🇪' },
  { label: 'Kriolu', href: '/course/kriolu', icon: '🇨🇻' },
];

function signOut() {
  void import('@/lib/auth').then((auth) => auth.signOut());
}

/** The header's right side (spec 000 §2): Login for visitors; XP and level, hearts, streak, Learn and Account menus once signed in. */
export default function HeaderNav() {
  const status = useHydratedStore($authStatus, 'loading');
  const user = useHydratedStore($user, null);
  const isAdmin = useHydratedStore($isAdmin, false);
  const sync = useHydratedStore($syncStatus, 'synced');
  const $summary = useMemo(() => createLearnerSummary(() => calendarDate(new Date(), browserTimeZone()), () => (typeof window === 'undefined' ? '/' : window.location.pathname)), []);
  const summary = useHydratedStore($summary, EMPTY_SUMMARY);

  useEffect(() => ensureAuth(), []);

  if (status === 'loading') return <div className="h-10 w-24" aria-hidden="true" />;
  if (status === 'signed-out' || !user) {
    return (
      <a href="/onboarding" className="btn-primary px-4 py-2 text-sm">
        Login
      </a>
    );
  }

  const account: MenuItem[] = [
    { label: 'My Profile', href: '/profile', icon: '👤' },
    { label: 'Achievements', href: '/achievements', icon: '🏆' },
    ...(user.subscription_type === 'premium' ? [] : [{ label: 'Upgrade to Premium', href: '/payment', icon: '⭐' }]),
    ...(isAdmin ? [{ label: 'Admin', href: '/admin', icon: '🛠️' }] : []),
    { label: 'Sign Out', onSelect: signOut, icon: '🚪' },
  ];
  const tier = streakTier(summary.streak);
  return (
    <div className="flex items-center gap-1 md:gap-3">
      {(sync === 'offline' || sync === 'pending') && (
        <span className="badge bg-sun-300 text-ink" title="Your progress is saved on this device and syncs when the server is reachable again.">
          {sync === 'offline' ? 'Offline' : 'Saving…'}
        </span>
      )}
      <span className="flex items-center gap-1 text-sm font-semibold">
        <span className="sr-only">{`${summary.totalXp} XP, level ${summary.level}`}</span>
        <span aria-hidden="true">⭐</span>
        <span aria-hidden="true">{summary.totalXp}</span>
        <span aria-hidden="true" className="hidden md:inline">
          XP · Lv {summary.level}
        </span>
      </span>
      <span className="hidden sm:inline-flex">
        <Hearts current={summary.hearts} max={summary.maxHearts} />
      </span>
      <span className="inline-flex text-sm font-semibold sm:hidden" role="img" aria-label={`${summary.hearts}/${summary.maxHearts} hearts remaining`} title={`${summary.hearts}/${summary.maxHearts} hearts remaining`}>
        <span aria-hidden="true">❤️ {summary.hearts}</span>
      </span>
      {showsStreakBadge(summary.streak) && (
        <span className={`badge ${STREAK_TIER_STYLE[tier]}`} title={`${tier} streak`}>
          <span className="sr-only">{`${summary.streak} day streak (${tier})`}</span>
          <span aria-hidden="true">🔥 {summary.streak}</span>
        </span>
      )}
      <Menu className="hidden md:block" label="Learn" button="Learn" items={LEARN} />
      <Menu className="hidden md:block" label={`Account (${user.username})`} button={<AccountBadge name={user.username} />} items={account} />
      <Menu className="md:hidden" label="Menu" button={<AccountBadge name={user.username} />} items={[...LEARN, ...account]} />
    </div>
  );
}

function AccountBadge({ name }: { name: string }) {
  return (
    <>
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-clay-100 font-bold text-clay-700">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="hidden max-w-32 truncate lg:inline">{name}</span>
    </>
  );
}
