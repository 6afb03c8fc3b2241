import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { forEachAdminPage, forEachViewer, openSettled, type PageType } from './page-types';
import { signInByApi } from './support';

/** axe-core's serious and critical findings on the page as it stands, one line each (rule, then the elements). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function check(type: PageType, signedIn: boolean) {
  test(`${type.name} ${signedIn ? 'signed in' : 'signed out'}: no serious or critical accessibility violations`, async ({
    page,
  }) => {
    if (signedIn) await signInByApi(page);
    await openSettled(page, type.path, type.status);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

forEachViewer(check);

forEachAdminPage(
  (type) => `${type.name}: no serious or critical accessibility violations on the dashboard`,
  async (page, open) => {
    await open();
    expect(await seriousViolations(page)).toEqual([]);
  },
);
