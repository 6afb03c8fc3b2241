import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { showsStreakBadge, streakTier } from '@/domain/streak';
// Reading the auth state starts the session.
import '@/components/session/start';
import { $authStatus, $isAdmin, $isAnonymous, $user } from '@/stores/auth';
import { $learnerSummary, EMPTY_SUMMARY } from '@/stores/learner';
import { $queuedCount, $queuedPractice, $syncStatus } from '@/stores/sync';
import HeaderFigure from './HeaderFigure';
import Menu, { type MenuItem } from './Menu';
import { STREAK_TIER_STYLE } from './streakStyle';
import { syncLabel, syncSummary, type SyncFigure } from './syncWords';

/** A language of the Learn menu, with the flag of its language card. */
export interface HeaderLanguage {
  code: string;
  name: string;
  flag: string;
}

// The learner's badges load only once a learner is shown the header, so visitors' pages carry none of their code.
const badges = () => import('./learnerBadges');
const PracticeBadge = lazy(() => badges().then((m) => ({ default: m.PracticeBadge })));
const SaveProgress = lazy(() => import('./SaveProgress'));
const ReviewBadge = lazy(() => badges().then((m) => ({ default: m.ReviewBadge })));

function signOut() {
  void import('@/lib/session/auth').then((auth) => auth.signOut());
}

/** The header's right side (docs/product/accounts.md §2): Login for visitors; XP and level, hearts, streak, Learn and Account menus once signed in. */
export default function HeaderNav({ languages }: { languages: readonly HeaderLanguage[] }) {
  const status = useStore($authStatus, { ssr: 'initial' });
  const user = useStore($user, { ssr: () => null });
  const isAdmin = useStore($isAdmin, { ssr: () => false });
  const anonymous = useStore($isAnonymous, { ssr: () => false });
  // Once shown, the save form stays mounted: its success message outlives the anonymous session it ended.
  const [offeredSave, setOfferedSave] = useState(false);
  if (anonymous && !offeredSave) setOfferedSave(true);
  const sync = useStore($syncStatus, { ssr: () => 'synced' as const });
  const completions = useStore($queuedCount, { ssr: () => 0 });
  const practice = useStore($queuedPractice, { ssr: () => 0 });
  const summary = useStore($learnerSummary, { ssr: () => EMPTY_SUMMARY });

  if (status === 'loading') return <div className="h-10 w-24" aria-hidden="true" />;
  if (status === 'signed-out' || !user) {
    return (
      <a href="/onboarding" className="btn-primary px-4 py-2 text-sm">
        Login
      </a>
    );
  }

  const learn: MenuItem[] = [
    { label: 'All Languages', href: '/select-language', icon: '🌍' },
    ...languages.map((l) => ({ label: l.name, href: `/course/${l.code}`, icon: l.flag })),
  ];
  const account: MenuItem[] = [
    { label: 'My Profile', href: '/profile', icon: '👤' },
    { label: 'Achievements', href: '/achievements', icon: '🏆' },
    ...(user.subscription_type === 'premium' ? [] : [{ label: 'Upgrade to Premium', href: '/payment', icon: '⭐' }]),
    ...(isAdmin ? [{ label: 'Admin', href: '/admin', icon: '🛠️' }] : []),
    { label: 'Sign Out', onSelect: signOut, icon: '🚪' },
  ];
  const tier = streakTier(summary.streak);
  const figure = { summary, languageName: languages.find((l) => l.code === summary.heartsLanguage)?.name ?? null };
  const waiting: SyncFigure = { offline: sync === 'offline', completions, practice };
  return (
    <div className="flex items-center gap-1 md:gap-3" data-learner-nav>
      {offeredSave && (
        <Suspense>
          <SaveProgress anonymous={anonymous} />
        </Suspense>
      )}
      {sync !== 'synced' && (
        <HeaderFigure
          kind="sync"
          name={syncLabel(waiting)}
          title={syncSummary(waiting)}
          sync={waiting}
          {...figure}
          className=""
        >
          <SyncBadge sync={waiting} />
        </HeaderFigure>
      )}
      <HeaderFigure
        kind="xp"
        name={`${summary.totalXp} XP, XP level ${summary.level}`}
        {...figure}
        className="text-sm font-semibold"
      >
        ⭐ {summary.totalXp}
        <span className="hidden md:inline"> XP · XP level {summary.level}</span>
      </HeaderFigure>
      <HeaderFigure
        kind="hearts"
        name={`${summary.hearts}/${summary.maxHearts} hearts remaining`}
        {...figure}
        className="text-sm font-semibold"
      >
        <span className="hidden sm:inline">
          {'❤️'.repeat(summary.hearts) + '🤍'.repeat(Math.max(0, summary.maxHearts - summary.hearts))}
        </span>
        <span className="sm:hidden">❤️ {summary.hearts}</span>
      </HeaderFigure>
      {showsStreakBadge(summary.streak) && (
        <HeaderFigure kind="streak" name={`${summary.streak} day streak (${tier})`} {...figure} className="">
          <span className={`badge ${STREAK_TIER_STYLE[tier]}`}>🔥 {summary.streak}</span>
        </HeaderFigure>
      )}
      <Suspense>
        <PracticeBadge language={summary.heartsLanguage} languages={languages} />
      </Suspense>
      <Suspense>
        <ReviewBadge />
      </Suspense>
      <Menu className="hidden md:block" label="Learn" button="Learn" items={learn} />
      <Menu
        className="hidden md:block"
        label={`Account (${user.username})`}
        button={<AccountBadge name={user.username} />}
        items={account}
      />
      <Menu
        className="md:hidden"
        label="Menu"
        button={<AccountBadge name={user.username} />}
        items={[...learn, ...account]}
      />
    </div>
  );
}

function AccountBadge({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full bg-clay-100 font-bold text-clay-700"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="hidden max-w-32 truncate lg:inline">{name}</span>
    </>
  );
}

/** 'Offline · 2 to sync'; on phones 'Offline · 2', the button's name still saying it in full. */
function SyncBadge({ sync }: { sync: SyncFigure }) {
  const waiting = sync.completions + sync.practice;
  return (
    <span className="badge bg-sun-300 text-ink" data-sync-waiting={waiting}>
      {sync.offline ? 'Offline' : 'Saving…'}
      {waiting > 0 && (
        <>
          {' · '}
          {waiting}
          <span className="hidden sm:inline"> to sync</span>
        </>
      )}
    </span>
  );
}
