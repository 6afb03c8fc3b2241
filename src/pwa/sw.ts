/// <reference lib="webworker" />
// The service worker (built to dist/sw.js by scripts/lib/service-worker.ts, which injects the precache list):
// the app shell precached, pages network-first with the cache as fallback and the offline page last, hashed
// assets, sound effects and versioned recordings cache-first, recordings at a bare URL and the lists of approved
// recordings network-first (a clip can be replaced or withdrawn), and units the learner downloaded answered from their own cache when the others
// cannot. A new version waits until the page asks it to take over (the reload prompt).
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  RangeRequestsPlugin,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import {
  AUDIO_MAX_AGE_SECONDS,
  CACHES,
  DOWNLOAD_HEADER,
  MAX_AUDIO_FILES,
  MAX_PAGES,
  OFFLINE_PAGE,
  routeFor,
} from './caching.ts';
import { refreshDownloadedPages } from './downloads.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

// Serwist's plugin classes declare their optional callbacks as possibly undefined, which the strictest
// optional-property checking does not accept as a SerwistPlugin; they are plugins all the same.
const only200 = () => new CacheableResponsePlugin({ statuses: [200] }) as SerwistPlugin;
const expiring = (options: ConstructorParameters<typeof ExpirationPlugin>[0]) =>
  new ExpirationPlugin(options) as SerwistPlugin;

// A page or clip missing from the route's own cache (never visited, or expired) is taken from the downloads, which
// expiration never touches. It runs after expiration and before range slicing, so seeking works on downloaded audio.
const fromDownloads: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ??
    (await caches.match(request.url, { cacheName: CACHES.downloads, ignoreSearch: true, ignoreVary: true })) ??
    null,
};

const sameOriginGet = (request: Request, url: URL) => request.method === 'GET' && url.origin === self.location.origin;
const routeOf = (request: Request, url: URL) =>
  routeFor(url.pathname, request.mode === 'navigate', request.headers.has(DOWNLOAD_HEADER), url.search);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST ?? [],
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => sameOriginGet(request, url) && routeOf(request, url) === 'page',
      handler: new NetworkFirst({
        cacheName: CACHES.pages,
        networkTimeoutSeconds: 6,
        plugins: [only200(), expiring({ maxEntries: MAX_PAGES }), fromDownloads],
      }),
    },
    {
      matcher: ({ request, url }) => sameOriginGet(request, url) && routeOf(request, url) === 'asset',
      handler: new CacheFirst({ cacheName: CACHES.assets, plugins: [only200(), expiring({ maxEntries: 200 })] }),
    },
    {
      // A bare recording URL (whose clip may be replaced or withdrawn) and the lists of approved recordings: the
      // network's answer when there is one, the last one kept when offline.
      matcher: ({ request, url }) => sameOriginGet(request, url) && routeOf(request, url) === 'latest',
      handler: new NetworkFirst({
        cacheName: CACHES.latest,
        networkTimeoutSeconds: 6,
        plugins: [
          only200(),
          expiring({ maxEntries: MAX_AUDIO_FILES, purgeOnQuotaError: true }),
          fromDownloads,
          new RangeRequestsPlugin() as SerwistPlugin,
        ],
      }),
    },
    {
      matcher: ({ request, url }) => sameOriginGet(request, url) && routeOf(request, url) === 'audio',
      handler: new CacheFirst({
        cacheName: CACHES.audio,
        plugins: [
          // Only whole files are kept (a 404 or a partial answer never is); seeking is answered from the whole file.
          only200(),
          expiring({ maxEntries: MAX_AUDIO_FILES, maxAgeSeconds: AUDIO_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
          fromDownloads,
          new RangeRequestsPlugin() as SerwistPlugin,
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Downloaded pages name the scripts of the build they came from, which this version's precache replaces.
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(refreshDownloadedPages()));

serwist.addEventListeners();
