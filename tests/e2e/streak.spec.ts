import { expect, test, type Page } from '@playwright/test';
import { lessonReady, signUp } from './support.ts';

// The lesson strip shows the streak the header shows: a streak whose last lesson was before yesterday reads 0.

/** Completes lessons on the server on the given days before today (noon UTC), so the learner has a two-day streak. */
async function completeDaysAgo(page: Page, lessons: readonly (readonly [string, number])[]): Promise<void> {
  await page.evaluate(async (lessons) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
    for (const [lessonId, daysAgo] of lessons) {
      const noon = new Date();
      noon.setUTCHours(12, 0, 0, 0);
      const completedAt = new Date(noon.getTime() - daysAgo * 86_400_000).toISOString();
      const body = {
        language: 'igbo',
        lessonId,
        score: 100,
        timeSpent: 60,
        attempts: 1,
        mistakes: 0,
        hintsUsed: 0,
        completionId: crypto.randomUUID(),
        completedAt,
        timeZone: 'UTC',
      };
      const response = await fetch('/api/progress/lesson/complete', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`completing ${lessonId}: ${response.status}`);
    }
  }, lessons);
}

for (const [name, daysAgo, shown] of [
  ['a lapsed streak', 12, false],
  ['a streak whose last lesson was yesterday', 1, true],
] as const) {
  test(`the lesson strip ${shown ? 'shows' : 'hides'} ${name}`, async ({ page }) => {
    await signUp(page);
    await completeDaysAgo(page, [
      ['1-0', daysAgo + 1],
      ['1-1', daysAgo],
    ]);
    // The level page loads the learner's record from the server.
    await page.goto('/course/igbo/level/level-1');
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('lugha_progress') ?? '{}').igbo?.totalLessonsCompleted ?? 0,
        ),
      )
      .toBe(2);
    await page.goto('/lesson/igbo/1-2');
    await lessonReady(page);
    // The learner's own record has arrived once the XP of the two lessons shows.
    await expect(page.getByText(/[1-9]\d* XP in Igbo/)).toBeVisible();
    await expect(page.getByText('2 day streak')).toHaveCount(shown ? 1 : 0);
  });
}
