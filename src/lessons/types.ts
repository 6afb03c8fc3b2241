/**
 * The contract between the lesson shell and the player of each lesson type: the shell owns hearts,
 * XP, completion and navigation; a player owns its own steps and tells the shell what happened.
 */
import type { ReactNode } from 'react';
import type { LessonOf } from '../content/lessons.ts';
import type { Lesson } from '../content/lessons.ts';
import type { SoundEffect } from '../shared/sound-effects.ts';
import type { LessonKeyboard } from './shared/toneInput.ts';

/** What a finished lesson reports; the shell turns it into XP with the domain rules. */
export interface LessonOutcome {
  /** Accuracy in %, 0..100 (reading lessons: 100). */
  score: number;
  /** Wrong checked answers (reading lessons: 0). */
  mistakes: number;
  /** Checks made, at least 1. */
  attempts: number;
  hintsUsed: number;
  /** Cultural engagement in %, for lessons that measure it (cultural-story). */
  culturalEngagement?: number;
  /** Quiz: the questions (0-based, in the lesson's order) answered wrong on the first try; they become review items. */
  missedQuestions?: readonly number[];
}

/** What a player adds to the shell's completion panel: its own heading, figures and closing words. */
export interface LessonRecap {
  /** The type's own words for the end, e.g. 'Pattern Mastered!'. */
  title: string;
  icon?: string;
  figures?: readonly { label: string; value: string }[];
  /** The lesson's closing content (a summary, the words to hear again). */
  details?: ReactNode;
}

export type SoundName = SoundEffect;

/** One declared audio file: where it is served and whether a person or a voice synthesizer speaks it. */
export interface AudioClip {
  url: string;
  source: 'native' | 'synthesized';
  /** Who recorded it and under what licence, for a community recording: 'Recorded by Ada (CC BY-SA 4.0)'. */
  credit?: string | undefined;
}

/** The audio a lesson has: a clip of the whole lesson (a conversation, a story), of each conversation line, and of its words. */
export interface LessonAudio {
  lesson?: AudioClip;
  /** A conversation's line clips, by the line's index in the lesson (from 0). */
  lines?: Readonly<Record<number, AudioClip>>;
  /** Keyed by the word as written in the lesson (a memory pair's word, a story's vocabulary word). */
  words?: Readonly<Record<string, AudioClip>>;
}

/** A vocabulary entry a reading lesson teaches (it becomes a practice item once the lesson is done), as its card shows it. */
export interface LessonPhrase {
  /** As the vocabulary writes it ('Unaitwa nani?'). */
  word: string;
  /** The respelling for English speakers. */
  pronunciation: string;
  translation: string;
  /** The paragraph of the lesson body that introduces it (0-based). */
  paragraph: number;
}

/**
 * A lesson as the static page passes it to the island: its fields, for prose types the body's paragraphs and the
 * phrases they introduce, the course's keyboard of letters and tone keys for typed answers (absent when the
 * course declares none), and what the language's file says of its text (its tag, what its marks are called).
 */
export type PlayableLesson<T extends Lesson['type'] = Lesson['type']> = LessonOf<T> & {
  paragraphs?: readonly string[];
  phrases?: readonly LessonPhrase[];
  keyboard?: LessonKeyboard;
  /** The BCP 47 tag of the lesson's language (content/languages/<code>.yaml `bcp47`), for the lang attribute of its text. */
  lang?: string;
  /** What feedback calls the language's marks: 'tone' when content/languages/<code>.yaml says `tonal: true`, else 'accent'. */
  markName?: 'tone' | 'accent';
};

export interface LessonPlayerProps<T extends Lesson['type']> {
  lesson: PlayableLesson<T>;
  /** The learner turned hints on in the header. */
  hintsEnabled: boolean;
  /** At 0 hearts, checked answers are disabled; the shell shows when hearts refill. */
  outOfHearts: boolean;
  /** A wrong checked answer: the shell takes a heart. */
  onMistake(): void;
  /** The learner finished the lesson; called once. The recap is shown in the shell's completion panel. */
  onComplete(outcome: LessonOutcome, recap?: LessonRecap): void;
  /** The seed of this attempt, for shuffling options and cards (the lesson id when not given). */
  seed?: string | undefined;
  /** Sound effects; started only from a user action, and silent when audio is unavailable. */
  playSound?(name: SoundName): void;
  /** The lesson's declared audio; without it the lesson plays silently. */
  audio?: LessonAudio | undefined;
}
