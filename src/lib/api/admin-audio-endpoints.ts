/** The admin's Audio Files calls: community clips listed with filters and pages, and withdrawn. */
import type { AdminClipFilters, AdminClipState } from '../../shared/admin-clip-filters.ts';
import type { ApiClient } from './client.ts';

export interface AdminClip {
  id: string;
  language: string;
  prompt: string;
  text: string;
  contributorId: string;
  creditName: string;
  credit: string;
  variety: string | null;
  ageRange: string | null;
  gender: string | null;
  state: AdminClipState;
  durationMs: number;
  createdAt: string;
  decidedAt: string | null;
  audioUrl: string;
}

export interface AdminClipPage {
  clips: AdminClip[];
  total: number;
  page: number;
  pageSize: number;
  varieties: string[];
}

/** GET /admin/audio/clips: one page of clips, newest first; empty filters are left out. */
export function getAdminClips(client: ApiClient, filters: AdminClipFilters): Promise<AdminClipPage> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined));
  return client.request('/admin/audio/clips', { query, fallback: 'Failed to load recordings' });
}

/** DELETE /admin/audio/clips/{id}: withdraws a clip; it is no longer served. */
export function withdrawAdminClip(client: ApiClient, clipId: string): Promise<{ id: string; removed: boolean }> {
  return client.request(`/admin/audio/clips/${encodeURIComponent(clipId)}`, {
    method: 'DELETE',
    fallback: 'Failed to withdraw the recording',
  });
}

/** The clip's bytes, for an admin to listen to. */
export function getAdminClipAudio(client: ApiClient, clip: Pick<AdminClip, 'id'>): Promise<Blob> {
  return client.blob(`/audio/clips/${encodeURIComponent(clip.id)}/audio`, 'Failed to load the recording');
}
