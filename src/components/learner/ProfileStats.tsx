import { useStore } from '@nanostores/react';
import {
  levelForXp,
  MAX_HEARTS,
  PROFILE_LEVEL_XP,
  profileLevel,
  profileLevelXp,
  type AchievementDefinition,
} from '@/domain';
import { localCalendarDate } from '@/shared/dates';
import { formatMinutes } from '@/lib/format';
// Reading the auth state starts the session.
import '@/components/session/start';
import { $user } from '@/stores/auth';
import { learnerSummary } from '@/stores/learner';
import { $progress } from '@/stores/progress';
import PracticeStats from './PracticeStats';

/** At most this many recent achievements on the profile (docs/product/accounts.md §9). */
const RECENT_ACHIEVEMENTS = 6;

/**
 * Profile stats (docs/product/accounts.md §2, §9): total XP with its XP level (the header's), the spec's simpler level
 * floor(XP/1000)+1 named a milestone so it never reads as the same thing as the XP level or a course's Levels,
 * XP toward the next milestone out of 1000, each language's hearts out of 5, time spent, recent achievements.
 */
export default function ProfileStats({
  achievements,
  languageNames,
}: {
  achievements: readonly AchievementDefinition[];
  languageNames: Readonly<Record<string, string>>;
}) {
  const user = useStore($user, { ssr: () => null });
  const progress = useStore($progress, { ssr: () => ({}) });
  const all = Object.values(progress);
  const today = localCalendarDate(new Date());
  const { totalXp, hearts, maxHearts, heartsLanguage } = learnerSummary(progress, today, '/');
  const seconds = all.reduce((sum, p) => sum + p.totalTimeSpent, 0);
  const byId = new Map(achievements.map((a) => [a.id, a]));
  const recent = [...new Set(all.flatMap((p) => p.unlockedAchievements))]
    .reverse()
    .flatMap((id) => byId.get(id) ?? [])
    .slice(0, RECENT_ACHIEVEMENTS);
  const milestone = profileLevel(totalXp);
  const nameOf = (code: string) => languageNames[code] ?? code;
  const otherHearts = Object.keys(progress)
    .filter((code) => code !== heartsLanguage)
    .map((code) => `${nameOf(code)} ${learnerSummary(progress, today, `/course/${code}`).hearts} / ${MAX_HEARTS}`);
  const stats = [
    {
      label: 'Total XP',
      value: totalXp.toLocaleString('en'),
      note: `XP level ${levelForXp(totalXp)}, as in the header`,
    },
    {
      label: 'Milestone',
      value: String(milestone),
      note: `One milestone for every ${PROFILE_LEVEL_XP.toLocaleString('en')} XP`,
    },
    { label: `XP toward milestone ${milestone + 1}`, value: `${profileLevelXp(totalXp)} / ${PROFILE_LEVEL_XP}` },
    {
      label: heartsLanguage ? `${nameOf(heartsLanguage)} hearts` : 'Hearts',
      value: `${hearts} / ${maxHearts || MAX_HEARTS}`,
      note:
        otherHearts.length > 0
          ? `Each language has its own: ${otherHearts.join(', ')}`
          : 'Each language has its own hearts',
    },
    { label: 'Time spent', value: formatMinutes(seconds / 60) },
  ];
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="min-w-0 text-2xl font-bold [overflow-wrap:anywhere]">{user?.username ?? 'Your stats'}</h2>
        {user?.subscription_type === 'premium' && <span className="badge bg-sun-300 text-ink">⭐ Premium</span>}
      </div>
      {user && <p className="text-muted [overflow-wrap:anywhere]">{user.email}</p>}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {stats.map((s) => (
          <div key={s.label} className="card min-w-0" data-stat={s.label}>
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="font-display text-2xl font-bold">{s.value}</dd>
            {s.note && <dd className="mt-1 text-xs text-muted">{s.note}</dd>}
          </div>
        ))}
      </dl>
      {user && <PracticeStats userId={user.id} languages={Object.keys(progress)} languageNames={languageNames} />}
      <section className="mt-8" aria-labelledby="recent-achievements">
        <h2 id="recent-achievements" className="text-xl font-bold">
          Recent Achievements
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-muted">
            No achievements yet: finish your first lesson to earn one.{' '}
            <a href="/achievements" className="font-semibold text-clay-700 underline">
              See them all
            </a>
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
            {recent.map((a) => (
              <li key={a.id} className="card flex min-w-0 items-center gap-3 py-3">
                <span className="text-3xl" aria-hidden="true">
                  {a.icon}
                </span>
                <span className="min-w-0 font-semibold [overflow-wrap:break-word]">{a.title}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {user && user.subscription_type !== 'premium' && (
        <a href="/payment" className="btn-primary mt-6">
          Upgrade to Premium
        </a>
      )}
    </>
  );
}
