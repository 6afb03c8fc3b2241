import { z } from 'zod';
import { isoDate } from './responses.ts';

// The admin dashboard's answers (src/shared/api-types.ts), as zod schemas for the OpenAPI document.

const int = z.number().int();

export const contentItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  language: z.string(),
  status: z.string(),
  lastModified: z.string(),
  author: z.string(),
});

export const adminSettings = z.object({
  mode: z.enum(['embedded', 'hosted']),
  database: z.enum(['pglite', 'postgresql']),
  auth: z.object({
    provider: z.string(),
    emailConfirmation: z.boolean().nullable(),
    signupsOpen: z.boolean().nullable(),
    oauthProviders: z.array(z.string()),
    mail: z.enum(['smtp', 'server log']).nullable(),
    minPasswordLength: int.nullable(),
  }),
  content: z.object({ languages: int, publishedLessons: int, lessonFiles: int, audioFiles: int }),
});

export const reviewerRole = z.object({ userId: z.string(), reviewerLanguages: z.array(z.string()) });

export const adminLearnerPage = z.object({
  learners: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      username: z.string(),
      role: z.string(),
      subscription: z.string(),
      createdAt: z.string().nullable(),
      totalXP: z.number(),
      streak: int,
      languages: z.array(z.string()),
      lastActivity: z.string().nullable().describe('The last completion the server received, else the last sign-in'),
      reviewerLanguages: z.array(z.string()).describe('The languages an admin made the learner a reviewer of'),
    }),
  ),
  total: int,
  page: int,
  pageSize: int,
});

export const adminStats = z.object({
  totalLessons: int,
  totalUsers: int,
  activeUsers: int.describe('Learners with a completion in the last 7 days'),
  activeLanguages: int,
  completionRate: z.number().describe('Mean share of its course each learner has completed, in %'),
  audioFiles: int,
  pendingReviews: int,
});

const figures = { count: int, averageAccuracy: z.number(), averageTimeSpent: z.number() };
const perDay = z.array(z.object({ date: isoDate, count: int }));

export const adminAnalytics = z.object({
  completionsPerDay: perDay,
  signupsPerDay: perDay,
  completionsPerLanguage: z.array(z.object({ ...figures, language: z.string() })),
  completionsPerType: z.array(z.object({ ...figures, type: z.string() })),
  totals: z.object(figures),
});

export const adminReport = z.object({
  id: z.string(),
  userId: z.string(),
  exerciseKind: z.string(),
  reason: z.string(),
  givenAnswer: z.string().nullable(),
  expectedAnswers: z.array(z.string()),
  comment: z.string().nullable(),
  contentVersion: z.string().nullable(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});

export const adminReportGroup = z.object({
  language: z.string(),
  lessonId: z.string().nullable(),
  itemId: z.string().nullable(),
  label: z.string(),
  exerciseKinds: z.array(z.string()),
  count: int,
  openCount: int,
  answers: z.array(z.object({ answer: z.string(), count: int })).describe('The distinct answers given, most first'),
  expectedAnswers: z.array(z.string()),
  newestAt: z.string(),
  reports: z.array(adminReport),
});

/** One auth event of the audit log (src/server/auth/audit.ts). */
export const auditEntry = z.object({
  id: z.string(),
  at: z.string().describe('When it happened (ISO 8601)'),
  event: z.string(),
  userId: z.string().nullable(),
  actor: z.string(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

/** One page of the Audio Files list (src/server/audio/admin-clips.ts). */
export const adminClipPage = z.object({
  clips: z.array(
    z.object({
      id: z.string(),
      language: z.string(),
      prompt: z.string(),
      text: z.string(),
      contributorId: z.string(),
      creditName: z.string(),
      credit: z.string(),
      variety: z.string().nullable(),
      ageRange: z.string().nullable(),
      gender: z.string().nullable(),
      state: z.enum(['pending', 'approved', 'rejected']),
      durationMs: z.number().int(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      audioUrl: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  varieties: z.array(z.string()),
});
export const clipWithdrawn = z.object({ id: z.string(), removed: z.boolean() });
