// A pattern step judges a typed answer as practice does (one grader): a slip in the marks is "Almost — check the
// marks" with the same letter notes, answers the step, and costs no heart; a plainly wrong answer gets no letter notes.
import { expect, test } from '@playwright/test';
import { callApi } from './practice-support.ts';
import { atBothWidths, completeOnServer, lessonReady, signInByApi } from './support.ts';

const SHOTS = '/tmp/pattern-slip';

test('a pattern step takes "E ku osan" for "Ẹ kú ọ̀sán" as a slip with letter notes, at no cost in hearts', async ({
  page,
}, info) => {
  await signInByApi(page);
  await completeOnServer(page, 'yoruba', ['y1-0']);
  const hearts = async () =>
    (await callApi<{ currentHearts: number }>(page, '/progress/language/yoruba')).currentHearts;
  const before = await hearts();
  await page.goto('/lesson/yoruba/y1-1');
  await lessonReady(page);
  const box = page.getByRole('textbox');
  for (let i = 0; i < 6 && !(await box.isVisible()); i++) {
    const reveal = page.getByRole('button', { name: /Show Pattern/ });
    if (await reveal.isVisible()) await reveal.click();
    await page.getByRole('button', { name: /^Next step/ }).click();
  }
  await expect(page.getByText(/Ẹ kú ọ̀sán|afternoon/i).first()).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /Try Again|Almost|Correct/ });

  await box.fill('xyz');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(status).toContainText('Try Again');
  await expect(status.locator('li')).toHaveCount(0);

  await box.fill('E ku osan');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(status).toContainText('Almost — check the marks');
  await expect(status).toContainText('The ẹ needs its dot');
  await expect(status).toContainText('Answer: Ẹ kú ọ̀sán');
  await expect(page.getByRole('button', { name: /^Next step/ })).toBeEnabled();
  await atBothWidths(page, async (width) => {
    await page.screenshot({ path: `${SHOTS}/slip-${info.project.name}-${width}.png`, fullPage: true });
  });
  // One heart for the plainly wrong answer, none for the slip.
  await expect.poll(hearts).toBe(before - 1);
});
