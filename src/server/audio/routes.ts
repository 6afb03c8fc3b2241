import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIP_MAX_BYTES } from '../../domain/clipReview.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError, ok } from '../core/envelope.ts';
import { parse } from '../core/http.ts';
import type { FastifySchema } from 'fastify';
import {
  approvedRecordings,
  clipAudio,
  clipReviewBody,
  clipUploadQuery,
  declareSpeaker,
  myClips,
  pendingClips,
  purgeRejectedClips,
  removeClip,
  reviewClip,
  uploadClip,
} from './clips.ts';
import { contributionState, promptSkipBody, reviewSummary, skipPrompt } from './prompt-queue.ts';
import type { ClipQuotas } from './quotas.ts';
import { removeBytelessClips, type ClipStorage } from './storage.ts';
import { saveSpeakerCredit, speakerCreditBody } from './speaker-credit.ts';
import { saveSpeakerDetails, speakerDetails, speakerDetailsBody } from './speaker-details.ts';

/** The names of the audio routes' entries in the API's documentation. */
export type AudioDocName =
  | 'audioClip'
  | 'audioMine'
  | 'audioPending'
  | 'audioPrompts'
  | 'audioRecordings'
  | 'audioRemove'
  | 'audioReview'
  | 'audioReviewSummary'
  | 'audioSkip'
  | 'audioSpeaker'
  | 'audioSpeakerDetails'
  | 'audioSpeakerDetailsSave'
  | 'audioSpeakerCreditSave'
  | 'audioUpload';

/** The upload route, whose body is the recording itself (audio/mpeg) rather than JSON. */
export const CLIP_UPLOAD_ROUTE = '/audio/:language/clips';

export interface AudioRouteOptions {
  ctx: ApiContext;
  storage: ClipStorage;
  caller: (request: FastifyRequest) => Promise<Caller>;
  /** Route config with the per-learner limit of ordinary calls, and of uploads. */
  learnerCall: { config: object };
  uploadCall: { config: object };
  /**
   * A route's OpenAPI schema by its name in the API's documentation (src/server/api/api-docs.ts, which must hold
   * every AudioDocName: the compiler checks it where the API passes its `doc`).
   */
  doc: (name: AudioDocName) => { schema: FastifySchema };
  jsonBodyLimit: number;
  /** How much may wait for review, per contributor and on the site (default: DEFAULT_CLIP_QUOTAS). */
  quotas?: ClipQuotas;
}

type Params = { language: string; clipId: string };

/** Community recordings under /api/audio: contribute, review and listen (docs/decisions.md 'Community audio'). */
export async function audioRoutes(app: FastifyInstance, options: AudioRouteOptions): Promise<void> {
  const { ctx, storage, caller, learnerCall, uploadCall, doc } = options;
  // The recording arrives as raw bytes; only this scope accepts audio/mpeg, and only up to CLIP_MAX_BYTES.
  app.addContentTypeParser('audio/mpeg', { parseAs: 'buffer', bodyLimit: CLIP_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get<{ Params: Params }>('/audio/:language/recordings', doc('audioRecordings'), async (request, reply) => {
    const recordings = await approvedRecordings(ctx, request.params.language);
    return reply.header('cache-control', 'no-cache').send(ok(recordings));
  });
  app.get<{ Params: Params }>('/audio/:language/prompts', { ...learnerCall, ...doc('audioPrompts') }, async (request) =>
    ok(await contributionState(ctx, await caller(request), request.params.language)),
  );
  app.post<{ Params: Params }>(
    '/audio/:language/prompts/skip',
    { ...learnerCall, ...doc('audioSkip'), bodyLimit: options.jsonBodyLimit },
    async (request) =>
      ok(await skipPrompt(ctx, await caller(request), request.params.language, parse(promptSkipBody, request.body))),
  );
  app.get('/audio/reviews/summary', { ...learnerCall, ...doc('audioReviewSummary') }, async (request) =>
    ok(await reviewSummary(ctx, await caller(request))),
  );
  app.post<{ Params: Params }>(
    '/audio/:language/speaker',
    { ...learnerCall, ...doc('audioSpeaker'), bodyLimit: options.jsonBodyLimit },
    async (request) => ok(await declareSpeaker(ctx, await caller(request), request.params.language)),
  );
  app.get<{ Params: Params }>(
    '/audio/:language/speaker',
    { ...learnerCall, ...doc('audioSpeakerDetails') },
    async (request) => ok(await speakerDetails(ctx, await caller(request), request.params.language)),
  );
  app.put<{ Params: Params }>(
    '/audio/:language/speaker',
    { ...learnerCall, ...doc('audioSpeakerDetailsSave'), bodyLimit: options.jsonBodyLimit },
    async (request) =>
      ok(
        await saveSpeakerDetails(
          ctx,
          await caller(request),
          request.params.language,
          parse(speakerDetailsBody, request.body),
        ),
      ),
  );
  app.put<{ Params: Params }>(
    '/audio/:language/speaker/credit',
    { ...learnerCall, ...doc('audioSpeakerCreditSave'), bodyLimit: options.jsonBodyLimit },
    async (request) =>
      ok(
        await saveSpeakerCredit(
          ctx,
          await caller(request),
          request.params.language,
          parse(speakerCreditBody, request.body),
        ),
      ),
  );
  app.post<{ Params: Params }>(
    CLIP_UPLOAD_ROUTE,
    { ...uploadCall, ...doc('audioUpload'), bodyLimit: CLIP_MAX_BYTES },
    async (request) => {
      const who = await caller(request);
      const query = parse(clipUploadQuery, request.query, 'query');
      // No body reads as empty (refused as not an MP3); a body of any other type (JSON) is not a recording.
      if (request.body !== undefined && !Buffer.isBuffer(request.body))
        throw new ApiError(415, 'unsupported_media_type', 'Send the recording as audio/mpeg.');
      const bytes = request.body ?? Buffer.alloc(0);
      return ok(await uploadClip(ctx, storage, who, request.params.language, query, bytes, options.quotas));
    },
  );
  app.get<{ Params: Params }>(
    '/audio/:language/clips/pending',
    { ...learnerCall, ...doc('audioPending') },
    async (request) => ok(await pendingClips(ctx, await caller(request), request.params.language)),
  );
  app.get('/audio/clips/mine', { ...learnerCall, ...doc('audioMine') }, async (request) =>
    ok(await myClips(ctx, await caller(request))),
  );
  app.get<{ Params: Params }>(
    '/audio/clips/:clipId/audio',
    { ...learnerCall, ...doc('audioClip') },
    async (request, reply) => {
      const bytes = await clipAudio(ctx, storage, await caller(request), request.params.clipId);
      return reply.type('audio/mpeg').header('cache-control', 'private, no-store').send(bytes);
    },
  );
  // A DELETE takes no body, but one may be sent: it meets the JSON limit, as the document states.
  app.delete<{ Params: Params }>(
    '/audio/clips/:clipId',
    { ...learnerCall, ...doc('audioRemove'), bodyLimit: options.jsonBodyLimit },
    async (request) => ok(await removeClip(ctx, storage, await caller(request), request.params.clipId)),
  );
  // Rejected recordings are deleted 30 days after the verdict: at start, and then once a day.
  const purge = () =>
    purgeRejectedClips(ctx, storage).catch((error: unknown) =>
      app.log.error({ err: error }, 'deleting old rejected recordings failed'),
    );
  let daily: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Rows an interrupted upload left without bytes (before uploads stored both at once) are removed at start (N3).
    const byteless = await removeBytelessClips(ctx.db);
    if (byteless > 0) app.log.warn({ clips: byteless }, `removed ${byteless} recordings that had no audio`);
    await purge();
    daily = setInterval(() => void purge(), 24 * 60 * 60 * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(daily));
  app.post<{ Params: Params }>(
    '/audio/clips/:clipId/review',
    { ...learnerCall, ...doc('audioReview'), bodyLimit: options.jsonBodyLimit },
    async (request) => {
      const who = await caller(request);
      return ok(await reviewClip(ctx, who, request.params.clipId, parse(clipReviewBody, request.body)));
    },
  );
}
