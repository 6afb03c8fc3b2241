import type { LessonType } from '@/domain/lessonTypes';

/**
 * The module that plays each lesson type (its file name without extension), so a lesson page can ask the build to
 * preload its player chunk. players.ts loads the same modules lazily; a test holds the two lists together.
 */
export const PLAYER_MODULES: Readonly<Record<LessonType, string>> = {
  info: 'InfoLesson',
  'cultural-note': 'InfoLesson',
  quiz: 'QuizLesson',
  'sentence-construction': 'SentenceConstructionLesson',
  'memory-game': 'MemoryGameLesson',
  'pattern-discovery': 'PatternDiscoveryLesson',
  conversation: 'ConversationLesson',
  'cultural-story': 'CulturalStoryLesson',
};
