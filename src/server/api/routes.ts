import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError } from '../auth/errors.ts';
import type { Caller, Identify } from '../auth/identify.ts';
import { databaseRateLimitStore } from '../db/rate-limit-store.ts';
import { adminClips, adminClipsQuery, audioFileCount, withdrawClip } from '../audio/admin-clips.ts';
import { adminAnalytics, adminStats, adminUsers, type AdminSettings, type ContentItem } from './admin.ts';
import { completionQueue } from './completion-queue.ts';
import { completionSchema } from '../../shared/completion-request.ts';
import { heartLossSchema } from '../../shared/heart-loss-request.ts';
import { recordHeartLoss } from './heart-losses.ts';
import { adminReportsQuery, reportDecisionSchema, reportSchema } from '../../shared/report-request.ts';
import { setReviewerRole } from '../audio/reviewer-roles.ts';
import { adminReports, createReport, decideReport, myReports } from './reports.ts';
import type { ApiContext } from '../core/context.ts';
import { allowedMethods } from './allowed-methods.ts';
import { openApi, registeredApiRoutes } from '../core/openapi.ts';
import { apiDocs } from './api-docs.ts';
import { BODY_LIMITS, routeSchema } from './route-schema.ts';
import { auditQuery, languagesQuery, learnersQuery } from './queries.ts';
import { readAuditLog } from '../auth/audit.ts';
import { repeatedQueryParameter } from '../core/repeated-query.ts';
import { ApiError, fail, ok } from '../core/envelope.ts';
import { catalogueResponder, parse, timeZoneOf } from '../core/http.ts';
import { callerOfRequest, DEFAULT_API_RATE_LIMITS, learnerOrAddressKey, type ApiRateLimits } from './limits.ts';
import { finishPractice } from '../practice/finish.ts';
import { practiceState, recordAnswers } from '../practice/practice.ts';
import { practiceStatsFor } from '../practice/stats.ts';
import { practiceAnswersSchema, practiceFinishSchema } from '../practice/schemas.ts';
import { clipCounts } from '../audio/clips.ts';
import { audioRoutes, CLIP_UPLOAD_ROUTE } from '../audio/routes.ts';
import type { ClipQuotas } from '../audio/quotas.ts';
import { databaseClipStorage, type ClipStorage } from '../audio/storage.ts';
import { languageOf } from '../core/languages.ts';
import { enroll, enrolledLanguages, languageProgressFor, overview, profile } from './learner.ts';

export interface ApiOptions {
  ctx: ApiContext;
  identify: Identify;
  contentItems: readonly ContentItem[];
  /** What the admin's Settings tab shows; also the count of declared audio files. */
  adminSettings: AdminSettings;
  /** Requests per learner per minute (per address for calls without a valid token). */
  rateLimits?: ApiRateLimits;
  /** Completion transactions in flight at once: 1 on PGlite, a few on PostgreSQL. */
  completionConcurrency?: number;
  /** Where contributed recordings' bytes live (default: the database). */
  clipStorage?: ClipStorage;
  /** How much may wait for review (default: DEFAULT_CLIP_QUOTAS). */
  clipQuotas?: ClipQuotas;
  /** The admin routes refuse an admin session below aal2 (AUTH_ADMIN_MFA=required). */
  adminMfa?: boolean;
}

const BODY_LIMIT = BODY_LIMITS.json;
/** The product API under /api: every answer in the {success, data, error} envelope. */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const { ctx } = options;
  await openApi(app);
  const doc = (name: keyof typeof apiDocs) => ({ schema: routeSchema(apiDocs[name]) });
  app.setErrorHandler((error: FastifyError | ApiError | AuthError, request, reply) => {
    if (error instanceof ApiError) return fail(reply, error);
    if (error instanceof AuthError) {
      if (error.status === 429)
        return fail(reply, new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.'));
      return fail(reply, new ApiError(401, 'unauthorized', 'Your session has ended. Please sign in again.'));
    }
    const upload = request.routeOptions.url === `${app.prefix}${CLIP_UPLOAD_ROUTE}`;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return fail(
        reply,
        new ApiError(413, 'too_large', `The request is too large (limit ${upload ? '512' : '16'} KB).`),
      );
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return fail(
        reply,
        new ApiError(
          415,
          'unsupported_media_type',
          `Send the request body as ${upload ? 'audio/mpeg' : 'application/json'}.`,
        ),
      );
    if ((error.statusCode ?? 500) < 500)
      return fail(reply, new ApiError(error.statusCode ?? 400, 'invalid_body', 'The request body is not valid JSON.'));
    request.log.error({ err: error }, 'api request failed');
    return fail(reply, new ApiError(500, 'server_error', 'Something went wrong on our side. Please try again.'));
  });
  // A POST that takes no payload (enrol) may still be sent with Content-Type: application/json and no body.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    // The default parser answers through `done`; its return value (void for a callback call) is not awaited.
    void json(request, text, done);
  });
  app.addHook('onRequest', async (request) => {
    const repeated = repeatedQueryParameter(request);
    if (repeated) throw new ApiError(400, 'invalid_query', `The query parameter '${repeated}' may be given only once.`);
  });
  // Text is not JSON: a text/plain body is answered 415 like any other media type the route does not read.
  app.removeContentTypeParser('text/plain');
  // A known path asked with a method it does not have: 405 with Allow (RFC 9110), else 404.
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const allow = allowedMethods(registeredApiRoutes(app.server), path);
    if (allow.length === 0 || allow.includes(request.method))
      return fail(reply, new ApiError(404, 'not_found', `No API route ${request.method} ${path}.`));
    reply.header('allow', allow.join(', '));
    return fail(
      reply,
      new ApiError(405, 'method_not_allowed', `${path} does not take ${request.method}; it takes ${allow.join(', ')}.`),
    );
  };
  app.setNotFoundHandler(notFound);
  // Answered before any body is read, so a method with a body (QUERY, PUT) meets 405, not a body error.
  app.all('/*', { schema: { hide: true }, onRequest: async (request, reply) => notFound(request, reply) }, notFound);

  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db, ctx.now),
    errorResponseBuilder: () =>
      new ApiError(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.'),
  });
  const caller = callerOfRequest(options.identify);
  const limits = options.rateLimits ?? DEFAULT_API_RATE_LIMITS;
  const perLearner = (name: string, max: number, timeWindow = 60_000) => ({
    rateLimit: { max, timeWindow, keyGenerator: learnerOrAddressKey(name, caller.identified) },
  });
  const learnerCall = { config: perLearner('calls', limits.calls) };
  const admin = async (request: FastifyRequest): Promise<Caller> => {
    const who = await caller.identified(request);
    if (who.role !== 'admin') throw new ApiError(403, 'forbidden', 'Only administrators can open the admin dashboard.');
    if (who.needsSecondFactor || (options.adminMfa && who.aal !== 'aal2'))
      throw new ApiError(
        403,
        'mfa_required',
        'The admin dashboard needs a second factor: verify your authenticator code for this session (aal2).',
      );
    return who;
  };
  type Params = { code: string; courseId: string; lessonId: string; language: string };
  const completions = completionQueue(ctx, { concurrency: options.completionConcurrency ?? 1 });

  // The catalogue: public and cacheable.
  const cacheable = catalogueResponder();
  app.get('/languages', doc('languages'), (request, reply) => {
    const query = parse(languagesQuery, request.query, 'query');
    const list = () =>
      ctx.catalogue.languages.filter(
        (l) =>
          (!query.status || l.status === query.status) && (!query.featured || String(l.featured) === query.featured),
      );
    return cacheable(request, reply, `languages?${query.status ?? ''}&${query.featured ?? ''}`, list);
  });
  app.get<{ Params: Params }>('/languages/:code', doc('language'), (request, reply) =>
    cacheable(request, reply, `language:${request.params.code}`, () => languageOf(ctx, request.params.code)),
  );
  app.get<{ Params: Params }>('/languages/:code/courses', doc('courses'), (request, reply) =>
    cacheable(request, reply, `courses:${request.params.code}`, () => {
      languageOf(ctx, request.params.code);
      const entry = ctx.catalogue.courses.get(request.params.code);
      return entry ? [entry.course] : [];
    }),
  );
  app.get<{ Params: Params }>('/languages/:code/courses/:courseId', doc('course'), (request, reply) =>
    cacheable(request, reply, `course:${request.params.code}/${request.params.courseId}`, () => {
      languageOf(ctx, request.params.code);
      const entry = ctx.catalogue.courses.get(request.params.code);
      if (!entry || entry.course.id !== request.params.courseId)
        throw new ApiError(404, 'course_not_found', 'Course not found');
      return entry.course;
    }),
  );
  app.get<{ Params: Params }>('/languages/lessons/:lessonId', doc('lesson'), (request, reply) =>
    cacheable(request, reply, `lesson:${request.params.lessonId}`, () => {
      const lesson = ctx.catalogue.lessons.get(request.params.lessonId);
      if (!lesson) throw new ApiError(404, 'lesson_not_found', 'Lesson not found');
      const { lessonType: _type, ...data } = lesson;
      return data;
    }),
  );

  // The learner's own data: a valid token is required.
  app.post<{ Params: Params }>(
    '/languages/:code/enroll',
    { ...learnerCall, ...doc('enroll'), bodyLimit: BODY_LIMIT },
    async (request) => ok(await enroll(ctx, await caller(request), request.params.code)),
  );
  app.get('/languages/user/enrolled', { ...learnerCall, ...doc('enrolled') }, async (request) =>
    ok(await enrolledLanguages(ctx, await caller(request), timeZoneOf(request))),
  );
  app.get('/progress/overview', { ...learnerCall, ...doc('overview') }, async (request) =>
    ok(await overview(ctx, await caller(request), timeZoneOf(request))),
  );
  app.get<{ Params: Params }>(
    '/progress/language/:code',
    { ...learnerCall, ...doc('languageProgress') },
    async (request) =>
      ok(await languageProgressFor(ctx, await caller(request), request.params.code, timeZoneOf(request))),
  );
  app.post(
    '/progress/lesson/complete',
    {
      bodyLimit: BODY_LIMIT,
      ...doc('complete'),
      config: perLearner('complete', limits.completions),
    },
    async (request) => {
      const who = await caller(request);
      return ok(await completions.complete(who, parse(completionSchema, request.body)));
    },
  );
  app.post<{ Params: Params }>(
    '/progress/:language/heart-losses',
    { ...learnerCall, ...doc('heartLoss'), bodyLimit: BODY_LIMIT },
    async (request) => {
      const who = await caller(request);
      return ok(await recordHeartLoss(ctx, who, request.params.language, parse(heartLossSchema, request.body)));
    },
  );
  app.get<{ Params: Params }>(
    '/practice/:language/stats',
    { ...learnerCall, ...doc('practiceStats') },
    async (request) =>
      ok(await practiceStatsFor(ctx, await caller(request), request.params.language, timeZoneOf(request))),
  );
  app.get<{ Params: Params }>('/practice/:language', { ...learnerCall, ...doc('practice') }, async (request) =>
    ok(await practiceState(ctx, await caller(request), request.params.language)),
  );
  app.post<{ Params: Params }>(
    '/practice/:language/answers',
    { ...learnerCall, ...doc('practiceAnswers'), bodyLimit: BODY_LIMIT },
    async (request) => {
      const who = await caller(request);
      return ok(
        await recordAnswers(ctx, who, request.params.language, parse(practiceAnswersSchema, request.body).answers),
      );
    },
  );
  app.post<{ Params: Params }>(
    '/practice/:language/finish',
    { ...learnerCall, ...doc('practiceFinish'), bodyLimit: BODY_LIMIT },
    async (request) => {
      const who = await caller(request);
      return ok(await finishPractice(ctx, who, request.params.language, parse(practiceFinishSchema, request.body)));
    },
  );
  app.post(
    '/reports',
    { ...doc('report'), bodyLimit: BODY_LIMIT, config: perLearner('reports', limits.reports, 3_600_000) },
    async (request) => {
      const who = await caller(request);
      return ok(await createReport(ctx, who, parse(reportSchema, request.body)));
    },
  );
  app.get('/reports/mine', { ...learnerCall, ...doc('myReports') }, async (request) =>
    ok(await myReports(ctx, await caller(request))),
  );
  app.get('/user/profile', { ...learnerCall, ...doc('profile') }, async (request) =>
    ok(await profile(ctx, await caller(request), timeZoneOf(request))),
  );
  app.get('/me', { ...learnerCall, ...doc('me') }, async (request) => {
    // Always false here (such a session is refused before any handler), so it is not part of the answer.
    const { needsSecondFactor: _refusedEarlier, ...who } = await caller(request);
    return ok(who);
  });

  // Community recordings: contribute, review, listen.
  const clipStorage = options.clipStorage ?? databaseClipStorage(ctx.db);
  await app.register((scope) =>
    audioRoutes(scope, {
      ctx,
      storage: clipStorage,
      caller,
      learnerCall,
      uploadCall: { config: perLearner('uploads', limits.uploads) },
      doc,
      jsonBodyLimit: BODY_LIMIT,
      ...(options.clipQuotas ? { quotas: options.clipQuotas } : {}),
    }),
  );

  // The admin dashboard: the admin role only.
  app.get('/admin/stats', { ...learnerCall, ...doc('adminStats') }, async (request) => {
    await admin(request);
    const clips = await clipCounts(ctx);
    return ok(await adminStats(ctx, await audioFileCount(ctx), clips.pending));
  });
  app.get('/admin/content', { ...learnerCall, ...doc('adminContent') }, async (request) => {
    await admin(request);
    return ok(options.contentItems);
  });
  app.get('/admin/users', { ...learnerCall, ...doc('adminUsers') }, async (request) => {
    await admin(request);
    return ok(await adminUsers(ctx, parse(learnersQuery, request.query, 'query')));
  });
  for (const [method, granted] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const)
    app.route<{ Params: { userId: string; language: string } }>({
      method,
      url: '/admin/users/:userId/reviewer/:language',
      ...learnerCall,
      ...doc(granted ? 'adminGrantReviewer' : 'adminRemoveReviewer'),
      bodyLimit: BODY_LIMIT,
      handler: async (request) => ok(await setReviewerRole(ctx, await admin(request), request.params, granted)),
    });
  app.get('/admin/audio/clips', { ...learnerCall, ...doc('adminAudioClips') }, async (request) => {
    await admin(request);
    return ok(await adminClips(ctx, parse(adminClipsQuery, request.query, 'query')));
  });
  app.delete<{ Params: { clipId: string } }>(
    '/admin/audio/clips/:clipId',
    { ...learnerCall, ...doc('adminWithdrawClip'), bodyLimit: BODY_LIMIT },
    async (request) => ok(await withdrawClip(ctx, clipStorage, await admin(request), request.params.clipId)),
  );
  app.get('/admin/settings', { ...learnerCall, ...doc('adminSettings') }, async (request) => {
    await admin(request);
    return ok(options.adminSettings);
  });
  app.get('/admin/reports', { ...learnerCall, ...doc('adminReports') }, async (request) => {
    await admin(request);
    return ok(await adminReports(ctx, parse(adminReportsQuery, request.query, 'query')));
  });
  app.post<{ Params: { reportId: string } }>(
    '/admin/reports/:reportId',
    { ...learnerCall, ...doc('adminReportDecision'), bodyLimit: BODY_LIMIT },
    async (request) => {
      const who = await admin(request);
      return ok(await decideReport(ctx, who, request.params.reportId, parse(reportDecisionSchema, request.body)));
    },
  );
  app.get('/admin/audit', { ...learnerCall, ...doc('adminAudit') }, async (request) => {
    await admin(request);
    const query = parse(auditQuery, request.query, 'query');
    return ok(await readAuditLog(ctx.db, { ...query, limit: query.limit ?? 100 }));
  });
  app.get('/admin/analytics', { ...learnerCall, ...doc('adminAnalytics') }, async (request) => {
    await admin(request);
    return ok(await adminAnalytics(ctx));
  });
}
