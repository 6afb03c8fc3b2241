import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../core/context.ts';
import { approvedClip } from './clips.ts';
import type { ClipStorage } from './storage.ts';

// The spec's audio URLs for the kinds learners record: /audio/<language>/<kind>/<key>.mp3, optionally ?v=<clip id>.
const CLIP_URL = /^\/audio\/([a-z]{2,20})\/(vocabulary|conversations)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.mp3$/;

/** A versioned URL's bytes never change (a new approval is a new clip id, so a new URL): cached for a year. */
export const VERSIONED_CLIP_CACHE = 'public, max-age=31536000, immutable';
/** The bare URL, or a version that is no longer the approved clip: kept, but asked again before every use. */
export const LATEST_CLIP_CACHE = 'public, no-cache';

/**
 * Answers a spec audio URL that has no static file with the newest approved community recording of it; false when
 * the URL is not such a path or no approved clip exists (the caller answers 404). Asked with `?v=` naming that clip
 * (the URL GET /api/audio/{language}/recordings lists), the answer is immutable; otherwise it revalidates on every
 * use against the clip id as ETag, so a replaced or withdrawn clip is never served stale.
 */
export function communityAudio(ctx: ApiContext, storage: ClipStorage) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = new URL(request.url, 'http://localhost');
    const match = CLIP_URL.exec(url.pathname);
    if (!match) return false;
    const [, language, kind, key] = match as unknown as [string, string, string, string];
    const clip = await approvedClip(ctx, storage, language, kind, key);
    if (!clip) return false;
    const etag = `"clip-${clip.id}"`;
    const current = url.searchParams.get('v') === clip.id;
    reply.header('cache-control', current ? VERSIONED_CLIP_CACHE : LATEST_CLIP_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return true;
    }
    await reply.code(200).type('audio/mpeg').header('content-length', clip.bytes.length).send(clip.bytes);
    return true;
  };
}
