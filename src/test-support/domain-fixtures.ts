/**
 * Test fixtures only: the fourteen achievements of spec 001 §9 and an Igbo-shaped course outline.
 * The product reads its achievements and outline from content/, never from here.
 */
import type { AchievementDefinition } from '../domain/achievements.ts';
import type { CourseOutline } from '../domain/outline.ts';

export const SPEC_ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first-lesson', title: 'First Steps', description: 'Complete your first lesson', category: 'learning', xpBonus: 10, rarity: 'common', icon: '🎯', rule: { kind: 'lessonsCompleted', count: 1 } },
  { id: 'level-1-complete', title: 'Level 1 Master', description: 'Complete every lesson of level 1', category: 'learning', xpBonus: 50, rarity: 'rare', icon: '🏅', rule: { kind: 'levelComplete', level: 1 } },
  { id: 'level-2-complete', title: 'Level 2 Master', description: 'Complete every lesson of level 2', category: 'learning', xpBonus: 75, rarity: 'epic', icon: '🏆', rule: { kind: 'levelComplete', level: 2 } },
  { id: 'perfect-lesson', title: 'Perfectionist', description: 'Finish a lesson with 100% accuracy and no mistakes', category: 'mastery', xpBonus: 25, rarity: 'rare', icon: '💯', rule: { kind: 'averageAccuracy', min: 100 }, lessonRule: { kind: 'perfectLesson' } },
  { id: 'speed-learner', title: 'Speed Learner', description: 'Average under 2 minutes per lesson over 5 lessons', category: 'mastery', xpBonus: 30, rarity: 'rare', icon: '⚡', rule: { kind: 'averageTime', maxSeconds: 120, minLessons: 5 } },
  { id: 'streak-3', title: 'Getting Started', description: 'Keep a 3-day streak', category: 'consistency', xpBonus: 15, rarity: 'common', icon: '🔥', rule: { kind: 'streak', days: 3 } },
  { id: 'streak-7', title: 'Week Warrior', description: 'Keep a 7-day streak', category: 'consistency', xpBonus: 35, rarity: 'rare', icon: '📅', rule: { kind: 'streak', days: 7 } },
  { id: 'streak-30', title: 'Monthly Master', description: 'Keep a 30-day streak', category: 'consistency', xpBonus: 100, rarity: 'legendary', icon: '👑', rule: { kind: 'streak', days: 30 } },
  { id: 'cultural-explorer', title: 'Cultural Explorer', description: 'Complete 10 cultural lessons', category: 'cultural', xpBonus: 40, rarity: 'rare', icon: '🌍', rule: { kind: 'lessonsMatching', idContains: '-5', count: 10 }, lessonRule: { kind: 'lessonEngagement', min: 90, xpBonus: 15 } },
  { id: 'tradition-keeper', title: 'Tradition Keeper', description: 'Show deep cultural engagement over 20 lessons', category: 'cultural', xpBonus: 50, rarity: 'epic', icon: '🏛️', rule: { kind: 'culturalEngagement', min: 90, minLessons: 20 } },
  { id: 'xp-1000', title: 'XP Collector', description: 'Earn 1,000 XP', category: 'mastery', xpBonus: 50, rarity: 'rare', icon: '⭐', rule: { kind: 'totalXp', min: 1000 } },
  { id: 'xp-5000', title: 'XP Champion', description: 'Earn 5,000 XP', category: 'mastery', xpBonus: 100, rarity: 'epic', icon: '🌟', rule: { kind: 'totalXp', min: 5000 } },
  { id: 'lessons-25', title: 'Dedicated Learner', description: 'Complete 25 lessons', category: 'learning', xpBonus: 30, rarity: 'common', icon: '📚', rule: { kind: 'lessonsCompleted', count: 25 } },
  { id: 'lessons-100', title: 'Century Scholar', description: 'Complete 100 lessons', category: 'learning', xpBonus: 75, rarity: 'epic', icon: '🎓', rule: { kind: 'lessonsCompleted', count: 100 } },
];

/** Level 1 holds units 1–6 of seven lessons ('1-0' … '6-6'); levels 2–21 are empty. */
export const IGBO_OUTLINE: CourseOutline = [
  { level: 1, lessonIds: [1, 2, 3, 4, 5, 6].flatMap((unit) => [0, 1, 2, 3, 4, 5, 6].map((n) => `${unit}-${n}`)) },
  ...Array.from({ length: 20 }, (_, i) => ({ level: i + 2, lessonIds: [] })),
];

/** A small two-level course: level 1 has '1-0'…'1-2', level 2 has '2-0'…'2-1', level 3 is empty. */
export const SMALL_OUTLINE: CourseOutline = [
  { level: 1, lessonIds: ['1-0', '1-1', '1-2'] },
  { level: 2, lessonIds: ['2-0', '2-1'] },
  { level: 3, lessonIds: [] },
];
