import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => stamp('created_at').notNull().defaultNow();

/** Accounts, in the shape Supabase Auth keeps them, so hosted and embedded users look alike. */
export const users = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey(),
    aud: text('aud').notNull().default('authenticated'),
    role: text('role').notNull().default('authenticated'),
    email: text('email'),
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: stamp('email_confirmed_at'),
    confirmationSentAt: stamp('confirmation_sent_at'),
    invitedAt: stamp('invited_at'),
    recoverySentAt: stamp('recovery_sent_at'),
    emailChange: text('email_change'),
    emailChangeSentAt: stamp('email_change_sent_at'),
    lastSignInAt: stamp('last_sign_in_at'),
    appMetadata: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    userMetadata: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    bannedUntil: stamp('banned_until'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    createdAt: created(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_users_email_key').on(t.email)],
);

/** One row per way a user signs in: the e-mail identity, Google, Apple. */
export const identities = pgTable(
  'auth_identities',
  {
    id: uuid('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull(),
    email: text('email'),
    lastSignInAt: stamp('last_sign_in_at'),
    createdAt: created(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_identities_provider_key').on(t.provider, t.providerId),
    index('auth_identities_user_idx').on(t.userId),
  ],
);

/** A signed-in device; every access token names one, and deleting it ends that sign-in. */
export const sessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    methodAt: stamp('method_at').notNull(),
    /** 'aal2' once a second factor was verified in this session (src/server/auth/mfa.ts), else 'aal1'. */
    aal: text('aal').notNull().default('aal1'),
    /** The factor that raised the session to aal2, and when. */
    factorId: uuid('factor_id'),
    factorVerifiedAt: stamp('factor_verified_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: created(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens are stored only as SHA-256 hashes. The token itself is an HMAC of (session, counter),
 * so the server can hand the active token out again when its parent is replayed.
 */
export const refreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    counter: integer('counter').notNull(),
    tokenHash: text('token_hash').notNull(),
    parentId: uuid('parent_id'),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: created(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_refresh_tokens_hash_key').on(t.tokenHash),
    index('auth_refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Mailed links and codes: confirmation, recovery and e-mail change. Only hashes are kept. */
export const oneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').notNull(),
    tokenHash: text('token_hash').notNull(),
    relatesTo: text('relates_to').notNull(),
    flowStateId: uuid('flow_state_id'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('auth_one_time_tokens_hash_key').on(t.tokenHash),
    index('auth_one_time_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Second factors (TOTP) of an account, as Supabase Auth's `mfa_factors`. The TOTP secret is kept as Supabase Auth
 * keeps it by default, in the clear: the codes it makes are worth nothing without the account's password.
 */
export const mfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull().default(''),
    factorType: text('factor_type').notNull(),
    /** 'unverified' until a first code is verified, then 'verified'. */
    status: text('status').notNull(),
    secret: text('secret').notNull(),
    /** The TOTP time step of the last code accepted: a code of this step or earlier is refused (no replay). */
    lastUsedStep: integer('last_used_step'),
    /** Wrong codes since `failedSince`, over all challenges: past the limit the factor waits (src/server/auth/mfa.ts). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failedSince: stamp('failed_since'),
    lastChallengedAt: stamp('last_challenged_at'),
    createdAt: created(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_mfa_factors_name_key').on(t.userId, t.friendlyName)],
);

/** A challenge of a factor: verified once, from the address that asked for it, within its lifetime. */
export const mfaChallenges = pgTable(
  'auth_mfa_challenges',
  {
    id: uuid('id').primaryKey(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** Wrong codes tried against this challenge; past the limit it is removed. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('auth_mfa_challenges_factor_idx').on(t.factorId)],
);

/** A PKCE or OAuth flow in progress: its challenge, and once done the one-use auth code. */
export const flowStates = pgTable(
  'auth_flow_states',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    authCode: uuid('auth_code'),
    codeChallenge: text('code_challenge'),
    codeChallengeMethod: text('code_challenge_method'),
    providerType: text('provider_type').notNull(),
    providerAccessToken: text('provider_access_token'),
    providerRefreshToken: text('provider_refresh_token'),
    authenticationMethod: text('authentication_method').notNull(),
    redirectTo: text('redirect_to'),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    createdAt: created(),
    authCodeIssuedAt: stamp('auth_code_issued_at'),
  },
  (t) => [uniqueIndex('auth_flow_states_code_key').on(t.authCode)],
);

/** Fixed-window request counters shared by every server that uses this database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: stamp('reset_at').notNull(),
});

/** The catalogue, synced from content/ at start; rows that leave content are marked retired, never deleted. */
export const catalogueLanguages = pgTable('catalogue_languages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  retiredAt: stamp('retired_at'),
  syncedAt: stamp('synced_at').notNull().defaultNow(),
});

export const catalogueLessons = pgTable(
  'catalogue_lessons',
  {
    language: text('language').notNull(),
    id: text('id').notNull(),
    level: integer('level').notNull(),
    unit: integer('unit').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    retiredAt: stamp('retired_at'),
    syncedAt: stamp('synced_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.id] })],
);

export const catalogueAchievements = pgTable('catalogue_achievements', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  retiredAt: stamp('retired_at'),
  syncedAt: stamp('synced_at').notNull().defaultNow(),
});

// Product tables name users without a foreign key: in hosted mode the accounts live in Supabase, not here.

/** A learner's enrolment in a language; enrolling twice keeps the first date. */
export const enrollments = pgTable(
  'enrollments',
  {
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    enrolledAt: stamp('enrolled_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] })],
);

/**
 * Every accepted lesson completion, once per learner and lesson. The client-made id makes a replayed
 * request recognisable; the (user, language, lesson) key makes a second completion add nothing.
 */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    lessonId: text('lesson_id').notNull(),
    score: integer('score').notNull(),
    timeSpent: integer('time_spent').notNull(),
    attempts: integer('attempts').notNull(),
    mistakes: integer('mistakes').notNull(),
    hintsUsed: integer('hints_used').notNull(),
    culturalEngagement: integer('cultural_engagement'),
    xpEarned: integer('xp_earned').notNull(),
    bonusXp: integer('bonus_xp').notNull(),
    unlockedAchievements: jsonb('unlocked_achievements').$type<string[]>().notNull().default([]),
    localDate: text('local_date').notNull(),
    timeZone: text('time_zone').notNull(),
    completedAt: stamp('completed_at').notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_completions_once_key').on(t.userId, t.language, t.lessonId),
    index('lesson_completions_received_idx').on(t.receivedAt),
  ],
);

/** The per-language progress record of docs/product/lessons.md §3, kept whole as the domain computes it. */
export const languageProgress = pgTable(
  'language_progress',
  {
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] })],
);

/**
 * A learner's spaced-review card for one item in one direction (domain ReviewCard), as the server last scheduled it.
 * The language is kept beside the item id so a language's cards are read without parsing ids.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    itemId: text('item_id').notNull(),
    direction: text('direction').notNull(),
    due: stamp('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: text('state').notNull(),
    lastReview: stamp('last_review'),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId, t.direction] }),
    index('review_cards_language_idx').on(t.userId, t.language),
  ],
);

/**
 * Every practice answer the server applied to a card (domain ReviewLog). The client-made answer id makes a replayed
 * batch recognisable; a finished session claims its answers (session_id), so each answer counts for one session.
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    itemId: text('item_id').notNull(),
    direction: text('direction').notNull(),
    answerId: uuid('answer_id').notNull(),
    grade: text('grade').notNull(),
    responseMs: integer('response_ms').notNull(),
    reviewedAt: stamp('reviewed_at').notNull(),
    previousState: text('previous_state').notNull(),
    previousDue: stamp('previous_due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    due: stamp('due').notNull(),
    sessionId: uuid('session_id'),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_logs_answer_key').on(t.userId, t.answerId),
    index('review_logs_reviewed_idx').on(t.userId, t.language, t.reviewedAt),
  ],
);

/**
 * A quiz question a learner answered wrong on the first try, once per learner and question: it becomes a review item
 * (domain MissedQuizAnswer). The item id, '<language>:quiz:<question text key>', is read back in the content; the lesson
 * and the time record where and when it was first missed.
 */
export const missedQuizAnswers = pgTable(
  'missed_quiz_answers',
  {
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    itemId: text('item_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    missedAt: stamp('missed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language, t.itemId] })],
);

/** A finished practice session, once per client-made session id: what it earned, so a replay earns nothing more. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
    xpEarned: integer('xp_earned').notNull(),
    heartsRestored: integer('hearts_restored').notNull(),
    localDate: text('local_date').notNull(),
    timeZone: text('time_zone').notNull(),
    finishedAt: stamp('finished_at').notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [index('practice_sessions_user_idx').on(t.userId, t.language)],
);

/**
 * A heart lost at a wrong checked answer, recorded as it happens, once per client-made id. attemptId is the
 * completion id the lesson's completion will carry: the completion charges only the mistakes whose loss does not count
 * here (src/domain/hearts.ts mistakesStillOwed). counts is false for a loss that took nothing because the completion of
 * its attempt was already recorded or its lesson costs no hearts.
 */
export const heartLosses = pgTable(
  'heart_losses',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    lessonId: text('lesson_id').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    counts: boolean('counts').notNull(),
    localDate: text('local_date').notNull(),
    timeZone: text('time_zone').notNull(),
    lostAt: stamp('lost_at').notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [index('heart_losses_attempt_idx').on(t.attemptId, t.userId)],
);

/** PostgreSQL's bytea as a Buffer: the bytes of a recording. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A recording a learner contributed for one prompt (kind + key, as in the audio manifest). Its bytes are kept here
 * through the clip storage (src/server/audio/storage.ts), so every server on this database shares them.
 */
export const audioClips = pgTable(
  'audio_clips',
  {
    id: uuid('id').primaryKey(),
    language: text('language').notNull(),
    kind: text('kind').notNull(),
    promptKey: text('prompt_key').notNull(),
    contributorId: uuid('contributor_id').notNull(),
    creditName: text('credit_name').notNull(),
    licence: text('licence').notNull(),
    mime: text('mime').notNull(),
    durationMs: integer('duration_ms').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes'),
    state: text('state').notNull().default('pending'),
    createdAt: created(),
    decidedAt: stamp('decided_at'),
  },
  (t) => [
    index('audio_clips_prompt_idx').on(t.language, t.kind, t.promptKey, t.state),
    index('audio_clips_state_idx').on(t.state, t.language),
    index('audio_clips_contributor_idx').on(t.contributorId),
  ],
);

/** One reviewer's verdict on a clip, once per reviewer; whether it was given as an admin decides its weight. */
export const clipReviews = pgTable(
  'clip_reviews',
  {
    clipId: uuid('clip_id')
      .notNull()
      .references(() => audioClips.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').notNull(),
    verdict: text('verdict').notNull(),
    reason: text('reason'),
    asAdmin: boolean('as_admin').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.clipId, t.reviewerId] })],
);

/** A learner's one-time declaration that they speak a language, which opens its contribute page to them. */
export const audioSpeakers = pgTable(
  'audio_speakers',
  {
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    declaredAt: stamp('declared_at').notNull().defaultNow(),
    /** The variety the speaker names (one of the language's `varieties` in content), their age range and gender: all optional. */
    variety: text('variety'),
    ageRange: text('age_range'),
    gender: text('gender'),
    /** The credit name and licence the speaker last chose, offered again on their next visit (null: not yet chosen). */
    credit: text('credit'),
    licence: text('licence'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] })],
);

/** The reviewer role of a learner for one language, granted by an admin (Users tab or the admin CLI). */
export const audioReviewers = pgTable(
  'audio_reviewers',
  {
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    grantedAt: stamp('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] })],
);

/**
 * A prompt a speaker skipped on the contribute page: it is not offered to them again, on any device. A prompt they
 * sent is not offered again either, which their clips already record.
 */
export const audioPromptSkips = pgTable(
  'audio_prompt_skips',
  {
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    promptKey: text('prompt_key').notNull(),
    skippedAt: stamp('skipped_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language, t.promptKey] })],
);

/**
 * Problems learners report with an exercise or a lesson (a refused answer, wrong audio, a text mistake), queued for
 * the authors. The id is made by the device, so a report replayed from the offline queue is stored once.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    language: text('language').notNull(),
    /** The lesson reported, or null for a practice item. */
    lessonId: text('lesson_id'),
    /** The practice item reported, or null for a lesson. */
    itemId: text('item_id'),
    exerciseKind: text('exercise_kind').notNull(),
    reason: text('reason').notNull(),
    givenAnswer: text('given_answer'),
    expectedAnswers: jsonb('expected_answers').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    /** The lesson's lastModified or the vocabulary file's version the learner saw. */
    contentVersion: text('content_version'),
    /** A label of the exercise the learner saw (the prompt or question), for the authors' queue. */
    prompt: text('prompt'),
    createdAt: created(),
    status: text('status').notNull().default('open'),
    resolverNote: text('resolver_note'),
    resolvedAt: stamp('resolved_at'),
    resolvedBy: uuid('resolved_by'),
  },
  (t) => [
    index('content_reports_user_idx').on(t.userId, t.createdAt),
    index('content_reports_status_idx').on(t.status, t.language, t.createdAt),
  ],
);

/**
 * The ES256 keys access tokens are signed with (see src/server/auth/signing-keys.ts): one `current` key signs,
 * `previous` keys still verify until `retires_at` (no token they signed can be alive after it), then they are `retired`
 * and their private half is wiped.
 */
export const authSigningKeys = pgTable(
  'auth_signing_keys',
  {
    kid: text('kid').primaryKey(),
    /** The private JWK; null once the key is retired. */
    privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>(),
    state: text('state').notNull(),
    createdAt: created(),
    rotatedAt: stamp('rotated_at'),
    retiresAt: stamp('retires_at'),
  },
  (t) => [
    uniqueIndex('auth_signing_keys_one_current')
      .on(t.state)
      .where(sql`${t.state} = 'current'`),
  ],
);

/** Auth events kept for the admins (src/server/auth/audit.ts): who did what to which account, from where; never a secret. */
export const authAuditLog = pgTable(
  'auth_audit_log',
  {
    id: uuid('id').primaryKey(),
    createdAt: created(),
    event: text('event').notNull(),
    userId: uuid('user_id'),
    /** Who acted: 'user' (the account itself), 'admin:<id>', 'service_role', 'cli' or 'server'. */
    actor: text('actor').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('auth_audit_log_created_idx').on(t.createdAt),
    index('auth_audit_log_event_idx').on(t.event, t.createdAt),
    index('auth_audit_log_user_idx').on(t.userId, t.createdAt),
  ],
);
