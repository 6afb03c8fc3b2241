import { z } from 'zod';
import { storableText } from '../../shared/storable-text.ts';
import { AUDIT_EVENTS } from '../auth/audit.ts';

/** The query of GET /api/admin/users. */
export const learnersQuery = z.strictObject({
  search: storableText(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
/** The query of GET /api/languages. */
export const languagesQuery = z.strictObject({
  status: z.enum(['active', 'coming_soon']).optional(),
  featured: z.enum(['true', 'false']).optional(),
});
/** The query of GET /api/admin/audit: one event kind, one account, how many (newest first). */
export const auditQuery = z.strictObject({
  event: z.enum(AUDIT_EVENTS).optional(),
  userId: z.uuid('must be an account id (a UUID)').optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
