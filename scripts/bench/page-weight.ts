// Page weight: each page loaded once in a fresh Chromium profile (cold cache), counting what the browser
// transfers (compressed, headers included) by resource type, and the JavaScript that blocks the first paint.
import type { Browser, Page } from '@playwright/test';
import { storeSession, type Session } from './learners.ts';
import type { BenchPage, Viewer } from './pages.ts';

export interface PageWeight {
  name: string;
  path: string;
  viewer: Viewer;
  group: BenchPage['group'];
  /** Bytes transferred by type, headers included. */
  html: number;
  css: number;
  js: number;
  fonts: number;
  other: number;
  total: number;
  /** The compressed bodies of the JavaScript alone, without the response headers: what the brotli budget counts. */
  jsBodies: number;
  /** JavaScript the browser must run before it may paint (render-blocking scripts). */
  jsBeforePaint: number;
  requests: number;
  firstContentfulPaintMs: number | null;
}

type Kind = 'html' | 'css' | 'js' | 'fonts' | 'other';

function kindOf(type: string | undefined, mime: string): Kind {
  if (type === 'Document') return 'html';
  if (type === 'Stylesheet' || mime.includes('css')) return 'css';
  if (type === 'Script' || mime.includes('javascript')) return 'js';
  if (type === 'Font' || mime.startsWith('font/')) return 'fonts';
  return 'other';
}

/**
 * Waits until the page has nothing left to do: the lesson player live, islands hydrated, the network quiet. An island
 * that hydrates when it is scrolled into view (`client:visible`, as the report button under a long lesson) and starts
 * below the fold stays as the server drew it, as it does for a learner who has not scrolled, and its code is not
 * counted.
 */
export async function settle(page: Page, path: string): Promise<void> {
  if (path.startsWith('/lesson/')) await page.waitForSelector('body[data-lesson-ready="true"]', { timeout: 30_000 });
  // Run in the page, so it stands alone.
  const pending = () =>
    [...document.querySelectorAll('astro-island[ssr]')]
      .filter((island) => island.getAttribute('client') !== 'visible' || [...island.children].some((child) => child.getBoundingClientRect().top < innerHeight))
      .map((island) => island.getAttribute('component-url') ?? '?');
  const deadline = Date.now() + 30_000;
  for (let left = await page.evaluate(pending); left.length > 0; left = await page.evaluate(pending)) {
    if (Date.now() > deadline) throw new Error(`islands not hydrated after 30 s: ${left.join(', ')}`);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
}

async function weigh(browser: Browser, baseUrl: string, target: BenchPage, session: Session | null): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    if (session) await storeSession(context, baseUrl, session);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map<string, { type: string | undefined; mime: string; blocking: boolean; bytes: number; headerBytes: number }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.set(e.requestId, { type: e.type, mime: '', blocking: e.renderBlockingBehavior === 'Blocking' || e.renderBlockingBehavior === 'InBodyParserBlocking', bytes: 0, headerBytes: 0 });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) {
        r.mime = e.response.mimeType;
        // What has arrived when the headers are in: the status line and headers.
        r.headerBytes = e.response.encodedDataLength;
        r.type ??= e.type;
      }
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.bytes = e.encodedDataLength;
    });
    const response = await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load' });
    if (!response?.ok() || new URL(page.url()).pathname !== target.path) throw new Error(`${target.path} did not load as a ${target.viewer} (landed on ${page.url()})`);
    await settle(page, target.path);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const totals: Record<Kind, number> = { html: 0, css: 0, js: 0, fonts: 0, other: 0 };
    let jsBeforePaint = 0;
    let jsBodies = 0;
    for (const r of requests.values()) {
      const kind = kindOf(r.type, r.mime);
      totals[kind] += r.bytes;
      if (kind === 'js') jsBodies += r.bytes - r.headerBytes;
      if (kind === 'js' && r.blocking) jsBeforePaint += r.bytes;
    }
    return {
      name: target.name,
      path: target.path,
      viewer: target.viewer,
      group: target.group,
      ...totals,
      total: Object.values(totals).reduce((a, b) => a + b, 0),
      jsBodies,
      jsBeforePaint,
      requests: requests.size,
      firstContentfulPaintMs: fcp === null ? null : Math.round(fcp),
    };
  } finally {
    await context.close();
  }
}

/** Weighs every page as its viewer: visitors signed out, learners and the admin with their session stored. */
export async function measurePageWeight(browser: Browser, baseUrl: string, pages: BenchPage[], sessions: Record<Exclude<Viewer, 'visitor'>, Session>): Promise<PageWeight[]> {
  const results: PageWeight[] = [];
  for (const target of pages) {
    const session = target.viewer === 'visitor' ? null : sessions[target.viewer];
    results.push(
      await weigh(browser, baseUrl, target, session).catch((error: Error) => {
        throw new Error(`${target.name} (${target.path}): ${error.message}`);
      }),
    );
  }
  return results;
}
