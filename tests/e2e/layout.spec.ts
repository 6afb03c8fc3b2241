import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflows } from './overflow';
import { adminServer, type AdminServer } from './page-types';
import { completeOnServer, hydrated, signInByApi } from './support';

/** Opens a page and waits for its islands and its network to settle. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

/** Enrols the signed-in learner in a language with the browser's own token. */
async function enrollOnServer(page: Page, language: string): Promise<void> {
  const status = await page.evaluate(async (code) => {
    const token = JSON.parse(localStorage.getItem('lugha-auth-token')!).access_token as string;
    return (
      await fetch(`/api/languages/${code}/enroll`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    ).status;
  }, language);
  expect(status).toBe(200);
}

/** Replaces the device's copy of the learner's Igbo progress, as a sync from another tab would, keeping the rest. */
async function showProgress(page: Page, figures: { totalXP: number; currentStreak: number }): Promise<void> {
  await page.evaluate((figures) => {
    const all = JSON.parse(localStorage.getItem('lugha_progress') ?? '{}');
    const today = new Date().toLocaleDateString('en-CA');
    const igbo = { ...all.igbo, ...figures, longestStreak: figures.currentStreak, lastLessonDate: today };
    const value = JSON.stringify({ ...all, igbo });
    localStorage.setItem('lugha_progress', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'lugha_progress', newValue: value }));
  }, figures);
}

/** How far apart the middles of the header's figures and menus lie (px), and the figures whose text takes more than one line. */
function headerRow(page: Page): Promise<{ spread: number; wrapped: string[] }> {
  return page.locator('[data-learner-nav]').evaluate((nav) => {
    const items = [
      ...nav.querySelectorAll<HTMLElement>('[data-figure], [data-practice-due], button[aria-haspopup]'),
    ].filter((el) => el.getBoundingClientRect().width > 0);
    const middles = items.map((el) => {
      const box = el.getBoundingClientRect();
      return (box.top + box.bottom) / 2;
    });
    // The text's line boxes: a figure whose text lines sit more than half a line apart has wrapped.
    const lines = (el: HTMLElement) => {
      const middles: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 2 && r.height > 2) middles.push((r.top + r.bottom) / 2);
      }
      return middles.length === 0 ? 1 : Math.round((Math.max(...middles) - Math.min(...middles)) / 10) + 1;
    };
    return {
      spread: Math.round(Math.max(...middles) - Math.min(...middles)),
      wrapped: items.filter((el) => lines(el) > 1).map((el) => el.textContent ?? ''),
    };
  });
}

test.describe('nothing overflows horizontally', () => {
  test('home, language list, course and sign-up with its errors, for a visitor', async ({ page }) => {
    for (const path of ['/', '/select-language', '/course/swahili']) {
      await open(page, path);
      expect(await horizontalOverflows(page), path).toEqual([]);
    }
    await open(page, '/onboarding?next=%2Flesson%2Figbo%2F1-0');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await horizontalOverflows(page), 'sign-up with errors').toEqual([]);
  });

  test('the language list with Continue Learning, the profile, achievements and the level page, for a learner', async ({
    page,
  }) => {
    await signInByApi(page);
    await open(page, '/select-language');
    await enrollOnServer(page, 'igbo');
    await completeOnServer(page, 'igbo', ['1-0', '1-1', '1-2']);
    // A course page loads the server's progress for the language (docs/product/accounts.md §4), achievements included.
    await open(page, '/course/igbo');
    await open(page, '/select-language');
    await expect(page.getByRole('link', { name: 'Continue Learning Igbo' })).toBeVisible();
    expect(await horizontalOverflows(page), '/select-language').toEqual([]);
    await open(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Recent Achievements' })).toBeVisible();
    await expect(page.locator('li').filter({ hasText: 'Perfectionist' }).first()).toBeVisible();
    expect(await horizontalOverflows(page), '/profile').toEqual([]);
    for (const path of ['/achievements', '/course/igbo', '/course/igbo/level/level-1']) {
      await open(page, path);
      expect(await horizontalOverflows(page), path).toEqual([]);
    }
    // A learner of months: four-digit XP and a two-digit streak keep the header one row of one-line figures.
    await showProgress(page, { totalXP: 4321, currentStreak: 12 });
    await expect(page.getByRole('button', { name: '4321 XP, XP level 7' })).toBeVisible();
    await expect(page.locator('[data-figure="streak"]')).toContainText('12');
    const { spread, wrapped } = await headerRow(page);
    expect(spread, 'the figures share one row').toBeLessThanOrEqual(4);
    expect(wrapped, 'figures broken onto a second line').toEqual([]);
    expect(await horizontalOverflows(page, 'header'), 'header').toEqual([]);
  });

  test.describe('the admin dashboard', () => {
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

    test('on every tab', async ({ page }) => {
      await admin.signIn(page);
      await open(page, `${admin.server.url}/admin`);
      await expect(page.getByRole('heading', { name: 'Lugha Admin' })).toBeVisible();
      for (const tab of ['Overview', 'Content', 'Users', 'Analytics', 'Settings']) {
        const button = page.getByRole('tab', { name: tab });
        await button.click();
        await expect(button).toHaveAttribute('aria-selected', 'true');
        await page.waitForLoadState('networkidle');
        // Every tab stays inside the viewport, however narrow: the bar wraps instead of hiding tabs.
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, tab).toBeLessThanOrEqual(page.viewportSize()!.width);
        expect(await horizontalOverflows(page), tab).toEqual([]);
      }
    });
  });
});

test("the current lesson's ring leaves its label clear", async ({ page }) => {
  await signInByApi(page);
  await open(page, '/course/igbo/level/level-1');
  const current = page.locator('[data-state="current"]');
  await expect(current).toHaveCount(1);
  // The circle is the link's first box; the title under it is part of the link too.
  const ring = (await current.getByRole('link').locator('span').first().boundingBox())!;
  const label = (await current.locator('span').last().boundingBox())!;
  // The ring is 4 px outside the circle's box.
  expect(label.y).toBeGreaterThanOrEqual(ring.y + ring.height + 4);
});
