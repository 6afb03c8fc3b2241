import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminServer, openSettled, PAGE_TYPES, type AdminServer, type PageType } from './page-types';
import { signInByApi } from './support';

/** axe-core's serious and critical findings on the page as it stands, one line each (rule, then the elements). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function check(type: PageType, signedIn: boolean) {
  test(`${type.name} ${signedIn ? 'signed in' : 'signed out'}: no serious or critical accessibility violations`, async ({ page }) => {
    if (signedIn) await signInByApi(page);
    await openSettled(page, type.path, type.status);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const type of PAGE_TYPES) {
  if (type.access === 'public') check(type, false);
  if (type.access !== 'admin') check(type, true);
}

test.describe('an admin', () => {
  let admin: AdminServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    admin = await adminServer();
  });

  test.afterAll(async () => {
    await admin?.server.stop();
  });

  for (const type of PAGE_TYPES.filter((t) => t.access === 'admin')) {
    test(`${type.name}: no serious or critical accessibility violations on the dashboard`, async ({ page }) => {
      await admin.signIn(page);
      await openSettled(page, `${admin.server.url}${type.path}`);
      await expect(page.getByRole('heading', { name: 'Lugha Admin' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
