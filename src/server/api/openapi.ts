import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Server } from 'node:http';
import { z } from 'zod';
import { completionSchema } from '../../shared/completion-request.ts';
import { heartLossSchema } from '../../shared/heart-loss-request.ts';
import { adminReportsQuery, reportDecisionSchema, reportSchema } from '../../shared/report-request.ts';
import { languagesQuery, learnersQuery } from './queries.ts';
import { practiceAnswersSchema, practiceFinishSchema } from '../practice/schemas.ts';
import { clipReviewBody, clipUploadQuery } from '../audio/clips.ts';

type Json = Record<string, unknown>;

/** A zod schema as the JSON Schema (2020-12) of what a client sends. */
const input = (schema: z.ZodType): Json => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return json;
};

const envelope = (data: Json, description: string): Json => ({
  description,
  type: 'object',
  required: ['success', 'data', 'error'],
  properties: { success: { const: true }, data, error: { type: 'null' } },
});

const failure = (codes: readonly string[], description: string): Json => ({
  description,
  type: 'object',
  required: ['success', 'data', 'error', 'code'],
  properties: {
    success: { const: false },
    data: { type: 'null' },
    error: { type: 'string', description: 'The text the client shows (spec 000 §8).' },
    code: { enum: [...codes] },
  },
});

const object: Json = { type: 'object' };
const list: Json = { type: 'array', items: { type: 'object' } };

// Every route can meet these: a repeated query parameter, the rate limit, a failure, a restart.
const common = {
  400: ['invalid_query', 'invalid_body', 'invalid_field'],
  429: ['rate_limited'],
  500: ['server_error'],
  503: ['shutting_down'],
} as const;

interface RouteDoc {
  summary: string;
  /** The rule the route applies, when the summary cannot say it. */
  description?: string;
  data: Json;
  learner?: boolean;
  errors?: Partial<Record<number, readonly string[]>>;
  params?: readonly string[];
  querystring?: Json;
  body?: Json;
  /** The media type of a success that is not JSON (a recording). */
  binary?: string;
}

/** The route's schema for the OpenAPI document: parameters, body, answers and error codes. */
export function routeSchema(doc: RouteDoc): FastifySchema {
  const errors: Record<number, string[]> = {};
  const add = (status: number, codes: readonly string[]) => (errors[status] = [...(errors[status] ?? []), ...codes]);
  for (const [status, codes] of Object.entries(common)) add(Number(status), codes);
  if (doc.learner) {
    add(401, ['unauthorized']);
    add(400, ['invalid_field']);
  }
  if (doc.body) {
    add(413, ['too_large']);
    add(415, ['unsupported_media_type']);
  }
  for (const [status, codes] of Object.entries(doc.errors ?? {})) add(Number(status), codes ?? []);
  const response: Json = {
    200: doc.binary
      ? {
          description: `Success: the bytes (${doc.binary}).`,
          content: { [doc.binary]: { schema: { type: 'string', format: 'binary' } } },
        }
      : envelope(doc.data, 'Success: the answer in `data`.'),
  };
  for (const [status, codes] of Object.entries(errors))
    response[status] = failure([...new Set(codes)], `Failure: ${[...new Set(codes)].join(', ')}`);
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.learner ? { security: [{ bearer: [] }] } : {}),
    ...(doc.params
      ? {
          params: {
            type: 'object',
            required: [...doc.params],
            properties: Object.fromEntries(doc.params.map((p) => [p, { type: 'string' }])),
          },
        }
      : {}),
    ...(doc.querystring ? { querystring: doc.querystring } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    response,
  } as FastifySchema;
}

const timeZone: Json = {
  type: 'object',
  properties: { timeZone: { type: 'string', description: 'IANA time zone of the learner (default UTC)' } },
};

/** What each /api route documents, keyed by method and path. */
export const apiDocs = {
  languages: { summary: 'All languages', data: list, querystring: input(languagesQuery) },
  language: { summary: 'One language', data: object, params: ['code'], errors: { 404: ['language_not_found'] } },
  courses: {
    summary: 'The courses of a language',
    data: list,
    params: ['code'],
    errors: { 404: ['language_not_found'] },
  },
  course: {
    summary: 'A course with its units and lessons',
    data: object,
    params: ['code', 'courseId'],
    errors: { 404: ['language_not_found', 'course_not_found'] },
  },
  lesson: { summary: 'One lesson', data: object, params: ['lessonId'], errors: { 404: ['lesson_not_found'] } },
  enroll: {
    summary: 'Enrol the learner in a language (no body, or an empty one)',
    data: object,
    learner: true,
    params: ['code'],
    errors: { 404: ['language_not_found'], 409: ['language_coming_soon'] },
  },
  enrolled: {
    summary: "The learner's languages with their progress",
    data: list,
    learner: true,
    querystring: timeZone,
  },
  overview: { summary: "The learner's progress in every language", data: object, learner: true, querystring: timeZone },
  languageProgress: {
    summary: "The learner's progress in one language",
    data: object,
    learner: true,
    params: ['code'],
    querystring: timeZone,
    errors: { 404: ['language_not_found'] },
  },
  complete: {
    summary: 'Record a lesson completion (idempotent per completionId); data.xpEarned is the XP the server awarded',
    description:
      "missedQuestions (optional) lists the positions of the quiz questions answered wrong on the first try; each becomes a review item read from the lesson's content, kept once per learner, also when the lesson was completed before; a position the lesson no longer has is ignored.",
    data: object,
    learner: true,
    body: input(completionSchema),
    errors: { 404: ['language_not_found', 'lesson_not_found'], 409: ['lesson_locked', 'completion_conflict'] },
  },
  heartLoss: {
    summary: 'Record a heart lost at a wrong checked answer in a lesson (idempotent per lossId)',
    description:
      "Applied as it happens on the learner's local day of lostAt in timeZone: the day's refill first (a new day refills to 5), then one heart less, down to 0; a loss dated before the day the hearts were last counted for takes nothing (they have refilled since). attemptId is the completionId the lesson's completion will carry: that completion then charges only its mistakes beyond the losses recorded here, so no mistake costs two hearts. A loss whose attempt is already completed, or in a lesson whose mistakes cost no heart (memory game, reading lessons), is recorded with counts false and takes nothing. A lostAt more than 5 minutes ahead of the server or more than 30 days ago is refused. A replayed lossId changes nothing and answers alreadyRecorded true. data: {lossId, language, lessonId, counts, alreadyRecorded, progress}.",
    data: object,
    learner: true,
    params: ['language'],
    body: input(heartLossSchema),
    errors: { 404: ['language_not_found', 'lesson_not_found'], 409: ['loss_conflict'] },
  },
  practice: {
    summary: "The learner's review items and cards in a language, to build practice sessions offline",
    description:
      'data: {language, dueCount, newCount, nextDue, items, cards, seed}. dueCount and newCount are the due and new cards a session started now would ask (practiceCounts: at most 12 in all, at most 3 new, one direction per word), so their sum is the header\'s "to practise"; nextDue is the earliest due time of the learner\'s cards. items are the review items the learner has earned (each word once they completed the lesson that teaches it, the sentences of completed sentence lessons, the quiz questions they missed); cards are their FSRS cards ({itemId, direction, card}); seed feeds practiceSession. A recalled word of a language with tone marks or dots (Yoruba, Igbo) may carry neighbours: the real words spelt like it but for those marks, {word, meaning}, meaning null when the word is attested without a meaning to show or is another spelling of the item (never offered as a wrong spelling).',
    data: object,
    learner: true,
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  practiceStats: {
    summary: "The learner's practice figures in a language, for the profile",
    description:
      'data: {language, wordsLearned, dueCount, newCount, strong, reviewsByDay}. wordsLearned counts items with a reviewed card; dueCount and newCount are those of GET /practice/{language} (what a session started now would ask); strong the items with a card whose FSRS stability is at least 21 days; reviewsByDay the reviews of each of the last 30 local days, oldest first.',
    data: object,
    learner: true,
    params: ['language'],
    querystring: timeZone,
    errors: { 404: ['language_not_found'] },
  },
  practiceAnswers: {
    summary:
      'Record a batch of 1 to 50 practice answers (idempotent per answer id); the server grades and schedules each card',
    description:
      "Answers are applied in answeredAt order with the domain rules (gradeAnswer: easy only for a typed recall, flagged typed: true, that was fast for its word; then FSRS review); a card the learner has no card for yet starts as a new card, and a card an answer reaches late (older than its last review) is rebuilt from its whole history. An answer id already stored is skipped (counted in data.replayed). An answeredAt more than 5 minutes ahead of the server or more than 30 days ago is refused, and so is an item the learner does not practise (code unknown_items, every such item listed). data: {accepted, replayed, cards, dueCount}; dueCount is GET /practice/{language}'s after the batch.",
    data: object,
    learner: true,
    params: ['language'],
    body: input(practiceAnswersSchema),
    errors: { 400: ['unknown_items'], 404: ['language_not_found'] },
  },
  practiceFinish: {
    summary:
      'Finish a practice session (idempotent per sessionId): earns XP, counts for the streak and restores one heart',
    description:
      'The session counts the answers it names that the server holds and no other session counted (answered; correct = right or slip). With at least one answer it earns practiceXp = min(20, correct × 1 + 5), counts for the daily streak on the local day of finishedAt in timeZone (as a lesson does), and restores one heart up to the maximum of 5 (after the daily refill). A session with no counted answer earns nothing. Every named answer must have been sent before (else 409 answers_missing, and the session may be finished once they are). A replayed sessionId adds nothing and answers what the first call earned, with alreadyFinished true.',
    data: object,
    learner: true,
    params: ['language'],
    body: input(practiceFinishSchema),
    errors: { 404: ['language_not_found'], 409: ['session_conflict', 'answers_missing'] },
  },
  report: {
    summary: 'Report a problem with a lesson or a practice item to the authors (idempotent per reportId)',
    description:
      "Names exactly one of lessonId (a published lesson of the language) and itemId (a practice item id of the language: a word, a sentence or a quiz question). reason is answer-should-be-accepted, audio-wrong, text-mistake or other; givenAnswer and expectedAnswers are what the exercise showed, contentVersion the lesson's lastModified or the vocabulary file's version the learner saw, comment at most 500 characters. A replayed reportId from the same learner stores nothing more and answers alreadyRecorded true; another learner's reportId is refused (409). At most 30 reports per learner per hour (API_RATE_LIMIT_REPORTS). A learner never sees another learner's reports. data: {report, alreadyRecorded}.",
    data: object,
    learner: true,
    body: input(reportSchema),
    errors: { 404: ['language_not_found', 'lesson_not_found', 'item_not_found'], 409: ['report_conflict'] },
  },
  myReports: {
    summary: "The learner's own reports, newest first (at most 100), with the authors' decision",
    description:
      'data: [{reportId, language, lessonId, itemId, exerciseKind, reason, label, status, createdAt, resolvedAt, note}]; status is open, resolved or dismissed.',
    data: list,
    learner: true,
  },
  profile: { summary: "The learner's User record", data: object, learner: true, querystring: timeZone },
  me: { summary: 'Who the token belongs to', data: object, learner: true },
  adminStats: { summary: 'Dashboard counts (admin role)', data: object, learner: true, errors: { 403: ['forbidden'] } },
  adminContent: { summary: 'Lesson files (admin role)', data: list, learner: true, errors: { 403: ['forbidden'] } },
  adminUsers: {
    summary: 'Learners, searchable and paged (admin role)',
    data: object,
    learner: true,
    querystring: input(learnersQuery),
    errors: { 403: ['forbidden'] },
  },
  adminSettings: {
    summary: "The server's configuration (admin role)",
    data: object,
    learner: true,
    errors: { 403: ['forbidden'] },
  },
  adminReports: {
    summary: "Learners' reports grouped by lesson or practice item, newest first (admin role)",
    description:
      'Filtered by language, exercise kind and status (all when omitted). data: [{language, lessonId, itemId, label, exerciseKinds, count, openCount, answers: [{answer, count}], expectedAnswers, newestAt, reports}]; answers are the distinct answers learners gave, most given first.',
    data: list,
    learner: true,
    querystring: input(adminReportsQuery),
    errors: { 403: ['forbidden'] },
  },
  adminReportDecision: {
    summary: 'Resolve, dismiss or reopen a report, with an optional note for the learner (admin role)',
    data: object,
    learner: true,
    params: ['id'],
    body: input(reportDecisionSchema),
    errors: { 403: ['forbidden'], 404: ['report_not_found'] },
  },
  adminAnalytics: {
    summary: 'Completions per day and per lesson type (admin role)',
    data: object,
    learner: true,
    errors: { 403: ['forbidden'] },
  },
  audioPrompts: {
    summary:
      'What the learner can record in a language: whether they declared they speak it, whether they review it, and the prompts without an approved recording',
    description:
      "data: {language, speaker, reviewer, prompts}; each prompt is {prompt, kind, key, text, meaning, pronunciation, url}: vocabulary words in course order first, then conversations. prompt is '<kind>/<key>' and url the spec's /audio/ URL an approved recording is served at.",
    data: object,
    learner: true,
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  audioRecordings: {
    summary: "A language's approved community recordings, one per prompt (the newest), for the lesson players",
    description:
      "data: [{kind, key, text, url, credit}]; url is the spec's /audio/ URL the recording is served at, credit reads 'Recorded by <name> (CC BY-SA 4.0)'.",
    data: list,
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  audioSpeaker: {
    summary: 'Declare that the learner speaks the language (no body; once is enough)',
    data: object,
    learner: true,
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  audioUpload: {
    summary: 'Contribute a recording of a prompt: the body is the MP3 itself (Content-Type audio/mpeg, at most 512 KB)',
    description:
      'The bytes are parsed, not trusted: an MP3 (MPEG layer 3), mono, 0.3 to 15 s, else 422 (not_mp3, not_mono, too_short, too_long). The query names the prompt, the credit name (1 to 60 characters) and the licence, which must be CC-BY-SA-4.0. Only a learner who declared they speak the language may contribute (403 not_a_speaker). The clip starts pending; data is the clip.',
    data: object,
    learner: true,
    params: ['language'],
    querystring: input(clipUploadQuery),
    body: { type: 'string', format: 'binary', description: 'The recording (audio/mpeg)' },
    errors: {
      403: ['not_a_speaker'],
      404: ['language_not_found', 'prompt_not_found'],
      415: ['unsupported_media_type'],
      422: ['not_mp3', 'not_mono', 'too_short', 'too_long'],
    },
  },
  audioPending: {
    summary:
      'Pending recordings of a language the caller may review: not their own and not yet reviewed by them (admins and reviewers of the language)',
    data: list,
    learner: true,
    params: ['language'],
    errors: { 403: ['forbidden'], 404: ['language_not_found'] },
  },
  audioMine: {
    summary: "The learner's own recordings, newest first, with their state and any rejection reasons",
    data: list,
    learner: true,
  },
  audioClip: {
    summary: "A recording's bytes, for its contributor and for admins and reviewers of its language",
    data: object,
    binary: 'audio/mpeg',
    learner: true,
    params: ['clipId'],
    errors: { 403: ['forbidden'], 404: ['clip_not_found'] },
  },
  audioRemove: {
    summary:
      'Withdraw a recording (its speaker, in any state) or remove one (an admin); its bytes and reviews go with it',
    data: object,
    learner: true,
    params: ['clipId'],
    errors: { 403: ['forbidden'], 404: ['clip_not_found'] },
  },
  audioReview: {
    summary: 'Approve or reject a pending recording (a rejection names a reason)',
    description:
      'One admin decides a clip alone; otherwise two reviewers agreeing approve or reject it. Contributors cannot review their own clips (403 own_clip), and each person reviews a clip once (409 already_reviewed); a decided clip takes no more verdicts (409 already_decided). data: {id, state, reviews}.',
    data: object,
    learner: true,
    params: ['clipId'],
    body: input(clipReviewBody),
    errors: { 403: ['forbidden', 'own_clip'], 404: ['clip_not_found'], 409: ['already_reviewed', 'already_decided'] },
  },
} satisfies Record<string, RouteDoc>;

const registered = new WeakMap<Server, string[]>();

/** The /api routes a server registered, as 'METHOD /api/path' (what the OpenAPI document must cover). */
export function registeredApiRoutes(server: Server): readonly string[] {
  return registered.get(server) ?? [];
}

/**
 * Registers the OpenAPI 3.1 document of the API, generated from the routes' own schemas, at /api/openapi.json.
 * The schemas describe the routes; zod stays the validator (parse in http.ts), so Fastify neither validates nor
 * serialises with them.
 */
export async function openApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: string[] = [];
  registered.set(app.server, routes);
  app.addHook('onRoute', (route) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lugha API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {success, data, error}; a failure adds a machine-readable `code` and puts its human-readable text in `error`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
