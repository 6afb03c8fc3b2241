import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LessonPlayerProps } from '../types.ts';

type PlayerModule = { default: ComponentType<LessonPlayerProps<never>> };
type AnyPlayer = LazyExoticComponent<ComponentType<LessonPlayerProps<never>>>;

// Each type's code is its own chunk, loaded only on pages that play that type.
const LOADERS: Record<string, () => Promise<unknown>> = {
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
const preloaded = new Map<string, PlayerModule>();

/** A thenable that calls back at once, so React's lazy() resolves within the render that asks for it. */
const resolved = (module: PlayerModule) =>
  ({ then: (done: (value: PlayerModule) => void) => done(module) }) as unknown as Promise<PlayerModule>;

/** The player of each lesson type. */
export const PLAYERS: Record<string, AnyPlayer> = Object.fromEntries(
  Object.entries(LOADERS).map(([type, loader]) => [
    type,
    lazy(() => {
      const module = preloaded.get(type);
      return module ? resolved(module) : (loader() as Promise<PlayerModule>);
    }),
  ]),
);

/**
 * Loads a lesson type's player before the page is rendered on the server. Without it the server render suspends
 * on the player's chunk: the lesson is sent hidden behind "Loading the lesson…" and shown by React's inline
 * script up to 300 ms later, and an island that hydrates first leaves that hidden copy beside the live player.
 */
export async function preloadPlayer(type: string): Promise<void> {
  const loader = LOADERS[type];
  if (loader && !preloaded.has(type)) preloaded.set(type, (await loader()) as PlayerModule);
}
