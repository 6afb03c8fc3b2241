// What every page type owes its visitors, checked on one visit per page and viewer: a title, a description, one h1
// and a language for search engines, screen readers and tabs; no console error; and no serious or critical
// accessibility violation by axe-core. Soft assertions, so one visit reports every failing check.
import { expect, test, type Page } from '@playwright/test';
import { forEachAdminPage, forEachViewer, openSettled, type PageType } from './page-types';
import { seriousViolations, signInByApi } from './support';

/** Collects console errors and uncaught exceptions; a not-found page's own 404 is expected and left out. */
function watchErrors(page: Page, expectedStatus: number): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const ownNotFound =
      expectedStatus === 404 && message.text().includes('404') && message.location().url === page.url();
    if (!ownNotFound) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every check of a settled page; `errors` are what the page logged while it loaded. */
async function expectSoundPage(page: Page, errors: string[]): Promise<void> {
  await expect.soft(page).toHaveTitle(/\S/);
  await expect.soft(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}(-[A-Z]{2})?$/);
  await expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{20,}/);
  await expect.soft(page.locator('h1')).toHaveCount(1);
  expect.soft(errors, 'console errors').toEqual([]);
  expect.soft(await seriousViolations(page), 'serious accessibility violations').toEqual([]);
}

const CHECKS = 'title, description, one h1, lang, no console errors, no serious accessibility violations';

function check(type: PageType, signedIn: boolean) {
  test(`${type.name} ${signedIn ? 'signed in' : 'signed out'}: ${CHECKS}`, async ({ page }) => {
    if (signedIn) await signInByApi(page);
    const errors = watchErrors(page, type.status ?? 200);
    await openSettled(page, type.path, type.status);
    await expectSoundPage(page, errors);
  });
}

forEachViewer(check);

forEachAdminPage(
  (type) => `${type.name} as an admin: ${CHECKS}`,
  async (page, open) => {
    const errors = watchErrors(page, 200);
    await open();
    await expectSoundPage(page, errors);
  },
);
