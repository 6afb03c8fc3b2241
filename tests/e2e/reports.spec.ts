// "Report a problem": a learner reports "My answer should be accepted" on a practice answer (online) and on a word
// bank (offline, sent when back online); an admin sees both grouped on the Reports tab and resolves one; the learner's
// next visit says "Thanks: fixed".
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { practiceSession } from '../../src/domain/index.ts';
import { ownServer, type OwnServer } from './own-server';
import { completeOnServer, hydrated, lessonReady, PASSWORD, uniqueEmail } from './support.ts';
import { callApi, practiceState } from './practice-support.ts';

const SHOTS = '/tmp/reports-shots';
let server: OwnServer;
const adminEmail = uniqueEmail('admin');
const learnerEmail = uniqueEmail('reporter');

async function signUpByApi(url: string, email: string): Promise<void> {
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.ok).toBe(true);
}

async function signIn(page: Page, email: string, next: string): Promise<void> {
  await page.goto(`${server.url}/onboarding?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`**${next}`);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await ownServer();
  await signUpByApi(server.url, adminEmail);
  await signUpByApi(server.url, learnerEmail);
  await server.admin('grant-admin', adminEmail);
});

test.afterAll(async () => {
  await server?.stop();
});

test(
  'a learner reports answers, an admin resolves one, the learner hears it is fixed',
  { tag: '@both' },
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, learnerEmail, '/profile');
    await completeOnServer(page, 'igbo', ['1-0']);
    // A practice answer: "Ndewo o" typed for Hello, reported online.
    const { items } = await practiceState(page, 'igbo');
    const words = items.filter((i) => i.source === 'vocabulary');
    await callApi(page, '/practice/igbo/answers', {
      answers: words.map((w) => ({
        id: randomUUID(),
        itemId: w.id,
        direction: 'recognise',
        kind: 'right',
        responseMs: 9000,
        answeredAt: new Date().toISOString(),
      })),
    });
    const { cards } = await practiceState(page, 'igbo');
    let seed = 1;
    for (; seed < 5000; seed++) {
      const [first] = practiceSession(items, cards, new Date(), seed);
      if (first?.kind === 'recall' && first.itemId === 'igbo:ndewo') break;
    }
    await page.goto(`${server.url}/practice/igbo?seed=${seed}`);
    await hydrated(page);
    await expect(page.getByLabel(/for “Hello/)).toBeFocused();
    await page.keyboard.type('Ndewo nu');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-verdict]')).toBeVisible();
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await expect(dialog.getByRole('radio', { name: 'My answer should be accepted' })).toBeChecked();
    await dialog.getByLabel('Comment (optional)').fill('My mother says it this way');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/dialog-${width}.png` });
    }
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status')).toHaveText("Thanks — we'll look at it");
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A word bank, reported offline and sent when the connection returns.
    await completeOnServer(page, 'igbo', ['1-1', '1-2', '1-3', '1-4', '1-5']);
    await page.goto(`${server.url}/lesson/igbo/1-6`);
    await lessonReady(page);
    const bank = page.getByRole('group', { name: 'Word bank' });
    for (const name of ['Nna', 'ụtụtụ', 'ọma']) await bank.getByRole('button', { name, exact: true }).first().click();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Report a problem' }).first().click();
    await expect(dialog.getByRole('radio', { name: 'My answer should be accepted' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Saved on this device; it is sent when you are back online');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.context().setOffline(false);
    await expect
      .poll(
        async () =>
          (await callApi<{ exerciseKind: string }[]>(page, '/reports/mine')).map((r) => r.exerciseKind).sort(),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['recall', 'word-bank']);

    // The admin sees both, grouped, and resolves the practice one.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, adminEmail, '/admin');
    await admin.getByRole('tab', { name: 'Reports' }).click();
    const ndewo = admin.locator('[data-report-group="igbo:ndewo"]');
    await expect(ndewo).toContainText('1 report, 1 open');
    await expect(ndewo).toContainText('“Ndewo nu” × 1');
    await expect(admin.locator('[data-report-group="1-6"]')).toContainText('word-bank');
    for (const width of [375, 1280]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.screenshot({ path: `${SHOTS}/tab-${width}.png`, fullPage: true });
    }
    await ndewo.getByLabel('Note for the learners (optional)').fill('Ndewo nu is accepted now');
    await ndewo.getByRole('button', { name: 'Resolve' }).click();
    await expect(ndewo).toHaveCount(0);
    await adminContext.close();

    // The learner's next visit.
    await page.goto(`${server.url}/profile`);
    await expect(page.getByText('Thanks: fixed — Hello')).toBeVisible({ timeout: 15_000 });
  },
);
