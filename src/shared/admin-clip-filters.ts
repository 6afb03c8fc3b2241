import type { ClipState } from '../domain/clipReview.ts';

/** The states the admin's Audio Files list can be filtered by, in the order its Status menu shows them. */
export const ADMIN_CLIP_STATES = ['pending', 'approved', 'rejected'] as const satisfies readonly ClipState[];

/** A state of a community clip, as the admin's list shows and filters it. */
export type AdminClipState = (typeof ADMIN_CLIP_STATES)[number];

/** The filters of GET /admin/audio/clips besides the page: the browser sends them, the server checks them. */
export const ADMIN_CLIP_FILTER_FIELDS = ['language', 'state', 'speaker', 'variety'] as const;

/** One filter of the admin's Audio Files list. */
export type AdminClipFilterField = (typeof ADMIN_CLIP_FILTER_FIELDS)[number];

/** The query of GET /admin/audio/clips as the browser builds it: an empty filter is left out of the request. */
export type AdminClipFilters = Partial<Record<AdminClipFilterField, string>> & { page?: number };
