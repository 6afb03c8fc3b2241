import { useStore } from '@nanostores/react';
import {
  achievementSummary,
  levelForXp,
  nextStreakTarget,
  streakMessage,
  streakTier,
  type AchievementDefinition,
} from '@/domain';
import { localCalendarDate } from '@/shared/dates';
// Reading the auth state starts the session.
import '@/components/session/start';
import { learnerSummary } from '@/stores/learner';
import { $progress } from '@/stores/progress';

const categoryNames: Record<AchievementDefinition['category'], string> = {
  learning: 'Learning',
  mastery: 'Mastery',
  consistency: 'Consistency',
  cultural: 'Cultural',
  social: 'Social',
};

/** The achievements page body: XP, streak and overall cards, then achievements grouped by category. */
export default function AchievementsBoard({ achievements }: { achievements: readonly AchievementDefinition[] }) {
  const progress = useStore($progress, { ssr: () => ({}) });
  const unlocked = [...new Set(Object.values(progress).flatMap((p) => p.unlockedAchievements))];
  const { totalXp, streak } = learnerSummary(progress, localCalendarDate(new Date()), '/');
  const summary = achievementSummary(achievements, unlocked);
  const categories = [...new Set(achievements.map((a) => a.category))];
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <section className="card" aria-label="Experience">
          <p className="text-sm text-muted">Total XP</p>
          <p className="font-display text-3xl font-bold">{totalXp.toLocaleString('en')}</p>
          <p className="text-sm text-muted">XP level {levelForXp(totalXp)}</p>
        </section>
        <section className="card" aria-label="Streak">
          <p className="text-sm text-muted">Current streak</p>
          <p className="font-display text-3xl font-bold">
            {streak} {streak === 1 ? 'day' : 'days'}
          </p>
          <p className="text-sm text-muted">
            {streakTier(streak)} · next goal {nextStreakTarget(streak)} days
          </p>
          <p className="mt-2 text-sm">{streakMessage(streak)}</p>
        </section>
        <section className="card" aria-label="Overall progress">
          <p className="text-sm text-muted">
            {summary.unlocked} of {summary.total} achievements unlocked
          </p>
          <p className="font-display text-3xl font-bold">{summary.percent}%</p>
          <p className="text-sm font-semibold text-forest-700">+{summary.xpEarned} XP earned</p>
        </section>
      </div>
      {categories.map((category) => (
        <section key={category} className="mt-10" aria-labelledby={`cat-${category}`}>
          <h2 id={`cat-${category}`} className="text-2xl font-bold">
            {categoryNames[category]}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {achievements
              .filter((a) => a.category === category)
              .map((a) => {
                const isUnlocked = unlocked.includes(a.id);
                return (
                  <li
                    key={a.id}
                    className={`card flex min-w-0 gap-4 ${isUnlocked ? '' : 'border-dashed bg-sand/30'}`}
                    data-achievement={a.id}
                  >
                    <span className={`text-4xl ${isUnlocked ? '' : 'opacity-50 grayscale'}`} aria-hidden="true">
                      {a.icon}
                    </span>
                    <div className="min-w-0 [overflow-wrap:break-word]">
                      <h3 className="font-bold">{a.title}</h3>
                      <p className="text-sm text-muted">{a.description}</p>
                      <p className="mt-2 flex flex-wrap gap-2 text-xs">
                        <span className="badge bg-sun-300 text-ink">+{a.xpBonus} XP</span>
                        <span className="badge bg-sand capitalize text-ink">{a.rarity}</span>
                        {isUnlocked ? (
                          <span className="badge bg-forest-100 text-forest-700">Unlocked!</span>
                        ) : (
                          <span className="sr-only">Locked</span>
                        )}
                      </p>
                    </div>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </>
  );
}
