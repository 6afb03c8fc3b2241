/**
 * The product API's wire types: what /api answers inside the {success, data, error} envelope.
 * The server builds exactly these shapes; the client reads them.
 */
import type { z } from 'zod';
import type { completionSchema } from './completion-request.ts';
import type { heartLossSchema } from './heart-loss-request.ts';
import type { reportSchema } from './report-request.ts';
import type { AnswerKind, ItemCard, LanguageProgress, ReviewDirection, ReviewItem } from '../domain/index.ts';

/** A failure's `error` is the text the client shows (docs/product/accounts.md §8); `code` is the machine-readable reason. */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  error: string | null;
  code?: string;
}

export interface ApiLanguage {
  id: string;
  code: string;
  name: string;
  native_name: string;
  flag_emoji: string;
  country: string;
  description: string;
  total_speakers: number;
  status: 'active' | 'coming_soon';
  featured: boolean;
}

export interface ApiLessonSummary {
  id: string;
  title: string;
  type: string;
  xp_reward: number;
  difficulty: string;
  estimated_duration_minutes: number;
}

export interface ApiUnit {
  id: string;
  title: string;
  description: string;
  level: number;
  lessons: ApiLessonSummary[];
}

export interface ApiCourse {
  id: string;
  language: string;
  title: string;
  description: string;
  difficulty: string;
  estimated_duration_hours: number;
  units: ApiUnit[];
}

/** One published lesson with its whole content (the lesson file's fields, and `body` for prose types). */
export type ApiLesson = ApiLessonSummary & {
  language: string;
  level: number;
  unit: number;
  position: number;
  content: Record<string, unknown>;
};

export interface ApiEnrollment {
  language: string;
  enrolledAt: string;
}

export interface ApiProgressSummary {
  totalXP: number;
  lessonsCompleted: number;
  currentLessonId: string;
  currentStreak: number;
  longestStreak: number;
  currentHearts: number;
  maxHearts: number;
  lastLessonDate: string | null;
}

export interface ApiEnrolledLanguage {
  language: ApiLanguage;
  enrolledAt: string;
  progress: ApiProgressSummary;
}

export interface ApiOverview {
  totalXP: number;
  /** The header's log2 level. */
  level: number;
  /** floor(XP / 1000) + 1, the profile's level. */
  profileLevel: number;
  currentStreak: number;
  longestStreak: number;
  lessonsCompleted: number;
  languages: (ApiProgressSummary & { code: string })[];
}

/** The body of POST /api/progress/lesson/complete, as completionSchema reads it. */
export type CompletionRequest = z.input<typeof completionSchema>;

export interface ApiUnlockedAchievement {
  id: string;
  title: string;
  description: string;
  icon: string;
  xpBonus: number;
  rarity: string;
}

export interface CompletionResponse {
  completionId: string;
  language: string;
  lessonId: string;
  xpEarned: number;
  bonusXp: number;
  alreadyCompleted: boolean;
  unlockedAchievements: ApiUnlockedAchievement[];
  progress: LanguageProgress;
}

/** The body of POST /api/progress/{language}/heart-losses, as heartLossSchema reads it. */
export type HeartLossRequest = z.input<typeof heartLossSchema>;

/** POST /api/progress/{language}/heart-losses: the loss as recorded, and the learner's record after it. */
export interface HeartLossResponse {
  lossId: string;
  language: string;
  lessonId: string;
  /** Whether this loss counts for its lesson: false once the lesson's completion was recorded, or for a lesson whose mistakes cost no heart. */
  counts: boolean;
  /** True when this lossId was recorded before: nothing changed. */
  alreadyRecorded: boolean;
  progress: LanguageProgress;
}

/** The spec's User record (docs/product/accounts.md §3), built by the server from the account and its progress. */
export interface ApiProfile {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  preferred_language: string;
  streak_count: number;
  total_xp: number;
  current_level: number;
  subscription_type: 'free' | 'premium';
  role: 'admin' | 'learner';
  email_verified: boolean;
  created_at: string;
  updated_at: string;
}

/** A content item of the admin list: every lesson file, published or not. */
export interface ContentItem {
  id: string;
  title: string;
  type: string;
  language: string;
  status: string;
  lastModified: string;
  author: string;
}

/** The configuration the admin's Settings tab shows, read-only; never a secret. */
export interface AdminSettings {
  mode: 'embedded' | 'hosted';
  database: 'pglite' | 'postgresql';
  auth: {
    provider: string;
    emailConfirmation: boolean | null;
    signupsOpen: boolean | null;
    oauthProviders: string[];
    mail: 'smtp' | 'server log' | null;
    minPasswordLength: number | null;
  };
  content: { languages: number; publishedLessons: number; lessonFiles: number; audioFiles: number };
}

/** One row of the admin's learner list. */
export interface AdminLearner {
  id: string;
  email: string;
  username: string;
  role: string;
  subscription: string;
  createdAt: string | null;
  totalXP: number;
  streak: number;
  languages: string[];
  /** The last completion the server received, else the last sign-in. */
  lastActivity: string | null;
  /** The languages an admin made the learner a reviewer of. */
  reviewerLanguages: string[];
}

export interface AdminLearnerPage {
  learners: AdminLearner[];
  total: number;
  page: number;
  pageSize: number;
}

/** The admin overview's figures, all from the database and the content. */
export interface ApiAdminStats {
  totalLessons: number;
  totalUsers: number;
  /** Learners with a completion in the last 7 days. */
  activeUsers: number;
  activeLanguages: number;
  /** Mean share of its course each learner has completed, in %. */
  completionRate: number;
  audioFiles: number;
  pendingReviews: number;
}

/** Count, mean accuracy (%) and mean time (s) of a group of completions. */
export interface CompletionFigures {
  count: number;
  averageAccuracy: number;
  averageTimeSpent: number;
}

export interface ApiAdminAnalytics {
  completionsPerDay: { date: string; count: number }[];
  signupsPerDay: { date: string; count: number }[];
  completionsPerLanguage: (CompletionFigures & { language: string })[];
  completionsPerType: (CompletionFigures & { type: string })[];
  totals: CompletionFigures;
}

/** GET /practice/{language}: what a device needs to play practice sessions offline (domain practiceSession). */
export interface PracticeState {
  language: string;
  /** Cards due that a session started now would review (domain practiceCounts). */
  dueCount: number;
  /** New cards that session would introduce: dueCount + newCount is what it asks, the header's 'to practise'. */
  newCount: number;
  /** The earliest due time of the learner's cards, or null without cards. */
  nextDue: string | null;
  items: ReviewItem[];
  cards: ItemCard[];
  /** A seed for practiceSession. */
  seed: number;
}

/** GET /practice/{language}/stats: the learner's practice figures in a language (domain practiceStats). */
export interface PracticeStatsResult {
  language: string;
  wordsLearned: number;
  /** As PracticeState's: the due and new cards a session started now would ask. */
  dueCount: number;
  newCount: number;
  strong: number;
  /** Reviews on each of the last 30 local days, oldest first. */
  reviewsByDay: { date: string; reviews: number }[];
}

/** One practice answer as the device recorded it; the server grades and schedules it. */
export interface PracticeAnswer {
  /** A UUID made by the device: the same answer sent twice counts once. */
  id: string;
  itemId: string;
  direction: ReviewDirection;
  /** The verdict of the first attempt (domain checkAnswer). */
  kind: AnswerKind;
  /** Milliseconds from showing the exercise to the first attempt. */
  responseMs: number;
  /** ISO time of the answer. */
  answeredAt: string;
  /** True when the word was typed (recall, dictation); absent or false when it was chosen among options, which is never graded easy. */
  typed?: boolean;
}

/** POST /practice/{language}/answers: what a batch did. */
export interface PracticeAnswersResult {
  /** Answers applied now. */
  accepted: number;
  /** Answers already stored (a replayed batch), skipped. */
  replayed: number;
  /** The cards the batch names, as now scheduled. */
  cards: ItemCard[];
  /** PracticeState's dueCount after the batch. */
  dueCount: number;
}

/** The body of POST /practice/{language}/finish. */
export interface PracticeFinishRequest {
  /** A UUID made by the device: the same session finished twice counts once. */
  sessionId: string;
  /** The ids of the session's answers, sent before with postPracticeAnswers. */
  answerIds: string[];
  finishedAt: string;
  /** The learner's IANA time zone: the local day of finishedAt counts for the streak. */
  timeZone: string;
}

/** POST /practice/{language}/finish: what a finished session earned, and the learner's record after it. */
export interface PracticeFinishResult {
  sessionId: string;
  language: string;
  /** The session's answers the server holds and counted (each answer counts for one session only). */
  answered: number;
  /** Of those, right or slipped. */
  correct: number;
  xpEarned: number;
  heartsRestored: number;
  /** True when this session was already finished: nothing more was added. */
  alreadyFinished: boolean;
  progress: Pick<
    LanguageProgress,
    'totalXP' | 'currentStreak' | 'longestStreak' | 'currentHearts' | 'maxHearts' | 'lastHeartsDate' | 'lastLessonDate'
  >;
}

/** A learner's report as its author sees it (POST /api/reports, GET /api/reports/mine). */
export interface LearnerReport {
  reportId: string;
  language: string;
  lessonId: string | null;
  itemId: string | null;
  exerciseKind: string;
  reason: string;
  /** What the report is about, in words: the prompt the learner saw, else the lesson's title, else the item id. */
  label: string;
  status: 'open' | 'resolved' | 'dismissed';
  createdAt: string;
  resolvedAt: string | null;
  /** The author's note when the report was resolved or dismissed. */
  note: string | null;
}

/** POST /api/reports: the stored report; alreadyRecorded when this reportId was sent before (an offline replay). */
export interface ReportResponse {
  report: LearnerReport;
  alreadyRecorded: boolean;
}

/** One report inside an admin group. */
export interface AdminReport {
  id: string;
  userId: string;
  exerciseKind: string;
  reason: string;
  givenAnswer: string | null;
  expectedAnswers: string[];
  comment: string | null;
  contentVersion: string | null;
  status: 'open' | 'resolved' | 'dismissed';
  createdAt: string;
  resolvedAt: string | null;
  note: string | null;
}

/** GET /api/admin/reports: the reports about one lesson or practice item, newest first. */
export interface AdminReportGroup {
  language: string;
  lessonId: string | null;
  itemId: string | null;
  label: string;
  exerciseKinds: string[];
  count: number;
  openCount: number;
  /** The distinct answers learners gave, with how many gave each, most given first. */
  answers: { answer: string; count: number }[];
  /** The expected answers the newest report carried. */
  expectedAnswers: string[];
  newestAt: string;
  reports: AdminReport[];
}

/** The body of POST /api/reports, as reportSchema reads it. */
export type ReportRequest = z.input<typeof reportSchema>;

/** One auth event of GET /api/admin/audit: when, what, which account, who acted, from where, and a small detail. */
export interface AdminAuditEntry {
  id: string;
  at: string;
  event: string;
  userId: string | null;
  actor: string;
  ip: string | null;
  detail: Record<string, unknown>;
}
