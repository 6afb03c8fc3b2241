import { and, eq } from 'drizzle-orm';
import { reviewItems, type ReviewDirection, type ReviewItem } from '../../domain/index.ts';
import { conversationLineKey } from '../../domain/audio.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { lessonCompletions, missedQuizAnswers } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import { liveAudioKey, liveClips } from '../core/live-clips.ts';

/**
 * The learner's review items in a language, from the content, the lessons they completed and the quiz questions they
 * missed (in content order), with the approved community recordings of words and conversation lines as they are now
 * (a speaker's clip wins over a synthesized file of the build, and a built native one stays); a missed question the content no longer asks is left out, and comes back if the content
 * asks it again.
 */
export async function learnerItems(
  ctx: ApiContext,
  db: Pick<Db, 'select'>,
  userId: string,
  language: string,
): Promise<ReviewItem[]> {
  const content = ctx.catalogue.practice.get(language);
  if (!content) return [];
  const completed = await db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.language, language)));
  const missed = await db
    .select({ itemId: missedQuizAnswers.itemId })
    .from(missedQuizAnswers)
    .where(and(eq(missedQuizAnswers.userId, userId), eq(missedQuizAnswers.language, language)));
  const missedIds = new Set(missed.map((m) => m.itemId));
  const live = await liveClips(db, language);
  const audioKeys: Record<string, string> = {};
  const audioCredits: Record<string, string> = { ...content.audioCredits };
  for (const word of content.vocabulary) {
    const clip = live.get(`vocabulary/${word.slug}`);
    if (!clip || content.nativeAudioSlugs.has(word.slug)) continue;
    audioKeys[word.slug] = liveAudioKey(language, `vocabulary/${word.slug}`, clip.id);
    audioCredits[word.slug] = clip.credit;
  }
  const conversations = content.conversations.map((conversation) => ({
    ...conversation,
    lines: conversation.lines.map((line, index) => {
      const prompt = `conversations/${conversationLineKey(conversation.lessonId, index)}`;
      const clip = live.get(prompt);
      return clip ? { ...line, audio: liveAudioKey(language, prompt, clip.id), credit: clip.credit } : line;
    }),
  }));
  return reviewItems({
    language,
    vocabulary: content.vocabulary,
    sentences: content.sentences,
    conversations,
    audioSlugs: content.audioSlugs,
    audioCredits,
    audioKeys,
    lessonVersions: content.lessonVersions,
    completedLessonIds: completed.map((c) => c.lessonId),
    // In content order, so the session that brings them is the same whatever order they were missed in.
    missedQuizAnswers: [...content.quizQuestions.values()].filter((q) => missedIds.has(q.itemId)),
  });
}

/** Refuses answers naming items (or directions) the learner does not practise, listing them all. */
export function checkKnown(
  items: readonly ReviewItem[],
  answers: readonly { itemId: string; direction: ReviewDirection }[],
): Map<string, ReviewItem> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const unknown = [
    ...new Set(
      answers
        .filter((a) => byId.get(a.itemId)?.directions.includes(a.direction) !== true)
        .map((a) => `${a.itemId} (${a.direction})`),
    ),
  ];
  if (unknown.length > 0) {
    throw new ApiError(400, 'unknown_items', `These items are not among your practice items: ${unknown.join(', ')}.`);
  }
  return byId;
}
