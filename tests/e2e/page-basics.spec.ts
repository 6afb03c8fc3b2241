import { expect, test, type Page } from '@playwright/test';
import { forEachAdminPage, forEachViewer, openSettled, type PageType } from './page-types';
import { signInByApi } from './support';

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

/** What every page owes a search engine, a screen reader and a browser tab. */
async function expectBasics(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}(-[A-Z]{2})?$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{20,}/);
  await expect(page.locator('h1')).toHaveCount(1);
}

function check(type: PageType, signedIn: boolean) {
  test(`${type.name} ${signedIn ? 'signed in' : 'signed out'}: title, description, one h1, lang, no console errors`, async ({
    page,
  }) => {
    if (signedIn) await signInByApi(page);
    const errors = watchErrors(page, type.status ?? 200);
    await openSettled(page, type.path, type.status);
    await expectBasics(page);
    expect(errors).toEqual([]);
  });
}

forEachViewer(check);

forEachAdminPage(
  (type) => `${type.name} as an admin: title, description, one h1, lang, no console errors`,
  async (page, open) => {
    const errors = watchErrors(page, 200);
    await open();
    await expectBasics(page);
    expect(errors).toEqual([]);
  },
);
