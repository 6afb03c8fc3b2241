import { expect, test, type Page } from '@playwright/test';
import { ownServer, type OwnServer } from './own-server';
import { hydrated, lessonReady, PASSWORD, uniqueEmail } from './support';

/** Who may open a page: anyone, a signed-in learner (others are sent to /onboarding), or an admin. */
export type Access = 'public' | 'signed-in' | 'admin';

export interface PageType {
  name: string;
  path: string;
  access: Access;
  /** The status the page answers with (the not-found pages answer 404). */
  status?: number;
}

/** One page of every type the site builds, for the checks that hold on every page. */
export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/', access: 'public' },
  { name: 'language selection', path: '/select-language', access: 'public' },
  { name: 'course overview', path: '/course/igbo', access: 'public' },
  { name: 'onboarding', path: '/onboarding', access: 'public' },
  { name: 'reset password', path: '/reset-password', access: 'public' },
  { name: 'offline', path: '/offline', access: 'public' },
  { name: 'page not found', path: '/no-such-page', access: 'public', status: 404 },
  { name: 'lesson not found', path: '/lesson/igbo/99-9', access: 'public', status: 404 },
  { name: 'course not found', path: '/course/klingon', access: 'public', status: 404 },
  { name: 'level not found', path: '/course/igbo/level/level-99', access: 'public', status: 404 },
  { name: 'level', path: '/course/igbo/level/level-1', access: 'signed-in' },
  { name: 'lesson: info', path: '/lesson/igbo/1-0', access: 'signed-in' },
  { name: 'lesson: pattern discovery', path: '/lesson/igbo/1-1', access: 'signed-in' },
  { name: 'lesson: quiz', path: '/lesson/igbo/1-2', access: 'signed-in' },
  { name: 'lesson: memory game', path: '/lesson/igbo/1-3', access: 'signed-in' },
  { name: 'lesson: cultural story', path: '/lesson/igbo/1-4', access: 'signed-in' },
  { name: 'lesson: conversation', path: '/lesson/igbo/1-5', access: 'signed-in' },
  { name: 'lesson: sentence construction', path: '/lesson/igbo/1-6', access: 'signed-in' },
  { name: 'welcome', path: '/welcome', access: 'signed-in' },
  { name: 'achievements', path: '/achievements', access: 'signed-in' },
  { name: 'profile', path: '/profile', access: 'signed-in' },
  { name: 'payment', path: '/payment', access: 'signed-in' },
  { name: 'contribute', path: '/contribute/igbo', access: 'signed-in' },
  { name: 'your recordings', path: '/recordings', access: 'signed-in' },
  // A learner who reviews no language sees the queue's refusal.
  { name: 'review recordings', path: '/review-audio', access: 'signed-in' },
  // A learner who is not an admin sees the dashboard's refusal; the admin's own view is checked with an admin.
  { name: 'admin (refused)', path: '/admin', access: 'signed-in' },
  { name: 'admin', path: '/admin', access: 'admin' },
];

/** Opens a page and waits until it is settled: islands hydrated, the lesson player live, the network quiet. */
export async function openSettled(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(status);
  if (/\/lesson\/[^/]+\/[^/]+$/.test(new URL(url, 'http://x').pathname) && status === 200) {
    await lessonReady(page);
  }
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

export interface AdminServer {
  server: OwnServer;
  /** Stores a fresh session of the admin in the page's browser, as supabase-js would after signing in. */
  signIn(page: Page): Promise<void>;
}

/** A server of the test's own, whose figures no other test moves, with an account granted the admin role. */
export async function adminServer(): Promise<AdminServer> {
  const server = await ownServer();
  const email = uniqueEmail('admin');
  const post = (path: string) =>
    fetch(`${server.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
  expect((await post('signup')).ok).toBe(true);
  await server.admin('grant-admin', email);
  return {
    server,
    async signIn(page) {
      const response = await post('token?grant_type=password');
      expect(response.ok).toBe(true);
      const session = await response.text();
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate((value) => localStorage.setItem('lugha-auth-token', value), session);
    },
  };
}

/** One browser visit's pages: every page type as its viewers see it, signed out where anyone may open it, signed in where a learner may. */
export interface Visit {
  signedIn: boolean;
  types: PageType[];
}

/**
 * Every page type as its viewers see it, in visits of at most `perVisit` pages each: one learner in one browser
 * context opens the visit's pages in turn. A page costs its load and its checks; a new context and a new learner per
 * page cost as much again (docs/testing.md).
 */
export function viewerVisits(perVisit: number): Visit[] {
  const visits: Visit[] = [];
  for (const signedIn of [false, true]) {
    const types = PAGE_TYPES.filter((t) => (signedIn ? t.access !== 'admin' : t.access === 'public'));
    for (let i = 0; i < types.length; i += perVisit) visits.push({ signedIn, types: types.slice(i, i + perVisit) });
  }
  return visits;
}

/**
 * Defines a test per admin page, run by an admin on a server of the group's own. `body` gets `open`, which opens
 * the page and waits for the dashboard, so it can watch the page before opening it.
 */
export function forEachAdminPage(
  title: (type: PageType) => string,
  body: (page: Page, open: () => Promise<void>) => Promise<void>,
): void {
  test.describe('an admin', () => {
    // In turn in one worker, so the server below starts once (as specServer does, tests/e2e/own-server.ts).
    test.describe.configure({ mode: 'default' });
    let admin: AdminServer;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      admin = await adminServer();
    });

    test.afterAll(async () => {
      await admin?.server.stop();
    });

    for (const type of PAGE_TYPES.filter((t) => t.access === 'admin')) {
      test(title(type), async ({ page }) => {
        await admin.signIn(page);
        await body(page, async () => {
          await openSettled(page, `${admin.server.url}${type.path}`);
          await expect(page.getByRole('heading', { name: 'Lugha Admin' })).toBeVisible();
        });
      });
    }
  });
}
