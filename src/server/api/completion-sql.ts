// The statements of a completion batch (completion-queue.ts). Their text is fixed whatever the batch's size: each
// list travels as one JSON parameter, unpacked by jsonb_to_recordset, so PostgreSQL prepares each statement once per
// connection. They name the columns of schema.ts (language_progress, lesson_completions, enrollments) and must
// follow it (heart_losses too, for LOST_HEARTS).
import type { NewCompletionRow, StoredCompletion } from './completions.ts';

/**
 * Locks the learners' records, in the order of $1: [{user_id, language}], which the caller sorts, so that two
 * batches sharing learners cannot deadlock. Each record is looked up by its key (LATERAL … LIMIT 1): a join
 * would be planned for the hundred rows PostgreSQL assumes a function returns, and scan the whole table.
 */
export const LOCK_PROGRESS = `
  select p.user_id, p.language, p.progress
  from jsonb_to_recordset($1::jsonb) as k(user_id uuid, language text)
  cross join lateral (
    select p.user_id, p.language, p.progress from language_progress p
    where p.user_id = k.user_id and p.language = k.language
    limit 1 for update
  ) p`;

export interface ProgressRow extends Record<string, unknown> {
  user_id: string;
  language: string;
  progress: Record<string, unknown>;
}

/** Creates missing records. $1: [{user_id, language, progress}]. */
export const CREATE_PROGRESS = `
  insert into language_progress (user_id, language, progress)
  select user_id, language, progress from jsonb_to_recordset($1::jsonb) as v(user_id uuid, language text, progress jsonb)
  on conflict do nothing`;

/**
 * The stored completions with one of the batch's ids, or of one of its learners and lessons, each looked up by its
 * key as in LOCK_PROGRESS. $1: [{id, user_id, language, lesson_id}].
 */
export const KNOWN_COMPLETIONS = `
  select c.id, c.user_id, c.language, c.lesson_id, c.xp_earned, c.bonus_xp, c.unlocked_achievements
  from jsonb_to_recordset($1::jsonb) as k(id uuid, user_id uuid, language text, lesson_id text)
  cross join lateral (
    (select * from lesson_completions c where c.id = k.id limit 1)
    union all
    (select * from lesson_completions c where c.user_id = k.user_id and c.language = k.language and c.lesson_id = k.lesson_id limit 1)
  ) c`;

export interface KnownRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  language: string;
  lesson_id: string;
  xp_earned: number;
  bonus_xp: number;
  unlocked_achievements: string[];
}

export const storedCompletion = (r: KnownRow): StoredCompletion => ({
  id: r.id,
  userId: r.user_id,
  language: r.language,
  lessonId: r.lesson_id,
  xpEarned: r.xp_earned,
  bonusXp: r.bonus_xp,
  unlockedAchievements: r.unlocked_achievements,
});

/**
 * How many of each attempt's hearts were recorded one by one while it was played (heart_losses that count), by
 * completion id and learner. $1: [{id, user_id}].
 */
export const LOST_HEARTS = `
  select k.id, l.lost
  from jsonb_to_recordset($1::jsonb) as k(id uuid, user_id uuid)
  cross join lateral (
    select count(*)::integer as lost from heart_losses h where h.attempt_id = k.id and h.user_id = k.user_id and h.counts
  ) l`;

export interface LostRow extends Record<string, unknown> {
  id: string;
  lost: number;
}

/**
 * Adds the completions and sets the records they changed, in one statement (a data-modifying WITH runs whether or
 * not it is read). $1: completions (completionRecord), $2: [{user_id, language, progress}], $3: now, $4: the user ids of
 * $2, an array (so that the records are found through their key's index, as in LOCK_PROGRESS).
 */
export const WRITE_COMPLETIONS = `
  with progress as (
    update language_progress p set progress = v.progress, updated_at = $3::timestamptz
    from jsonb_to_recordset($2::jsonb) as v(user_id uuid, language text, progress jsonb)
    where p.user_id = any($4::uuid[]) and p.user_id = v.user_id and p.language = v.language
  )
  insert into lesson_completions (id, user_id, language, lesson_id, score, time_spent, attempts, mistakes, hints_used, cultural_engagement,
    xp_earned, bonus_xp, unlocked_achievements, local_date, time_zone, completed_at, received_at)
  select id, user_id, language, lesson_id, score, time_spent, attempts, mistakes, hints_used, cultural_engagement,
    xp_earned, bonus_xp, unlocked_achievements, local_date, time_zone, completed_at, received_at
  from jsonb_to_recordset($1::jsonb) as r(id uuid, user_id uuid, language text, lesson_id text, score integer, time_spent integer,
    attempts integer, mistakes integer, hints_used integer, cultural_engagement integer, xp_earned integer, bonus_xp integer,
    unlocked_achievements jsonb, local_date text, time_zone text, completed_at timestamptz, received_at timestamptz)`;

/** A new completion as WRITE_COMPLETIONS reads it. */
export const completionRecord = (row: NewCompletionRow) => ({
  id: row.id,
  user_id: row.userId,
  language: row.language,
  lesson_id: row.lessonId,
  score: row.score,
  time_spent: row.timeSpent,
  attempts: row.attempts,
  mistakes: row.mistakes,
  hints_used: row.hintsUsed,
  cultural_engagement: row.culturalEngagement ?? null,
  xp_earned: row.xpEarned,
  bonus_xp: row.bonusXp,
  unlocked_achievements: row.unlockedAchievements,
  local_date: row.localDate,
  time_zone: row.timeZone,
  completed_at: row.completedAt,
  received_at: row.receivedAt,
});

/** Enrols learners in the language of their first completion. $1: [{user_id, language}], $2: now. */
export const ENROL = `
  insert into enrollments (user_id, language, enrolled_at)
  select user_id, language, $2::timestamptz from jsonb_to_recordset($1::jsonb) as v(user_id uuid, language text)
  on conflict do nothing`;

/**
 * Records the quiz questions learners missed, once per learner and question: a question missed again, or a completion
 * replayed, keeps the first record. $1: [{user_id, language, item_id, lesson_id, missed_at}] (missedRecords).
 */
export const RECORD_MISSED_QUESTIONS = `
  insert into missed_quiz_answers (user_id, language, item_id, lesson_id, missed_at)
  select user_id, language, item_id, lesson_id, missed_at
  from jsonb_to_recordset($1::jsonb) as m(user_id uuid, language text, item_id text, lesson_id text, missed_at timestamptz)
  on conflict do nothing`;

export interface MissedRecord {
  user_id: string;
  language: string;
  item_id: string;
  lesson_id: string;
  missed_at: string;
}
