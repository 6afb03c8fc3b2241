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

/** The attribute by which a lesson page names the type of the lesson it plays (src/pages/lesson/[language]/[lessonId].astro). */
export const PAGE_LESSON_TYPE = 'data-lesson-type';

/**
 * Loads the player of the lesson the page plays, before its island hydrates. A lazy player still loading when the
 * island first re-renders (the learner's progress read, the attempt's seed) makes React drop the server's copy of
 * the lesson for "Loading the lesson…" and draw it again: the page jumps (Lighthouse counted 0.3-0.55 of layout
 * shift on the story, the conversation and pattern discovery). The chunk is preloaded by the page, so this waits
 * for a download already under way.
 */
export async function preloadPagePlayer(root: ParentNode): Promise<void> {
  const type = root.querySelector(`[${PAGE_LESSON_TYPE}]`)?.getAttribute(PAGE_LESSON_TYPE);
  if (type && Object.hasOwn(LOADERS, type)) await preloadPlayer(type as LessonType);
}
