import { useStore } from '@nanostores/react';
import { MAX_HEARTS, profileLevel } from '@/domain';
import { formatMinutes } from '@/lib/format';
import { $user } from '@/stores/auth';
import { $progress } from '@/stores/progress';

/** Profile stats: level (floor(XP/1000)+1), XP toward the next out of 1000, hearts out of 5, time spent. */
export default function ProfileStats() {
  const user = useStore($user);
  const all = Object.values(useStore($progress));
  const totalXp = all.reduce((sum, p) => sum + p.totalXP, 0);
  const seconds = all.reduce((sum, p) => sum + p.totalTimeSpent, 0);
  const hearts = all.length > 0 ? Math.min(...all.map((p) => p.currentHearts)) : MAX_HEARTS;
  const stats = [
    { label: 'Level', value: String(profileLevel(totalXp)) },
    { label: 'XP toward next level', value: `${totalXp % 1000} / 1000` },
    { label: 'Hearts', value: `${hearts} / ${MAX_HEARTS}` },
    { label: 'Time spent', value: formatMinutes(seconds / 60) },
  ];
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold">{user?.username ?? 'Your stats'}</h2>
        {user?.subscription_type === 'premium' && <span className="badge bg-sun-300 text-ink">Premium</span>}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="card">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="font-display text-2xl font-bold">{s.value}</dd>
          </div>
        ))}
      </dl>
      {user?.subscription_type !== 'premium' && (
        <a href="/payment" className="btn-primary mt-6">
          Upgrade to Premium
        </a>
      )}
    </>
  );
}
