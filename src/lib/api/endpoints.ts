/** One typed function per product API call (docs/product/accounts.md §7), each with the spec's fallback message (§8). */
import type { LanguageProgress } from '@/domain';
import type { ApiClient } from './client.ts';
import type {
  ApiCourse,
  ApiEnrolledLanguage,
  ApiEnrollment,
  ApiLanguage,
  ApiLesson,
  ApiOverview,
  ApiProfile,
  CompletionRequest,
  HeartLossRequest,
  HeartLossResponse,
  CompletionResponse,
  LearnerReport,
  ReportRequest,
  ReportResponse,
} from '../../shared/api-types.ts';

const segment = encodeURIComponent;

/** Filters of the language list. */
export interface LanguageFilters {
  status?: ApiLanguage['status'] | undefined;
  featured?: boolean | undefined;
}

/** GET /languages: every language, optionally only one status or the featured ones. */
export function getLanguages(client: ApiClient, filters: LanguageFilters = {}): Promise<ApiLanguage[]> {
  return client.request('/languages', {
    query: { status: filters.status, featured: filters.featured },
    fallback: 'Failed to fetch languages',
  });
}

/** GET /languages/{code}: one language. */
export function getLanguage(client: ApiClient, code: string): Promise<ApiLanguage> {
  return client.request(`/languages/${segment(code)}`, { fallback: 'Language not found' });
}

/** GET /languages/{code}/courses: the language's courses. */
export function getCourses(client: ApiClient, code: string): Promise<ApiCourse[]> {
  return client.request(`/languages/${segment(code)}/courses`, { fallback: 'Failed to fetch courses' });
}

/** GET /languages/{code}/courses/{courseId}: one course with its units and lessons. */
export function getCourse(client: ApiClient, code: string, courseId: string): Promise<ApiCourse> {
  return client.request(`/languages/${segment(code)}/courses/${segment(courseId)}`, { fallback: 'Course not found' });
}

/** GET /languages/lessons/{lessonId}: one published lesson with its content. */
export function getLesson(client: ApiClient, lessonId: string): Promise<ApiLesson> {
  return client.request(`/languages/lessons/${segment(lessonId)}`, { fallback: 'Lesson not found' });
}

/** POST /languages/{code}/enroll: enrols the learner (idempotent); null when the server sends no record. */
export function enrollInLanguage(client: ApiClient, code: string): Promise<ApiEnrollment | null> {
  return client.request(`/languages/${segment(code)}/enroll`, {
    method: 'POST',
    fallback: 'Enrollment failed',
    dataRequired: false,
  });
}

/** GET /languages/user/enrolled: the learner's languages with a progress summary each. */
export function getEnrolledLanguages(client: ApiClient): Promise<ApiEnrolledLanguage[]> {
  return client.request('/languages/user/enrolled', { fallback: 'Failed to fetch enrolled languages' });
}

/** GET /progress/overview: XP, levels, streaks and a summary per language. */
export function getProgressOverview(client: ApiClient): Promise<ApiOverview> {
  return client.request('/progress/overview', { fallback: 'Failed to fetch progress overview' });
}

/** GET /progress/language/{code}: the server's progress record; the time zone decides today's hearts and streak. */
export function getLanguageProgress(client: ApiClient, code: string, timeZone?: string): Promise<LanguageProgress> {
  return client.request(`/progress/language/${segment(code)}`, {
    query: { timeZone },
    fallback: 'Failed to fetch language progress',
  });
}

/** POST /progress/lesson/complete: records a completion (idempotent by completionId) and returns XP and progress. */
export function completeLesson(client: ApiClient, completion: CompletionRequest): Promise<CompletionResponse> {
  return client.request('/progress/lesson/complete', {
    method: 'POST',
    body: completion,
    fallback: 'Failed to complete lesson',
  });
}

/** POST /progress/{language}/heart-losses: records a heart lost at a wrong check (idempotent by lossId). */
export function postHeartLoss(client: ApiClient, language: string, loss: HeartLossRequest): Promise<HeartLossResponse> {
  return client.request(`/progress/${encodeURIComponent(language)}/heart-losses`, {
    method: 'POST',
    body: loss,
    fallback: 'Failed to save a lost heart',
  });
}

/** POST /reports: sends a problem report to the authors (idempotent by reportId). */
export function postReport(client: ApiClient, report: ReportRequest): Promise<ReportResponse> {
  return client.request('/reports', { method: 'POST', body: report, fallback: 'Failed to send the report' });
}

/** GET /reports/mine: the learner's own reports with the authors' decision. */
export function getMyReports(client: ApiClient): Promise<LearnerReport[]> {
  return client.request('/reports/mine', { fallback: 'Failed to load your reports' });
}

/** GET /user/profile: the signed-in learner's record; also the spec's periodic auth test. */
export function getProfile(client: ApiClient): Promise<ApiProfile> {
  return client.request('/user/profile', { fallback: 'Authentication test failed' });
}
