import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LessonType } from '@/domain/lessonTypes';
import type { LessonPlayerProps } from '../types.ts';

/** The component that plays lessons of type T. */
export type PlayerOf<T extends LessonType> = ComponentType<LessonPlayerProps<T>>;
type PlayerModule<T extends LessonType> = { default: PlayerOf<T> };
type Loaders = { readonly [T in LessonType]: () => Promise<PlayerModule<T>> };
/** Every lesson type's player: a new type without one, or a player of another type's props, does not compile. */
export type Players = { readonly [T in LessonType]: LazyExoticComponent<PlayerOf<T>> };

// Each type's code is its own chunk, loaded only on pages that play that type.
const LOADERS: Loaders = {
  info: () => import('../info/InfoLesson.tsx'),
  'cultural-note': () => import('../info/InfoLesson.tsx'),
  quiz: () => import('../quiz/QuizLesson.tsx'),
  'sentence-construction': () => import('../sentence-construction/SentenceConstructionLesson.tsx'),
  'memory-game': () => import('../memory-game/MemoryGameLesson.tsx'),
  'pattern-discovery': () => import('../pattern-discovery/PatternDiscoveryLesson.tsx'),
  conversation: () => import('../conversation/ConversationLesson.tsx'),
  'cultural-story': () => import('../cultural-story/CulturalStoryLesson.tsx'),
};

/** Players loaded before a render (preloadPlayer), which lazy() then gets at once instead of suspending. */
const preloaded = new Map<LessonType, unknown>();

/** A thenable that calls back at once, so React's lazy() resolves within the render that asks for it. */
const resolved = <M>(module: M) => ({ then: (done: (value: M) => void) => done(module) }) as unknown as Promise<M>;

function lazyPlayer<T extends LessonType>(type: T): LazyExoticComponent<PlayerOf<T>> {
  const loader: () => Promise<PlayerModule<T>> = LOADERS[type];
  return lazy(() => {
    const module = preloaded.get(type) as PlayerModule<T> | undefined;
    return module ? resolved(module) : loader();
  });
}

/** The player of each lesson type. */
export const PLAYERS: Players = {
  info: lazyPlayer('info'),
  'cultural-note': lazyPlayer('cultural-note'),
  quiz: lazyPlayer('quiz'),
  'sentence-construction': lazyPlayer('sentence-construction'),
  'memory-game': lazyPlayer('memory-game'),
  'pattern-discovery': lazyPlayer('pattern-discovery'),
  conversation: lazyPlayer('conversation'),
  'cultural-story': lazyPlayer('cultural-story'),
};

/**
 * Loads a lesson type's player before the page is rendered on the server. Without it the server render suspends
 * on the player's chunk: the lesson is sent hidden behind "Loading the lesson…" and shown by React's inline
 * script up to 300 ms later, and an island that hydrates first leaves that hidden copy beside the live player.
 */
export async function preloadPlayer(type: LessonType): Promise<void> {
  if (!preloaded.has(type)) preloaded.set(type, await LOADERS[type]());
}
