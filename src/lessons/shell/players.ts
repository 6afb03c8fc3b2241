import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LessonPlayerProps } from '../types.ts';

// Each type's code is its own chunk, loaded only on pages that play that type.
type AnyPlayer = LazyExoticComponent<ComponentType<LessonPlayerProps<never>>>;
const load = (loader: () => Promise<{ default: unknown }>): AnyPlayer =>
  lazy(loader as () => Promise<{ default: ComponentType<LessonPlayerProps<never>> }>);

/** The player of each lesson type. */
export const PLAYERS: Record<string, AnyPlayer> = {
  info: load(() => import('../info/InfoLesson.tsx')),
  'cultural-note': load(() => import('../info/InfoLesson.tsx')),
  quiz: load(() => import('../quiz/QuizLesson.tsx')),
  'sentence-construction': load(() => import('../sentence-construction/SentenceConstructionLesson.tsx')),
  'memory-game': load(() => import('../memory-game/MemoryGameLesson.tsx')),
  'pattern-discovery': load(() => import('../pattern-discovery/PatternDiscoveryLesson.tsx')),
  conversation: load(() => import('../conversation/ConversationLesson.tsx')),
  'cultural-story': load(() => import('../cultural-story/CulturalStoryLesson.tsx')),
};
