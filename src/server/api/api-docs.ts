import { completionSchema } from '../../shared/completion-request.ts';
import { heartLossSchema } from '../../shared/heart-loss-request.ts';
import { adminReportsQuery, reportDecisionSchema, reportSchema } from '../../shared/report-request.ts';
import { auditQuery, languagesQuery, learnersQuery } from './queries.ts';
import { practiceAnswersSchema, practiceFinishSchema } from '../practice/schemas.ts';
import { clipReviewBody, clipUploadQuery } from '../audio/clips.ts';
import { promptSkipBody } from '../audio/prompt-queue.ts';
import { speakerCreditBody } from '../audio/speaker-credit.ts';
import { speakerDetailsBody } from '../audio/speaker-details.ts';
import { adminClipsQuery } from '../audio/admin-clips.ts';
import * as r from './responses.ts';
import * as admin from './responses-admin.ts';
import * as p from './responses-practice.ts';
import { input, list, output, timeZone, type RouteDoc } from './route-schema.ts';

/** POST /api/reports's body: a closed object naming exactly one of lessonId and itemId (400 unknown_variety otherwise). */
function reportBody(): Record<string, unknown> {
  const base = input(reportSchema);
  const { lessonId, itemId, ...shared } = (base['properties'] ?? {}) as Record<string, unknown>;
  const required = (base['required'] ?? []) as string[];
  const naming = (key: string, schema: unknown) => ({
    ...base,
    properties: { ...shared, [key]: schema },
    required: [...required, key],
  });
  return { oneOf: [naming('lessonId', lessonId), naming('itemId', itemId)] };
}

/** What each /api route documents, keyed by method and path. */
export const apiDocs = {
  languages: { summary: 'All languages', data: list(r.apiLanguage), querystring: input(languagesQuery) },
  language: {
    summary: 'One language',
    data: output(r.apiLanguage),
    params: ['code'],
    errors: { 404: ['language_not_found'] },
  },
  courses: {
    summary: 'The courses of a language',
    data: list(r.apiCourse),
    params: ['code'],
    errors: { 404: ['language_not_found'] },
  },
  course: {
    summary: 'A course with its units and lessons',
    data: output(r.apiCourse),
    params: ['code', 'courseId'],
    errors: { 404: ['language_not_found', 'course_not_found'] },
  },
  lesson: {
    summary: 'One lesson',
    data: output(r.apiLesson),
    params: ['lessonId'],
    errors: { 404: ['lesson_not_found'] },
  },
  enroll: {
    summary: 'Enrol the learner in a language (no body, or an empty one)',
    data: output(r.apiEnrollment),
    method: 'POST',
    learner: true,
    params: ['code'],
    errors: { 404: ['language_not_found'], 409: ['language_coming_soon'] },
  },
  enrolled: {
    summary: "The learner's languages with their progress",
    data: list(r.apiEnrolledLanguage),
    learner: true,
    querystring: timeZone,
  },
  overview: {
    summary: "The learner's progress in every language",
    data: output(r.apiOverview),
    learner: true,
    querystring: timeZone,
  },
  languageProgress: {
    summary: "The learner's progress in one language",
    data: output(r.languageProgress),
    learner: true,
    params: ['code'],
    querystring: timeZone,
    errors: { 404: ['language_not_found'] },
  },
  complete: {
    summary: 'Record a lesson completion (idempotent per completionId); data.xpEarned is the XP the server awarded',
    description:
      "missedQuestions (optional) lists the positions of the quiz questions answered wrong on the first try; each becomes a review item read from the lesson's content, kept once per learner, also when the lesson was completed before; a position the lesson no longer has is ignored.",
    data: output(r.completionResponse),
    method: 'POST',
    learner: true,
    body: input(completionSchema),
    errors: { 404: ['language_not_found', 'lesson_not_found'], 409: ['lesson_locked', 'completion_conflict'] },
  },
  heartLoss: {
    summary: 'Record a heart lost at a wrong checked answer in a lesson (idempotent per lossId)',
    description:
      "Applied as it happens on the learner's local day of lostAt in timeZone: the day's refill first (a new day refills to 5), then one heart less, down to 0; a loss dated before the day the hearts were last counted for takes nothing (they have refilled since). attemptId is the completionId the lesson's completion will carry: that completion then charges only its mistakes beyond the losses recorded here, so no mistake costs two hearts. A loss whose attempt is already completed, or in a lesson whose mistakes cost no heart (memory game, reading lessons), is recorded with counts false and takes nothing. A lostAt more than 5 minutes ahead of the server or more than 30 days ago is refused. A replayed lossId changes nothing and answers alreadyRecorded true. data: {lossId, language, lessonId, counts, alreadyRecorded, progress}.",
    data: output(r.heartLossResponse),
    method: 'POST',
    learner: true,
    params: ['language'],
    body: input(heartLossSchema),
    errors: { 404: ['language_not_found', 'lesson_not_found'], 409: ['loss_conflict'] },
  },
  practice: {
    summary: "The learner's review items and cards in a language, to build practice sessions offline",
    description:
      'data: {language, dueCount, newCount, nextDue, items, cards, seed}. dueCount and newCount are the due and new cards a session started now would ask (practiceCounts: at most 12 in all, at most 3 new, one direction per word), so their sum is the header\'s "to practise"; nextDue is the earliest due time of the learner\'s cards. items are the review items the learner has earned (each word once they completed the lesson that teaches it, the sentences of completed sentence lessons, the quiz questions they missed); cards are their FSRS cards ({itemId, direction, card}); seed feeds practiceSession. A recalled word of a language with tone marks or dots (Yoruba, Igbo) may carry neighbours: the real words spelt like it but for those marks, {word, meaning}, meaning null when the word is attested without a meaning to show or is another spelling of the item (never offered as a wrong spelling).',
    data: output(p.practiceState),
    learner: true,
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  practiceStats: {
    summary: "The learner's practice figures in a language, for the profile",
    description:
      'data: {language, wordsLearned, dueCount, newCount, strong, reviewsByDay}. wordsLearned counts items with a reviewed card; dueCount and newCount are those of GET /practice/{language} (what a session started now would ask); strong the items with a card whose FSRS stability is at least 21 days; reviewsByDay the reviews of each of the last 30 local days, oldest first.',
    data: output(p.practiceStats),
    learner: true,
    params: ['language'],
    querystring: timeZone,
    errors: { 404: ['language_not_found'] },
  },
  practiceAnswers: {
    summary:
      'Record a batch of 1 to 50 practice answers (idempotent per answer id); the server grades and schedules each card',
    description:
      "Answers are applied in answeredAt order with the domain rules (gradeAnswer: easy only for a typed recall (from the meaning, or a dictation: typed from the recording), flagged typed: true, that was fast for its word; then FSRS review); a card the learner has no card for yet starts as a new card, and a card an answer reaches late (older than its last review) is rebuilt from its whole history. An answer id already stored is skipped (counted in data.replayed). An answeredAt more than 5 minutes ahead of the server or more than 30 days ago is refused, and so is an item the learner does not practise (code unknown_items, every such item listed). data: {accepted, replayed, cards, dueCount}; dueCount is GET /practice/{language}'s after the batch.",
    data: output(p.practiceAnswersResult),
    method: 'POST',
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
    data: output(p.practiceFinishResult),
    method: 'POST',
    learner: true,
    params: ['language'],
    body: input(practiceFinishSchema),
    errors: { 404: ['language_not_found'], 409: ['session_conflict', 'answers_missing'] },
  },
  profile: { summary: "The learner's User record", data: output(r.apiProfile), learner: true, querystring: timeZone },
  me: { summary: 'Who the token belongs to', data: output(r.caller), learner: true },
  report: {
    summary: 'Report a problem with a lesson or a practice item to the authors (idempotent per reportId)',
    description:
      "Names exactly one of lessonId (a published lesson of the language) and itemId (a practice item id of the language: a word, a sentence, a quiz question or a dialogue line). exerciseKind names what the learner was doing: a practice exercise (recognise, listen, recall, dictation — type what you hear —, tone-choice, match, roleplay), a lesson type, word-bank, lesson-page, or audio-prompt (a prompt to record, reported by a reviewer). reason is answer-should-be-accepted, audio-wrong, text-mistake or other; givenAnswer and expectedAnswers are what the exercise showed, contentVersion the lesson's lastModified the learner saw, comment at most 500 characters. A replayed reportId from the same learner stores nothing more and answers alreadyRecorded true; another learner's reportId is refused (409). At most 30 reports per learner per hour (API_RATE_LIMIT_REPORTS). A learner never sees another learner's reports.",
    data: output(r.reportResponse),
    method: 'POST',
    learner: true,
    body: reportBody(),
    errors: { 404: ['language_not_found', 'lesson_not_found', 'item_not_found'], 409: ['report_conflict'] },
  },
  myReports: {
    summary: "The learner's own reports, newest first (at most 100), with the authors' decision",
    data: list(r.learnerReport),
    learner: true,
  },
  adminStats: {
    summary: 'Dashboard counts (admin role)',
    data: output(admin.adminStats),
    learner: true,
    errors: { 403: ['forbidden', 'mfa_required'] },
  },
  adminContent: {
    summary: 'Lesson files (admin role)',
    data: list(admin.contentItem),
    learner: true,
    errors: { 403: ['forbidden', 'mfa_required'] },
  },
  adminUsers: {
    summary: 'Learners, searchable and paged (admin role)',
    data: output(admin.adminLearnerPage),
    learner: true,
    querystring: input(learnersQuery),
    errors: { 403: ['forbidden', 'mfa_required'] },
  },
  adminReports: {
    summary: "Learners' reports grouped by lesson or practice item, newest first (admin role)",
    description: 'Filtered by language, exercise kind and status (all when omitted).',
    data: list(admin.adminReportGroup),
    learner: true,
    querystring: input(adminReportsQuery),
    errors: { 403: ['forbidden', 'mfa_required'] },
  },
  adminReportDecision: {
    summary: 'Resolve, dismiss or reopen a report, with an optional note for the learner (admin role)',
    data: output(admin.adminReport),
    method: 'POST',
    learner: true,
    params: ['reportId'],
    body: input(reportDecisionSchema),
    errors: { 403: ['forbidden', 'mfa_required'], 404: ['report_not_found'] },
  },
  adminGrantReviewer: {
    summary: 'Make a learner a reviewer of one language (admin role); counts at once and is written to the audit log',
    description: 'Granting a role the learner has changes nothing. data: {userId, reviewerLanguages}.',
    data: output(admin.reviewerRole),
    method: 'PUT',
    learner: true,
    params: ['userId', 'language'],
    errors: { 403: ['forbidden', 'mfa_required'], 404: ['user_not_found', 'language_not_found'] },
  },
  adminRemoveReviewer: {
    summary: "Take a learner's reviewer role of one language away (admin role); written to the audit log",
    description: 'Removing a role the learner does not have changes nothing. data: {userId, reviewerLanguages}.',
    data: output(admin.reviewerRole),
    method: 'DELETE',
    learner: true,
    params: ['userId', 'language'],
    errors: { 403: ['forbidden', 'mfa_required'], 404: ['user_not_found', 'language_not_found'] },
  },
  adminAudioClips: {
    summary:
      'Community recordings, newest first, 20 a page, filtered by language, state, speaker and variety (admin role)',
    description:
      'speaker matches part of the credit name, or an account id; an unknown language, state or variety is 400 invalid_field.',
    data: output(admin.adminClipPage),
    learner: true,
    querystring: input(adminClipsQuery),
    errors: { 400: ['unknown_language', 'unknown_variety'], 403: ['forbidden', 'mfa_required'] },
  },
  adminWithdrawClip: {
    summary:
      'Withdraw a recording (admin role): it is no longer served, and the withdrawal is written to the audit log',
    data: output(admin.clipWithdrawn),
    method: 'DELETE',
    learner: true,
    params: ['clipId'],
    errors: { 403: ['forbidden', 'mfa_required'], 404: ['clip_not_found'] },
  },
  adminSettings: {
    summary: "The server's configuration (admin role)",
    data: output(admin.adminSettings),
    learner: true,
    errors: { 403: ['forbidden', 'mfa_required'] },
  },
  adminAudit: {
    summary:
      'Auth events, newest first: sign-ups, sign-ins and failures, refresh-token reuse, role and password changes, deleted users, key rotations, second factors and reauthentication codes (admin role)',
    description:
      'Filtered by event and account (all when omitted), at most limit (default 100, at most 1000). Events older than AUTH_AUDIT_RETENTION_DAYS are deleted; detail never holds a password or token.',
    data: list(admin.auditEntry),
    learner: true,
    querystring: input(auditQuery),
    errors: { 403: ['forbidden', 'mfa_required'] },
  },
  adminAnalytics: {
    summary: 'Completions per day and per lesson type (admin role)',
    data: output(admin.adminAnalytics),
    learner: true,
    errors: { 403: ['forbidden', 'mfa_required'] },
  },
  audioPrompts: {
    summary:
      'What the learner can record in a language: whether they declared they speak it, whether they review it, and the prompts without an approved recording',
    description:
      "data: {language, speaker, reviewer, prompts, progress}; each prompt is {prompt, kind, key, text, meaning, pronunciation, url, speaker?}, prompt being '<kind>/<key>' and url the spec's /audio/ URL an approved recording is served at. A conversation is recorded line by line: its key is '<lesson id>-line-<n>' (n from 1), its text the line, its meaning the translation and whose line it is, and speaker that speaker's name. Prompts with an approved recording, and those the caller sent or skipped, are left out; the rest come by need: first those of the lessons most learners completed, then the earliest lessons. progress counts the words, the conversations all of whose lines, and the conversation lines that have an approved recording.",
    data: output(p.contributionState),
    learner: true,
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  audioSkip: {
    summary: 'Pass over a prompt: it is not offered to the caller again, on any device',
    data: output(p.promptSkipped),
    method: 'POST',
    learner: true,
    params: ['language'],
    body: input(promptSkipBody),
    errors: { 404: ['language_not_found', 'prompt_not_found'] },
  },
  audioReviewSummary: {
    summary:
      'The languages the caller reviews (admin, granted reviewer, or trusted speaker) with the recordings waiting for them',
    data: output(p.reviewSummary),
    learner: true,
  },
  audioRecordings: {
    summary: "A language's approved community recordings, one per prompt (the newest), for the lesson players",
    description:
      "data: [{kind, key, text, url, credit}]; url is the spec's /audio/ URL the recording is served at, versioned by the clip's id ('?v=<clip id>'): that URL never changes its bytes and is cached for a year, so a replaced or withdrawn clip is never heard stale (the list itself is not cached: Cache-Control no-cache). credit reads 'Recorded by <name> (CC BY-SA 4.0)'.",
    data: list(p.recording),
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  audioSpeaker: {
    summary: 'Declare that the learner speaks the language (no body; once is enough)',
    data: output(p.speakerDeclared),
    method: 'POST',
    learner: true,
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  audioSpeakerDetails: {
    summary:
      "Whether the learner declared they speak the language, the details they gave, and the language's varieties",
    data: output(p.speakerDetails),
    learner: true,
    params: ['language'],
    errors: { 404: ['language_not_found'] },
  },
  audioSpeakerDetailsSave: {
    summary: "Remember a speaker's variety, age range and gender (each optional; null clears it)",
    description:
      "The variety must be one of the language's varieties, or 'other' for one not listed (400 unknown_variety otherwise); only a declared speaker has details (403 not_a_speaker). Learners hear the variety beside the credit ('Onitsha speaker'; 'Native speaker' for 'other'); the open dataset keeps all three.",
    data: output(p.speakerDetails),
    method: 'PUT',
    learner: true,
    params: ['language'],
    body: input(speakerDetailsBody),
    errors: { 400: ['unknown_variety'], 403: ['not_a_speaker'], 404: ['language_not_found'] },
  },
  audioSpeakerCreditSave: {
    summary: "Remember a speaker's credit name and licence, offered again on the next visit",
    description:
      'The credit is 1 to 60 visible characters and the licence must be CC-BY-SA-4.0 (400 invalid_field otherwise); only a declared speaker has a credit (403 not_a_speaker). GET /audio/{language}/speaker returns them.',
    data: output(p.speakerDetails),
    method: 'PUT',
    learner: true,
    params: ['language'],
    body: input(speakerCreditBody),
    errors: { 400: ['invalid_field'], 403: ['not_a_speaker'], 404: ['language_not_found'] },
  },
  audioUpload: {
    summary: 'Contribute a recording of a prompt: the body is the MP3 itself (Content-Type audio/mpeg, at most 512 KB)',
    description:
      'The bytes are parsed, not trusted: an MP3 (MPEG layer 3), mono, 0.3 to 15 s, complete to its last frame and, decoded, neither silent, too quiet, clipped nor under 0.5 s of voice, else 422 (not_mp3, not_mono, too_short, too_long, truncated, undecodable, silent, too_quiet, clipped). The query names the prompt, the credit name (1 to 60 characters) and the licence, which must be CC-BY-SA-4.0. Only a learner who declared they speak the language may contribute (403 not_a_speaker). Pending clips have quotas: 409 too_many_pending_takes (CLIP_PENDING_PER_PROMPT takes of one prompt per contributor, default 3), 409 too_many_pending (CLIP_PENDING_PER_CONTRIBUTOR takes in all per contributor, default 50), 409 too_many_pending_bytes (CLIP_PENDING_BYTES_PER_CONTRIBUTOR, default 20MB), 507 pending_storage_full (CLIP_PENDING_BYTES_SITE for the whole site, default 2GB). The clip starts pending; data is the clip.',
    data: output(p.clipSummary),
    method: 'POST',
    learner: true,
    params: ['language'],
    querystring: input(clipUploadQuery),
    body: 'recording',
    errors: {
      403: ['not_a_speaker'],
      404: ['language_not_found', 'prompt_not_found'],
      409: ['too_many_pending_takes', 'too_many_pending', 'too_many_pending_bytes'],
      415: ['unsupported_media_type'],
      422: [
        'not_mp3',
        'not_mono',
        'too_short',
        'too_long',
        'truncated',
        'undecodable',
        'silent',
        'too_quiet',
        'clipped',
      ],
      507: ['pending_storage_full'],
    },
  },
  audioPending: {
    summary:
      'Pending recordings of a language the caller may review: not their own and not yet reviewed by them (admins and reviewers of the language)',
    data: list(p.clipSummary),
    learner: true,
    params: ['language'],
    errors: { 403: ['forbidden'], 404: ['language_not_found'] },
  },
  audioMine: {
    summary: "The learner's own recordings, newest first, with their state and any rejection reasons",
    data: list(p.clipSummary),
    learner: true,
  },
  audioClip: {
    summary: "A recording's bytes, for its contributor and for admins and reviewers of its language",
    binary: 'audio/mpeg',
    learner: true,
    params: ['clipId'],
    errors: { 403: ['forbidden', 'mfa_required'], 404: ['clip_not_found'] },
  },
  audioRemove: {
    summary:
      'Withdraw a recording (its speaker, in any state) or remove one (an admin); its bytes and reviews go with it',
    data: output(p.clipRemoved),
    method: 'DELETE',
    learner: true,
    params: ['clipId'],
    errors: { 403: ['forbidden', 'mfa_required'], 404: ['clip_not_found'] },
  },
  audioReview: {
    summary: 'Approve or reject a pending recording (a rejection names a reason, an approval none)',
    description:
      'One admin decides a clip alone; otherwise two reviewers agreeing approve or reject it. Contributors cannot review their own clips (403 own_clip), and each person reviews a clip once (409 already_reviewed); a decided clip takes no more verdicts (409 already_decided). data: {id, state, reviews}.',
    data: output(p.clipReviewed),
    method: 'POST',
    learner: true,
    params: ['clipId'],
    body: {
      ...input(clipReviewBody),
      // A rejection names its reason, an approval none (400 unknown_variety otherwise).
      if: { properties: { verdict: { const: 'reject' } } },
      then: { required: ['reason'] },
      else: { not: { required: ['reason'] } },
    },
    errors: { 403: ['forbidden', 'own_clip'], 404: ['clip_not_found'], 409: ['already_reviewed', 'already_decided'] },
  },
} satisfies Record<string, RouteDoc>;
