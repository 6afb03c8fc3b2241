import { z } from 'zod';

// What each /api route answers in `data`: the wire types of src/shared/api-types.ts as zod schemas, so the OpenAPI
// document describes them (openapi.ts) and tests/api/response-schemas.test.ts checks the services return them.

const int = z.number().int();
const isoDate = z.string().describe("A calendar day, 'YYYY-MM-DD'");
const isoInstant = z.string().describe('An ISO 8601 date and time (UTC)');

export const apiLanguage = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  native_name: z.string(),
  flag_emoji: z.string(),
  country: z.string(),
  description: z.string(),
  total_speakers: z.number(),
  status: z.enum(['active', 'coming_soon']),
  featured: z.boolean(),
});

const lessonSummary = {
  id: z.string(),
  title: z.string(),
  type: z.string(),
  xp_reward: z.number(),
  difficulty: z.string(),
  estimated_duration_minutes: z.number(),
};

export const apiCourse = z.object({
  id: z.string(),
  language: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.string(),
  estimated_duration_hours: z.number(),
  units: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      level: int,
      lessons: z.array(z.object(lessonSummary)),
    }),
  ),
});

export const apiLesson = z.object({
  ...lessonSummary,
  language: z.string(),
  level: int,
  unit: int,
  position: int,
  content: z.record(z.string(), z.unknown()).describe("The lesson file's fields (and `body` for prose lessons)"),
});

export const languageProgress = z.object({
  completedLessons: z.array(z.string()),
  currentLessonId: z.string().describe("The lesson to take next, '' after the last lesson"),
  unlockedAchievements: z.array(z.string()).describe('Achievement ids'),
  totalXP: z.number(),
  currentHearts: int,
  maxHearts: int,
  lastHeartsDate: isoDate.nullable(),
  currentStreak: int,
  longestStreak: int,
  lastLessonDate: isoDate.nullable(),
  totalTimeSpent: z.number().describe('Seconds'),
  averageAccuracy: z.number().describe('Mean accuracy (%) over all completed lessons'),
  lessonsPerDay: z.record(z.string(), z.number()).describe("Lessons completed per local day, 'YYYY-MM-DD' → count"),
  practicePerDay: z
    .record(z.string(), z.number())
    .describe("Practice sessions finished per local day, 'YYYY-MM-DD' → count"),
  totalLessonsCompleted: int,
});

const progressSummary = {
  totalXP: z.number(),
  lessonsCompleted: int,
  currentLessonId: z.string(),
  currentStreak: int,
  longestStreak: int,
  currentHearts: int,
  maxHearts: int,
  lastLessonDate: isoDate.nullable(),
};

export const apiEnrollment = z.object({ language: z.string(), enrolledAt: isoInstant });

export const apiEnrolledLanguage = z.object({
  language: apiLanguage,
  enrolledAt: isoInstant,
  progress: z.object(progressSummary),
});

export const apiOverview = z.object({
  totalXP: z.number(),
  level: int.describe("The header's log2 level"),
  profileLevel: int.describe("floor(XP / 1000) + 1, the profile's level"),
  currentStreak: int,
  longestStreak: int,
  lessonsCompleted: int,
  languages: z.array(z.object({ ...progressSummary, code: z.string() })),
});

export const completionResponse = z.object({
  completionId: z.string(),
  language: z.string(),
  lessonId: z.string(),
  xpEarned: z.number(),
  bonusXp: z.number(),
  alreadyCompleted: z.boolean(),
  unlockedAchievements: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      icon: z.string(),
      xpBonus: z.number(),
      rarity: z.string(),
    }),
  ),
  progress: languageProgress,
});

export const heartLossResponse = z.object({
  lossId: z.string(),
  language: z.string(),
  lessonId: z.string(),
  counts: z.boolean(),
  alreadyRecorded: z.boolean(),
  progress: languageProgress,
});

export const apiProfile = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_language: z.string(),
  streak_count: int,
  total_xp: z.number(),
  current_level: int,
  subscription_type: z.enum(['free', 'premium']),
  role: z.enum(['admin', 'learner']),
  email_verified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const caller = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'learner']),
  subscription: z.string(),
  sessionId: z.string().exactOptional().describe('Absent for a token without a session (hosted mode)'),
  aal: z.enum(['aal1', 'aal2']).describe('aal2 when this session verified a second factor (TOTP)'),
  userMetadata: z.record(z.string(), z.unknown()),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export { isoDate, isoInstant };

const reportStatus = z.enum(['open', 'resolved', 'dismissed']);

export const learnerReport = z.object({
  reportId: z.string(),
  language: z.string(),
  lessonId: z.string().nullable(),
  itemId: z.string().nullable(),
  exerciseKind: z.string(),
  reason: z.string(),
  label: z.string().describe('What the report is about: the prompt the learner saw, else the lesson title'),
  status: reportStatus,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable().describe("The author's note when the report was resolved or dismissed"),
});

export const reportResponse = z.object({ report: learnerReport, alreadyRecorded: z.boolean() });
