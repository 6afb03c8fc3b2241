import { z } from 'zod';
import { clipRejectReasons } from '../../domain/clipReview.ts';
import { isoDate, isoInstant } from './responses.ts';

// Practice's and community audio's answers (src/shared/api-types.ts, src/server/audio/clips.ts) as zod schemas for
// the OpenAPI document.

const int = z.number().int();
const direction = z.enum(['recognise', 'recall']);

const reviewItem = z.object({
  id: z.string(),
  language: z.string(),
  source: z.enum(['vocabulary', 'sentence', 'quiz', 'dialogue']),
  prompt: z.string(),
  answers: z.array(z.string()),
  hint: z.string().exactOptional(),
  pronunciation: z.string().nullable(),
  audio: z.string().nullable(),
  credit: z.string().exactOptional(),
  directions: z.array(direction),
  choices: z.array(z.string()).exactOptional(),
  neighbours: z.array(z.object({ word: z.string(), meaning: z.string().nullable() })).exactOptional(),
  version: z.string().exactOptional(),
  dialogue: z
    .object({
      lessonId: z.string(),
      speaker: z.string(),
      otherSpeaker: z.string(),
      promptTranslation: z.string(),
      translation: z.string(),
    })
    .exactOptional(),
});

const itemCard = z.object({
  itemId: z.string(),
  direction,
  card: z.object({
    due: isoInstant,
    stability: z.number(),
    difficulty: z.number(),
    scheduledDays: z.number(),
    learningSteps: z.number(),
    reps: int,
    lapses: int,
    state: z.enum(['new', 'learning', 'review', 'relearning']),
    lastReview: isoInstant.nullable(),
  }),
});

export const practiceState = z.object({
  language: z.string(),
  dueCount: int,
  newCount: int,
  nextDue: isoInstant.nullable(),
  items: z.array(reviewItem),
  cards: z.array(itemCard),
  seed: z.number(),
});

export const practiceStats = z.object({
  language: z.string(),
  wordsLearned: int,
  dueCount: int,
  newCount: int,
  strong: int,
  reviewsByDay: z.array(z.object({ date: isoDate, reviews: int })),
});

export const practiceAnswersResult = z.object({
  accepted: int,
  replayed: int,
  cards: z.array(itemCard),
  dueCount: int,
});

export const practiceFinishResult = z.object({
  sessionId: z.string(),
  language: z.string(),
  answered: int,
  correct: int,
  xpEarned: z.number(),
  heartsRestored: int,
  alreadyFinished: z.boolean(),
  progress: z.object({
    totalXP: z.number(),
    currentStreak: int,
    longestStreak: int,
    currentHearts: int,
    maxHearts: int,
    lastHeartsDate: isoDate.nullable(),
    lastLessonDate: isoDate.nullable(),
  }),
});

const kind = z.enum(['vocabulary', 'conversations']);

const voiced = z.object({ voiced: int, total: int });

export const contributionState = z.object({
  language: z.string(),
  speaker: z.boolean(),
  reviewer: z.boolean(),
  prompts: z.array(
    z.object({
      prompt: z.string(),
      kind,
      key: z.string(),
      text: z.string(),
      meaning: z.string(),
      pronunciation: z.string().nullable(),
      url: z.string(),
      speaker: z.string().exactOptional().describe('For a conversation line: the name of the speaker whose line it is'),
    }),
  ),
  progress: z
    .object({ words: voiced, conversations: voiced, lines: voiced })
    .describe(
      'How many words, conversations (all their lines) and conversation lines of the language have an approved recording',
    ),
});

export const promptSkipped = z.object({ language: z.string(), prompt: z.string(), skipped: z.literal(true) });

export const reviewSummary = z.object({
  reviewer: z.boolean().describe('Whether the caller reviews any language'),
  pending: int.describe('Recordings waiting for the caller, in all the languages they review'),
  languages: z.array(z.object({ language: z.string(), pending: int })),
});

export const recording = z.object({
  kind,
  key: z.string(),
  text: z.string(),
  url: z.string().describe("The clip's versioned URL, '/audio/<language>/<kind>/<key>.mp3?v=<clip id>'"),
  credit: z.string(),
});

export const clipSummary = z.object({
  id: z.string(),
  language: z.string(),
  prompt: z.string(),
  text: z.string(),
  meaning: z.string(),
  creditName: z.string(),
  credit: z.string(),
  durationMs: int,
  state: z.enum(['pending', 'approved', 'rejected']),
  createdAt: isoInstant,
  reasons: z.array(z.enum(clipRejectReasons)),
  audioUrl: z.string(),
});

export const speakerDeclared = z.object({ language: z.string(), speaker: z.boolean() });
export const speakerDetails = z.object({
  language: z.string(),
  speaker: z.boolean(),
  varieties: z.array(z.string()),
  variety: z.string().nullable(),
  ageRange: z.string().nullable(),
  gender: z.string().nullable(),
  credit: z.string().nullable(),
  licence: z.string().nullable(),
});
export const clipRemoved = z.object({ id: z.string(), removed: z.boolean() });
export const clipReviewed = z.object({
  id: z.string(),
  state: z.enum(['pending', 'approved', 'rejected']),
  reviews: int,
});
