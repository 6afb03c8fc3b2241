// The review flow in a real Chromium with its fake microphone: a speaker records a word and sees the language's
// progress; an admin makes a learner a reviewer in the Users tab; that learner, without any restart, finds "Review
// recordings (1)" in the header and cannot approve the clip before it has played to its end. @both
import { expect, test } from '@playwright/test';
import { microphoneLaunch } from './fake-microphone.ts';
import { specServer } from './own-server';
import { horizontalOverflows } from './overflow';
import { hydrated, uniqueEmail } from './support';

const SHOTS = '/tmp/queue-shots';

const adminEmail = uniqueEmail('admin');
const server = specServer({ admin: adminEmail });

test.use({
  launchOptions: microphoneLaunch('syllables.wav'),
});

test('a new reviewer, granted in the Users tab, finds the queue in the header and must hear a clip before voting @both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const width = page.viewportSize()?.width ?? 0;
  // Screenshots at the two sizes the design is checked at: 375x812 and 1280x900.
  await page.setViewportSize({ width, height: width >= 1280 ? 900 : 812 });
  const tag = `w${width}x${Date.now().toString(36)}`;

  // A speaker records a word with the fake microphone and sends it.
  await server.storeSession(page, await server.signUp(uniqueEmail('speaker'), `speaker${tag}`));
  await page.goto(`${server.url}/contribute/yoruba`);
  await hydrated(page);
  await page.getByLabel('I speak Yoruba').check();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText(/^\d+ of \d+ words have a voice/)).toBeVisible();
  const word = (await page.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  await page.screenshot({ path: `${SHOTS}/contribute-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText(/^1\.\d s of 10 s$/)).toBeVisible({ timeout: 5000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: `Play ${word}` })).toBeVisible({ timeout: 10_000 });
  await page.getByLabel('Name to credit').fill(`Voice ${tag}`);
  await page.getByLabel(/I release this recording under/).check();
  await page.getByRole('button', { name: 'Send 1 recording' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! 1 recording sent for review.' })).toBeVisible();
  // The word sent is not offered again, even after a reload.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/^\d+ of \d+ words have a voice/)).toBeVisible();
  await expect(page.getByRole('heading', { name: word, exact: true })).toHaveCount(0);

  // A learner with no role sees no review link.
  const reviewerName = `rev${tag}`;
  const reviewerEmail = uniqueEmail('reviewer');
  const reviewer = await server.signUp(reviewerEmail, reviewerName);
  await server.storeSession(page, reviewer);
  await page.goto(`${server.url}/profile`);
  await hydrated(page);
  await expect(page.locator('[data-learner-nav]')).toBeVisible();
  await expect(page.getByRole('link', { name: /Review recordings/ })).toHaveCount(0);

  // The admin grants the Yoruba reviewer role in the Users tab; the server keeps running.
  await server.storeSession(page, await server.signIn(adminEmail));
  await page.goto(`${server.url}/admin`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search learners').fill(reviewerEmail);
  await expect(page.getByRole('status').filter({ hasText: /^1 learner$/ })).toBeVisible();
  const row = page.locator(`tr[data-learner="${reviewerEmail}"]`);
  await expect(row).toBeVisible();
  await row.getByLabel(`Language for ${reviewerName} to review`).selectOption('yoruba');
  await row.getByRole('button', { name: `Make ${reviewerName} a reviewer of Yoruba` }).click();
  await expect(row.getByRole('button', { name: `Remove ${reviewerName}'s Yoruba reviewer role` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-users-${width}.png`, fullPage: true });
  expect(await horizontalOverflows(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The reviewer's next page shows the link with the clip waiting.
  await server.storeSession(page, reviewer);
  await page.goto(`${server.url}/profile`);
  await hydrated(page);
  const link = page.getByRole('link', { name: 'Review recordings (1)' });
  await expect(link).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/header-${width}.png` });
  await link.click();
  await page.waitForURL('**/review-audio');
  await hydrated(page);
  await page.getByLabel('Language').selectOption('yoruba');
  const card = page.getByRole('article').filter({ hasText: `Voice ${tag}` });
  await expect(card).toBeVisible();
  const approve = card.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(card.getByText('Play the recording to the end before you approve or reject it.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/review-before-${width}.png`, fullPage: true });
  await card.getByRole('button', { name: 'Listen' }).click();
  const audio = card.getByLabel(`Recording of ${word}`);
  await expect(audio).toBeVisible();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.ended), { timeout: 20_000 }).toBe(true);
  await expect(approve).toBeEnabled();
  await expect(card.getByText('You heard the whole recording: approve or reject it.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/review-after-${width}.png`, fullPage: true });
  await approve.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Approved “${word}”. Your review is saved; one more reviewer decides it.` }),
  ).toBeVisible();
});
