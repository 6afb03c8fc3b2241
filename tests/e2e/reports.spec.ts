// "Report a problem": a learner reports "My answer should be accepted" on a practice answer (online) and on a word
// bank (offline, sent when back online); an admin sees both grouped on the Reports tab and resolves one; the learner's
// next visit says "Thanks: fixed". Then a wrong match pair, a pattern step, a story question and a conversation line
// are reported with their answers and the content's version.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test, type Page } from '@playwright/test';
import { practiceSession } from '../../src/domain/index.ts';
import { IGBO } from '../../src/test-support/spellings.ts';
import type { AdminReportGroup } from '../../src/shared/api-types.ts';
import { ownServer, type OwnServer } from './own-server';
import { atBothWidths, completeOnServer, hydrated, lessonReady, PASSWORD, uniqueEmail } from './support.ts';
import { callApi, practiceState } from './practice-support.ts';

const SHOTS = '/tmp/reports-shots';
let server: OwnServer;
const adminEmail = uniqueEmail('admin');
const learnerEmail = uniqueEmail('reporter');
const secondEmail = uniqueEmail('reporter2');

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

// In turn in one worker, so the server below starts once (as specServer does, tests/e2e/own-server.ts).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await ownServer();
  await signUpByApi(server.url, adminEmail);
  await signUpByApi(server.url, learnerEmail);
  await signUpByApi(server.url, secondEmail);
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
      const [first] = practiceSession(items, cards, new Date(), seed, { spelling: IGBO });
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

const lessonFile = (id: string) => parse(readFileSync(`content/courses/igbo/lessons/${id}.yaml`, 'utf8'));

/** Sends the open dialog's report with the reason it chose, after checking that reason, and closes it. */
async function sendReport(page: Page, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog.getByRole('radio', { name: reason })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText("Thanks — we'll look at it");
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('a wrong match pair, a pattern step, a story question and a conversation line are reported', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, secondEmail, '/profile');
  await completeOnServer(page, 'igbo', ['1-0', '1-1', '1-2', '1-3', '1-4']);

  // Match pairs in practice (words reviewed ten days ago are due): one word matched with another word's meaning.
  const learnt = await practiceState(page, 'igbo');
  await callApi(page, '/practice/igbo/answers', {
    answers: learnt.items
      .filter((i) => i.source === 'vocabulary')
      .map((w) => ({
        id: randomUUID(),
        itemId: w.id,
        direction: 'recognise',
        kind: 'right',
        responseMs: 60_000,
        answeredAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      })),
  });
  const { items, cards } = await practiceState(page, 'igbo');
  let seed = 1;
  let board: Extract<ReturnType<typeof practiceSession>[number], { kind: 'match' }> | undefined;
  for (; seed < 5000 && !board; seed++) {
    const [first] = practiceSession(items, cards, new Date(), seed, { spelling: IGBO });
    if (first?.kind === 'match' && first.pairs.length >= 2) board = first;
  }
  expect(board).toBeDefined();
  const [one, two] = board!.pairs;
  await page.goto(`${server.url}/practice/igbo?seed=${seed - 1}`);
  await hydrated(page);
  const deck = page.getByRole('list', { name: 'Cards' });
  const card = (text: string) => deck.getByRole('button', { name: text, exact: true });
  await card(one!.word).click();
  await card(two!.meaning).click();
  await expect(card(one!.word)).toHaveAttribute('aria-pressed', 'false');
  for (const pair of board!.pairs) {
    await card(pair.word).click();
    await card(pair.meaning).click();
  }
  await expect(page.getByText('All pairs matched!')).toBeVisible();
  await atBothWidths(page, async (width) => {
    await page.screenshot({ path: `${SHOTS}/match-${width}.png` });
  });
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await expect(page.getByText(`Your answer “${one!.word} = ${two!.meaning}” is sent`)).toBeVisible();
  await sendReport(page, 'My answer should be accepted');
  await expect(page.getByRole('button', { name: 'Report a problem' })).toBeFocused();

  // A pattern step answered wrongly.
  await page.goto(`${server.url}/lesson/igbo/1-1`);
  await lessonReady(page);
  const box = page.getByRole('textbox');
  for (let i = 0; i < 6 && !(await box.isVisible()); i++) {
    const reveal = page.getByRole('button', { name: /Show Pattern/ });
    if (await reveal.isVisible()) await reveal.click();
    await page.getByRole('button', { name: /^Next step/ }).click();
  }
  await box.fill('Ndewo nu');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Try Again' })).toBeVisible();
  // The lesson's own report (in the region) comes after the verdict; the page's report sits in the footer.
  const report = page.getByRole('region', { name: 'Lesson' }).getByRole('button', { name: 'Report a problem' });
  await atBothWidths(page, async (width) => {
    await report.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/pattern-${width}.png` });
  });
  // By keyboard: Enter on the report opens the dialog, and closing it gives the focus back.
  await report.focus();
  await page.keyboard.press('Enter');
  await sendReport(page, 'My answer should be accepted');
  await expect(report).toBeFocused();

  // A story question answered wrongly.
  const story = lessonFile('1-4') as { comprehensionQuestions: { options: { text: string; isCorrect?: boolean }[] }[] };
  const options = story.comprehensionQuestions[0]!.options;
  const wrong = options.find((o) => !o.isCorrect)!;
  await page.goto(`${server.url}/lesson/igbo/1-4`);
  await lessonReady(page);
  await page.getByRole('tab', { name: /Questions/ }).click();
  await page.getByRole('radio', { name: wrong.text }).check();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Try Again' })).toBeVisible();
  await atBothWidths(page, async (width) => {
    await page.screenshot({ path: `${SHOTS}/story-${width}.png` });
  });
  await page.getByRole('region', { name: 'Lesson' }).getByRole('button', { name: 'Report a problem' }).click();
  await sendReport(page, 'My answer should be accepted');

  // A conversation line's audio.
  await page.goto(`${server.url}/lesson/igbo/1-5`);
  await lessonReady(page);
  const line = page.getByRole('list', { name: 'Dialogue' }).getByRole('listitem').first();
  await atBothWidths(page, async (width) => {
    await line.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/conversation-${width}.png` });
  });
  await line.getByRole('button', { name: 'Report a problem' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'The audio is wrong' }).check();
  await sendReport(page, 'The audio is wrong');

  // What the authors read: the answers as given, the expected ones and the version of the content seen.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, adminEmail, '/admin');
  const groups = await callApi<AdminReportGroup[]>(admin, '/admin/reports?language=igbo');
  await adminContext.close();
  const mine = (kind: string) => {
    const group = groups.find((g) => g.exerciseKinds.includes(kind));
    return { group, report: group?.reports.find((r) => r.exerciseKind === kind) };
  };
  const match = mine('match');
  expect(match.group?.itemId).toBe(one!.itemId);
  expect(match.report).toMatchObject({
    givenAnswer: `${one!.word} = ${two!.meaning}`,
    expectedAnswers: [`${one!.word} = ${one!.meaning}`, `${two!.word} = ${two!.meaning}`],
    contentVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  expect(mine('pattern-discovery').report).toMatchObject({
    givenAnswer: 'Ndewo nu',
    contentVersion: lessonFile('1-1').lastModified,
  });
  expect(mine('pattern-discovery').report?.expectedAnswers.length).toBeGreaterThan(0);
  expect(mine('cultural-story').report).toMatchObject({
    givenAnswer: wrong.text,
    expectedAnswers: [options.find((o) => o.isCorrect)!.text],
    contentVersion: lessonFile('1-4').lastModified,
  });
  expect(mine('conversation').group?.label).toBe(lessonFile('1-5').lines[0].line);
  expect(mine('conversation').report).toMatchObject({ reason: 'audio-wrong', givenAnswer: null });
});
