/** Achievements: rule shapes, when a rule holds, which achievements a completion unlocks, and the summary (docs/product/lessons.md §9). */
import { isLevelComplete } from './locks.ts';
import { levelLessonIds } from './outline.ts';
import type { CourseOutline } from './outline.ts';

/** A course-level rule, checked on the learner's progress record. */
export type AchievementRule =
  | { kind: 'lessonsCompleted'; count: number }
  | { kind: 'levelComplete'; level: number }
  | { kind: 'averageAccuracy'; min: number }
  | { kind: 'averageTime'; maxSeconds: number; minLessons: number }
  | { kind: 'streak'; days: number }
  | { kind: 'lessonsMatching'; idContains: string; count: number }
  | { kind: 'culturalEngagement'; min: number; minLessons: number }
  | { kind: 'totalXp'; min: number };

/** A lesson-level rule, checked on the single completion; it unlocks with its own bonus (perfectLesson: the achievement's). */
export type LessonRule = { kind: 'perfectLesson' } | { kind: 'lessonEngagement'; min: number; xpBonus: number };

export type AchievementCategory = 'learning' | 'mastery' | 'consistency' | 'cultural' | 'social';
export type AchievementRarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  xpBonus: number;
  rarity: AchievementRarity;
  icon: string;
  rule: AchievementRule;
  lessonRule?: LessonRule | undefined;
}

/** What course-level rules read: the progress record's counters (a LanguageProgress fits). */
export interface AchievementProgress {
  completedLessons: readonly string[];
  totalLessonsCompleted: number;
  averageAccuracy: number;
  totalTimeSpent: number;
  currentStreak: number;
  totalXP: number;
}

/** The completion just made: accuracy in %, mistakes, and cultural engagement in % when measured. */
export interface LessonResult {
  accuracy: number;
  mistakeCount: number;
  culturalEngagement?: number | undefined;
}

export interface UnlockedAchievement {
  achievement: AchievementDefinition;
  /** The bonus of the context that unlocked it. */
  xpBonus: number;
  context: 'lesson' | 'course';
}

export interface AchievementCheck {
  definitions: readonly AchievementDefinition[];
  unlockedIds: readonly string[];
  progress: AchievementProgress;
  outline: CourseOutline;
  lesson?: LessonResult | undefined;
}

/** Whether a course-level rule holds; the culturalEngagement rule reads the engagement of the lesson just completed. */
export function isRuleMet(
  rule: AchievementRule,
  progress: AchievementProgress,
  outline: CourseOutline,
  lesson?: LessonResult,
): boolean {
  const lessons = progress.totalLessonsCompleted;
  switch (rule.kind) {
    case 'lessonsCompleted':
      return lessons >= rule.count;
    case 'levelComplete':
      return isLevelComplete(levelLessonIds(outline, rule.level), progress.completedLessons);
    case 'averageAccuracy':
      return lessons > 0 && progress.averageAccuracy >= rule.min;
    case 'averageTime':
      return lessons >= rule.minLessons && lessons > 0 && progress.totalTimeSpent / lessons < rule.maxSeconds;
    case 'streak':
      return progress.currentStreak >= rule.days;
    case 'lessonsMatching':
      return progress.completedLessons.filter((id) => id.includes(rule.idContains)).length >= rule.count;
    case 'culturalEngagement':
      return lessons >= rule.minLessons && (lesson?.culturalEngagement ?? 0) >= rule.min;
    case 'totalXp':
      return progress.totalXP >= rule.min;
  }
}

/** Whether a lesson-level rule holds: perfectLesson = accuracy ≥ 100 and 0 mistakes; lessonEngagement = engagement > min. */
export function isLessonRuleMet(rule: LessonRule, lesson: LessonResult): boolean {
  if (rule.kind === 'perfectLesson') return lesson.accuracy >= 100 && lesson.mistakeCount === 0;
  return lesson.culturalEngagement !== undefined && lesson.culturalEngagement > rule.min;
}

/** Achievements newly unlocked, each once: lesson-level rules on the completion first, then course-level rules, repeated while bonus XP unlocks more. */
export function evaluateAchievements(check: AchievementCheck): UnlockedAchievement[] {
  const unlocked = new Set(check.unlockedIds);
  const found: UnlockedAchievement[] = [];
  const add = (achievement: AchievementDefinition, xpBonus: number, context: UnlockedAchievement['context']): void => {
    unlocked.add(achievement.id);
    found.push({ achievement, xpBonus, context });
  };
  const { lesson } = check;
  if (lesson) {
    for (const def of check.definitions) {
      if (unlocked.has(def.id) || !def.lessonRule || !isLessonRuleMet(def.lessonRule, lesson)) continue;
      add(def, def.lessonRule.kind === 'lessonEngagement' ? def.lessonRule.xpBonus : def.xpBonus, 'lesson');
    }
  }
  // Bonus XP can cross an XP threshold, so repeat until nothing new unlocks.
  for (let grew = true; grew;) {
    grew = false;
    const bonus = found.reduce((sum, item) => sum + item.xpBonus, 0);
    const progress = { ...check.progress, totalXP: check.progress.totalXP + bonus };
    for (const def of check.definitions) {
      if (unlocked.has(def.id) || !isRuleMet(def.rule, progress, check.outline, lesson)) continue;
      add(def, def.xpBonus, 'course');
      grew = true;
    }
  }
  return found;
}

export interface AchievementSummary {
  unlocked: number;
  total: number;
  /** round(100 × unlocked / total); 0 when there are no achievements. */
  percent: number;
  /** Sum of xpBonus of the unlocked achievements. */
  xpEarned: number;
}

/** The overall card: '{unlocked} of {total}', percent = round(100 × unlocked / total), XP earned = sum of xpBonus of unlocked definitions. */
export function achievementSummary(
  definitions: readonly AchievementDefinition[],
  unlockedIds: readonly string[],
): AchievementSummary {
  const unlocked = definitions.filter((def) => unlockedIds.includes(def.id));
  const total = definitions.length;
  return {
    unlocked: unlocked.length,
    total,
    percent: total === 0 ? 0 : Math.round((100 * unlocked.length) / total),
    xpEarned: unlocked.reduce((sum, def) => sum + def.xpBonus, 0),
  };
}
