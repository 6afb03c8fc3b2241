import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../core/context.ts';
import { approvedClip } from './clips.ts';
import type { ClipStorage } from './storage.ts';

// The spec's audio URLs for the kinds learners record: /audio/<language>/<kind>/<key>.mp3.
const CLIP_URL = /^\/audio\/([a-z]{2,20})\/(vocabulary|conversations)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.mp3$/;

/**
 * Answers a spec audio URL that has no static file with the newest approved community recording of it; false when
 * the URL is not such a path or no approved clip exists (the caller answers 404). The clip id is the ETag: a new
 * approval is a new clip, so a cached copy revalidates to the new one within the hour.
 */
export function communityAudio(ctx: ApiContext, storage: ClipStorage) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const match = CLIP_URL.exec(request.url.split('?')[0] ?? '');
    if (!match) return false;
    const [, language, kind, key] = match as unknown as [string, string, string, string];
    const clip = await approvedClip(ctx, storage, language, kind, key);
    if (!clip) return false;
    const etag = `"clip-${clip.id}"`;
    reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return true;
    }
    await reply.code(200).type('audio/mpeg').header('content-length', clip.bytes.length).send(clip.bytes);
    return true;
  };
}
