// What every page type owes its visitors: a title, a description, one h1 and a language for search engines, screen
// readers and tabs; no console error; and no serious or critical accessibility violation by axe-core. One learner
// opens several page types in turn (`viewerVisits`), each page checked in a step of its own with soft assertions, so
// one run reports every failing check with the page it failed on.
import { expect, test, type Page } from '@playwright/test';
import { forEachAdminPage, openSettled, viewerVisits, type PageType } from './page-types';
import { seriousViolations, signInByApi } from './support';

/**
 * Collects console errors and uncaught exceptions into `errors`; the page being checked is `expected`'s, and a
 * not-found page's own 404 is expected and left out.
 */
function watchErrors(page: Page, expected: { status: number }): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const ownNotFound =
      expected.status === 404 && message.text().includes('404') && message.location().url === page.url();
    if (!ownNotFound) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every check of a settled page; `errors` are what the page logged while it loaded. */
async function expectSoundPage(page: Page, errors: string[], name: string): Promise<void> {
  await expect.soft(page, name).toHaveTitle(/\S/);
  await expect.soft(page.locator('html'), name).toHaveAttribute('lang', /^[a-z]{2}(-[A-Z]{2})?$/);
  await expect.soft(page.locator('meta[name="description"]'), name).toHaveAttribute('content', /\S.{20,}/);
  await expect.soft(page.locator('h1'), name).toHaveCount(1);
  expect.soft(errors, `${name}: console errors`).toEqual([]);
  expect.soft(await seriousViolations(page), `${name}: serious accessibility violations`).toEqual([]);
}

const CHECKS = 'title, description, one h1, lang, no console errors, no serious accessibility violations';

/** Opens each page of `types` in turn in `page` and checks it, with the errors logged while it loaded. */
async function checkEach(page: Page, types: PageType[]): Promise<void> {
  const expected = { status: 200 };
  const errors = watchErrors(page, expected);
  for (const type of types) {
    await test.step(type.name, async () => {
      expected.status = type.status ?? 200;
      errors.length = 0;
      await openSettled(page, type.path, type.status);
      await expectSoundPage(page, errors, type.name);
    });
  }
}

for (const { signedIn, types } of viewerVisits(5)) {
  const names = types.map((t) => t.name).join(', ');
  test(`${signedIn ? 'signed in' : 'signed out'}, ${names}: ${CHECKS}`, async ({ page }) => {
    // Each page's load and checks take a few seconds on a busy machine: the test's time is the page's times five.
    test.setTimeout(30_000 * types.length);
    if (signedIn) await signInByApi(page);
    await checkEach(page, types);
  });
}

forEachAdminPage(
  (type) => `${type.name} as an admin: ${CHECKS}`,
  async (page, open) => {
    const errors = watchErrors(page, { status: 200 });
    await open();
    await expectSoundPage(page, errors, 'admin');
  },
);
