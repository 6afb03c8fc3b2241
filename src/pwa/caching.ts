// What the service worker keeps and how it answers, as plain data so it can be tested outside a worker.

/** Cache names of the runtime routes (the precache has Serwist's own name). */
export const CACHES = {
  pages: 'lugha-pages',
  assets: 'lugha-assets',
  audio: 'lugha-audio',
  /** Recordings asked for by their bare URL, and the lists of approved recordings, kept for offline use. */
  latest: 'lugha-latest',
  /** Units the learner downloaded: never expired, removed only by the learner (or by clearing the site's data). */
  downloads: 'lugha-downloads',
} as const;

/** Where the downloads cache keeps its record of each downloaded unit (a path no server route answers). */
export const DOWNLOAD_RECORDS_PATH = '/__downloads/';

/** The page a navigation falls back to when neither the network nor the cache has it. */
export const OFFLINE_PAGE = '/offline';

/** Pages kept after a visit: enough for a course's levels and lessons, oldest dropped first. */
export const MAX_PAGES = 300;
/** Audio kept after it played: a few units' words and sentences, oldest dropped first. */
export const MAX_AUDIO_FILES = 400;
export const AUDIO_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Paths the server answers itself and that are never cached: the API, auth and the health check. */
const NEVER_CACHED = /^\/(api|auth\/v1|health)(\/|$)/;

/**
 * The header a download's requests carry. The service worker leaves them to the network: the file is kept once, in
 * the downloads cache, rather than a second time in the audio cache on its way there.
 */
export const DOWNLOAD_HEADER = 'x-lugha-download';

export type Route = 'page' | 'asset' | 'audio' | 'latest' | 'network';

// The list of a language's approved recordings, which lessons read to play clips approved since the build.
const RECORDINGS_LIST = /^\/api\/audio\/[a-z]{2,20}\/recordings$/;
// A community clip's versioned URL ('?v=<clip id>', src/server/audio/serve.ts): its bytes never change.
const VERSIONED = /[?&]v=[^&]/;

/**
 * How a same-origin GET is answered, from its path (and query), whether it is a page navigation and whether it
 * fetches a file for the downloads cache. Audio at a versioned URL and sound effects are cache-first ('audio'); a
 * recording asked for by its bare URL may be replaced or withdrawn on the server, so it and the list of approved
 * recordings are network-first, kept for offline use ('latest').
 */
export function routeFor(path: string, navigation: boolean, download = false, search = ''): Route {
  if (download) return 'network';
  if (!navigation && RECORDINGS_LIST.test(path)) return 'latest';
  if (NEVER_CACHED.test(path)) return 'network';
  if (navigation) return 'page';
  if (path.startsWith('/_astro/')) return 'asset';
  if (path.startsWith('/sounds/')) return 'audio';
  if (path.startsWith('/audio/')) return VERSIONED.test(search) ? 'audio' : 'latest';
  return 'network';
}

/** The built files precached on install (relative to the build folder): the app shell and the offline page. */
export const PRECACHE_GLOBS = [
  '_astro/**/*.{js,css,woff2}',
  // The webfont subsets (scripts/font-subset.ts), so an offline lesson draws its tone letters in the same face.
  'fonts/*.woff2',
  'offline.html',
  'manifest.webmanifest',
  'icons/*.png',
];

/**
 * Built files left out of the precache: the code of what needs the network anyway, the admin dashboard (its every
 * figure comes from the server) and the recorder's MP3 encoder (a take is uploaded as it is made). Together they were
 * a fifth of a learner's first-visit download; a page that uses them still keeps them once visited (the 'asset' route).
 */
export const PRECACHE_IGNORES = ['_astro/AdminDashboard.*.js', '_astro/mp3.worker-*.js'];
