import { useEffect, useState } from 'react';
import type { AudioClip, LessonAudio } from '../types.ts';
import { assembleAudio, lineIndex } from './assemble.ts';
import { same } from './match.ts';

/** An approved community recording as GET /api/audio/{language}/recordings lists it. */
export interface CommunityRecording {
  kind: 'vocabulary' | 'conversations';
  key: string;
  text: string;
  url: string;
  credit: string;
}

/**
 * The lesson's audio with approved community recordings added: a native recording takes the place of a synthesized
 * one (or of none) for the conversation whose key is the lesson id, for each of its lines ('<lesson id>-line-<n>')
 * and for each word it says; a native clip the build already declared stays.
 */
export function withCommunityAudio(
  audio: LessonAudio | undefined,
  lessonId: string,
  words: readonly string[],
  recordings: readonly CommunityRecording[],
): LessonAudio | undefined {
  const clip = (r: CommunityRecording): AudioClip => ({ url: r.url, source: 'native', credit: r.credit });
  const keep = (current: AudioClip | undefined) => current?.source === 'native';
  const conversation = recordings.find((r) => r.kind === 'conversations' && r.key === lessonId);
  const lesson = keep(audio?.lesson) || !conversation ? audio?.lesson : clip(conversation);
  const lineClips: Record<number, AudioClip> = { ...audio?.lines };
  for (const r of recordings) {
    const index = r.kind === 'conversations' ? lineIndex(lessonId, r.key) : undefined;
    if (index !== undefined && !keep(lineClips[index])) lineClips[index] = clip(r);
  }
  const wordClips: Record<string, AudioClip> = { ...audio?.words };
  for (const word of words) {
    if (keep(wordClips[word])) continue;
    const found = recordings.find(
      (r) => r.kind === 'vocabulary' && (same(r.key) === same(word) || same(r.text) === same(word)),
    );
    if (found) wordClips[word] = clip(found);
  }
  return assembleAudio(lesson, lineClips, wordClips);
}

/** Whether a lesson has any recording: of the whole lesson, of a conversation line or of a word. */
export function hasAnyAudio(audio: LessonAudio | undefined): boolean {
  return (
    audio?.lesson !== undefined ||
    Object.keys(audio?.lines ?? {}).length > 0 ||
    Object.keys(audio?.words ?? {}).length > 0
  );
}

/** The lesson's audio, and once the server answers, with the language's approved community recordings; offline it stays as built. */
export function useCommunityAudio(
  language: string,
  lessonId: string,
  words: readonly string[],
  audio: LessonAudio | undefined,
): LessonAudio | undefined {
  const [recordings, setRecordings] = useState<readonly CommunityRecording[]>([]);
  useEffect(() => {
    let live = true;
    fetch(`/api/audio/${encodeURIComponent(language)}/recordings`)
      .then((response) => (response.ok ? (response.json() as Promise<{ data: CommunityRecording[] }>) : { data: [] }))
      .then((body) => {
        if (live && Array.isArray(body.data) && body.data.length > 0) setRecordings(body.data);
      })
      .catch(() => {
        // Offline or no server: the lesson plays the audio it was built with.
      });
    return () => {
      live = false;
    };
  }, [language]);
  return recordings.length > 0 ? withCommunityAudio(audio, lessonId, words, recordings) : audio;
}
