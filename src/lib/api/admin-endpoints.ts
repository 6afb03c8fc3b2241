/**
 * The admin dashboard's API calls (docs/product/accounts.md §7), kept apart from endpoints.ts so learners' pages never load them.
 */
import type { ApiClient } from './client.ts';
import type {
  AdminAuditEntry,
  AdminReport,
  AdminReportGroup,
  AdminLearnerPage,
  AdminSettings,
  ApiAdminAnalytics,
  ApiAdminStats,
  ContentItem,
} from '../../shared/api-types.ts';

/** GET /admin/stats: the admin overview's six figures (admin role only). */
export function getAdminStats(client: ApiClient): Promise<ApiAdminStats> {
  return client.request('/admin/stats', { fallback: 'Failed to load the dashboard figures' });
}

/** GET /admin/content: every lesson file with its status, author and last change. */
export function getAdminContent(client: ApiClient): Promise<ContentItem[]> {
  return client.request('/admin/content', { fallback: 'Failed to load the content list' });
}

/** GET /admin/users: one page of learners, newest first, optionally searched by e-mail or username. */
export function getAdminUsers(
  client: ApiClient,
  query: { search?: string | undefined; page?: number | undefined; pageSize?: number | undefined } = {},
): Promise<AdminLearnerPage> {
  return client.request('/admin/users', {
    query: { search: query.search || undefined, page: query.page, pageSize: query.pageSize },
    fallback: 'Failed to load learners',
  });
}

/** GET /admin/analytics: completions per day, language and lesson type, accuracy and time. */
export function getAdminAnalytics(client: ApiClient): Promise<ApiAdminAnalytics> {
  return client.request('/admin/analytics', { fallback: 'Failed to load analytics' });
}

/** GET /admin/audit: auth events, newest first, optionally of one kind or one account. */
export function getAdminAudit(
  client: ApiClient,
  filter: { event?: string | undefined; userId?: string | undefined; limit?: number | undefined } = {},
): Promise<AdminAuditEntry[]> {
  return client.request('/admin/audit', {
    query: { event: filter.event || undefined, userId: filter.userId || undefined, limit: filter.limit },
    fallback: 'Failed to load the audit log',
  });
}

/** GET /admin/settings: the server's configuration, read-only. */
export function getAdminSettings(client: ApiClient): Promise<AdminSettings> {
  return client.request('/admin/settings', { fallback: 'Failed to load settings' });
}

/** GET /admin/reports: learners' reports grouped by lesson or practice item, newest first, filtered. */
export function getAdminReports(
  client: ApiClient,
  filter: { language?: string; kind?: string; status?: string } = {},
): Promise<AdminReportGroup[]> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')).toString();
  return client.request(`/admin/reports${query ? `?${query}` : ''}`, { fallback: 'Failed to load the reports' });
}

/** POST /admin/reports/{id}: resolves, dismisses or reopens one report, with a note the learner may read. */
export function decideAdminReport(
  client: ApiClient,
  id: string,
  decision: { status: 'open' | 'resolved' | 'dismissed'; note?: string },
): Promise<AdminReport> {
  return client.request(`/admin/reports/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: decision,
    fallback: 'Failed to save the decision',
  });
}

/** PUT or DELETE /admin/users/{id}/reviewer/{language}: grants or removes the reviewer role of one language. */
export function setReviewerRole(
  client: ApiClient,
  userId: string,
  language: string,
  granted: boolean,
): Promise<{ userId: string; reviewerLanguages: string[] }> {
  return client.request(`/admin/users/${encodeURIComponent(userId)}/reviewer/${encodeURIComponent(language)}`, {
    method: granted ? 'PUT' : 'DELETE',
    fallback: 'Failed to change the reviewer role',
  });
}
