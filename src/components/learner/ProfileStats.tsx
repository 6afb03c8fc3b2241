import { useHydratedStore } from '@/components/useHydratedStore';
import { useEffect } from 'react';
import { MAX_HEARTS, PROFILE_LEVEL_XP, profileLevel, profileLevelXp, type AchievementDefinition } from '@/domain';
import { browserTimeZone, calendarDate } from '@/lib/dates';
import { formatMinutes } from '@/lib/format';
import { ensureAuth } from '@/lib/session-hint';
import { $user } from '@/stores/auth';
import { learnerSummary } from '@/stores/learner';
import { $progress } from '@/stores/progress';

/** At most this many recent achievements on the profile (spec 000 §9). */
const RECENT_ACHIEVEMENTS = 6;

/** Profile stats: level (floor(XP/1000)+1), XP toward the next out of 1000, hearts out of 5, time spent, recent achievements. */
export default function ProfileStats({ achievements }: { achievements: readonly AchievementDefinition[] }) {
  const user = useHydratedStore($user, null);
  const progress = useHydratedStore($progress, {});
  useEffect(() => ensureAuth(), []);
  const all = Object.values(progress);
  const { totalXp, hearts, maxHearts } = learnerSummary(progress, calendarDate(new Date(), browserTimeZone()), '/');
  const seconds = all.reduce((sum, p) => sum + p.totalTimeSpent, 0);
  const byId = new Map(achievements.map((a) => [a.id, a]));
  const recent = [...new Set(all.flatMap((p) => p.unlockedAchievements))]
    .reverse()
    .flatMap((id) => byId.get(id) ?? [])
    .slice(0, RECENT_ACHIEVEMENTS);
  const stats = [
    { label: 'Level', value: String(profileLevel(totalXp)) },
    { label: 'XP toward next level', value: `${profileLevelXp(totalXp)} / ${PROFILE_LEVEL_XP}` },
    { label: 'Hearts', value: `${hearts} / ${maxHearts || MAX_HEARTS}` },
    { label: 'Time spent', value: formatMinutes(seconds / 60) },
  ];
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold">{user?.username ?? 'Your stats'}</h2>
        {user?.subscription_type === 'premium' && <span className="badge bg-sun-300 text-ink">⭐ Premium</span>}
      </div>
      {user && <p className="text-muted">{user.email}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="card">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="font-display text-2xl font-bold">{s.value}</dd>
          </div>
        ))}
      </dl>
      <section className="mt-8" aria-labelledby="recent-achievements">
        <h2 id="recent-achievements" className="text-xl font-bold">
          Recent Achievements
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-muted">
            No achievements yet: finish your first lesson to earn one. <a href="/achievements" className="font-semibold text-clay-700 underline">See them all</a>
          </p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
            {recent.map((a) => (
              <li key={a.id} className="card flex items-center gap-3 py-3">
                <span className="text-3xl" aria-hidden="true">
                  {a.icon}
                </span>
                <span className="font-semibold">{a.title}</span>
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
