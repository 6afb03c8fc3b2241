// The audio a lesson plays, as the build declares it: the lesson page hands it to the player, and the level page
// lists it so a unit can be downloaded with its audio.
import { lessonAudio, lessonWords } from './manifest.ts';
import type { LessonAudio, PlayableLesson } from '../types.ts';
import { paragraphs } from '../../content/read.ts';

/** A lesson as its player reads it: a reading lesson's Markdown body split into paragraphs. */
export function withParagraphs<T extends PlayableLesson>(lesson: T, body: string | undefined): T {
  return lesson.type === 'info' || lesson.type === 'cultural-note'
    ? { ...lesson, paragraphs: paragraphs(body ?? '') }
    : lesson;
}

/** The words of a lesson that may have recordings, and the clips the audio manifest has for it. */
export function playableAudio(
  language: string,
  lesson: PlayableLesson,
): { words: string[]; audio: LessonAudio | undefined } {
  const words = lessonWords(lesson);
  return { words, audio: lessonAudio(language, lesson.id, words) };
}

/** Every file of a lesson's audio, once each: its own clip, then its lines' clips, then its words' clips. */
export function audioUrls(audio: LessonAudio | undefined): string[] {
  if (!audio) return [];
  return [
    ...new Set([
      ...(audio.lesson ? [audio.lesson.url] : []),
      ...Object.values(audio.lines ?? {}).map((c) => c.url),
      ...Object.values(audio.words ?? {}).map((c) => c.url),
    ]),
  ];
}
