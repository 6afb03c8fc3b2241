import { and, count, eq, sql, sum } from 'drizzle-orm';
import { ApiError } from '../core/envelope.ts';
import type { Db } from '../db/database.ts';
import { audioClips } from '../db/schema.ts';

/**
 * How much may wait for review (N7): takes of one prompt per contributor, takes and bytes per contributor, and bytes
 * on the whole site. Only pending clips count; a verdict or a withdrawal frees the room.
 */
export interface ClipQuotas {
  pendingPerPrompt: number;
  pendingPerContributor: number;
  pendingBytesPerContributor: number;
  pendingBytesSite: number;
}

const MB = 1024 * 1024;

export const DEFAULT_CLIP_QUOTAS: ClipQuotas = {
  pendingPerPrompt: 3,
  pendingPerContributor: 50,
  pendingBytesPerContributor: 20 * MB,
  pendingBytesSite: 2048 * MB,
};

function takes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of takes, at least 1, not '${value}'`);
  return n;
}

const UNITS: Record<string, number> = { '': 1, B: 1, KB: 1024, MB: MB, GB: 1024 * MB };

/** A size in bytes, or with a unit: 20MB, 512KB, 2GB (powers of 1024). */
function size(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(value);
  const bytes = match ? Number(match[1]) * UNITS[(match[2] ?? '').toUpperCase()]! : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1)
    throw new Error(`${name} must be a size such as 20MB, 512KB, 2GB or a number of bytes, not '${env[name]}'`);
  return bytes;
}

/**
 * Reads CLIP_PENDING_PER_PROMPT (takes, default 3), CLIP_PENDING_PER_CONTRIBUTOR (takes, default 50),
 * CLIP_PENDING_BYTES_PER_CONTRIBUTOR (default 20MB) and CLIP_PENDING_BYTES_SITE (default 2GB).
 */
export function readClipQuotas(env: NodeJS.ProcessEnv): ClipQuotas {
  return {
    pendingPerPrompt: takes(env, 'CLIP_PENDING_PER_PROMPT', DEFAULT_CLIP_QUOTAS.pendingPerPrompt),
    pendingPerContributor: takes(env, 'CLIP_PENDING_PER_CONTRIBUTOR', DEFAULT_CLIP_QUOTAS.pendingPerContributor),
    pendingBytesPerContributor: size(
      env,
      'CLIP_PENDING_BYTES_PER_CONTRIBUTOR',
      DEFAULT_CLIP_QUOTAS.pendingBytesPerContributor,
    ),
    pendingBytesSite: size(env, 'CLIP_PENDING_BYTES_SITE', DEFAULT_CLIP_QUOTAS.pendingBytesSite),
  };
}

const shown = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

// One lock for every upload's check-and-insert, so two uploads at once (on PostgreSQL) cannot both pass a quota that
// only one of them fits. Uploads are few (20 a minute per learner at most) and the locked part is short.
const UPLOAD_LOCK = 0x6c756761;

/**
 * Refuses a new pending clip that would go over a quota; run inside the transaction that inserts it, which it locks
 * against other uploads. 409 for the contributor's own quotas (they can withdraw takes), 507 for the site's.
 */
export async function checkClipQuotas(
  tx: Db,
  quotas: ClipQuotas,
  clip: { contributorId: string; language: string; promptKey: string; kind: string; size: number },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK})`);
  const pending = eq(audioClips.state, 'pending');
  const mine = and(pending, eq(audioClips.contributorId, clip.contributorId));
  const [row] = await tx
    .select({
      takes:
        sql<number>`count(*) filter (where ${audioClips.language} = ${clip.language} and ${audioClips.promptKey} = ${clip.promptKey})`.mapWith(
          Number,
        ),
      all: count(),
      bytes: sum(audioClips.size).mapWith(Number),
    })
    .from(audioClips)
    .where(mine);
  const takes = row?.takes ?? 0;
  const bytes = row?.bytes ?? 0;
  if (takes >= quotas.pendingPerPrompt) {
    const what = clip.kind === 'conversations' ? 'this conversation' : 'this word';
    throw new ApiError(
      409,
      'too_many_pending_takes',
      `You already have ${takes} takes of ${what} waiting for review; delete one or wait for a verdict.`,
    );
  }
  const all = row?.all ?? 0;
  if (all >= quotas.pendingPerContributor)
    throw new ApiError(
      409,
      'too_many_pending',
      `You already have ${all} recordings waiting for review, the most one speaker may have; please wait for reviewers to catch up before recording more.`,
    );
  if (bytes + clip.size > quotas.pendingBytesPerContributor)
    throw new ApiError(
      409,
      'too_many_pending_bytes',
      `Your recordings waiting for review take ${shown(bytes)} of your ${shown(quotas.pendingBytesPerContributor)} and this one does not fit; delete some or wait for verdicts before recording more.`,
    );
  const [site] = await tx
    .select({ bytes: sum(audioClips.size).mapWith(Number) })
    .from(audioClips)
    .where(pending);
  if ((site?.bytes ?? 0) + clip.size > quotas.pendingBytesSite)
    throw new ApiError(
      507,
      'pending_storage_full',
      'Recordings waiting for review have filled the space kept for them; please try again once reviewers have caught up.',
    );
}
