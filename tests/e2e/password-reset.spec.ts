import { expect, test } from '@playwright/test';
import { specServer } from './own-server';
import { hydrated, PASSWORD, uniqueEmail } from './support';

// Without SMTP_URL the server logs the mail it would send; the test reads the link from there.
const server = specServer({ env: { LOG_LEVEL: 'info' } });

/** The link of the last mail the server logged for `email`. */
async function mailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const line of [...server.log].reverse()) {
        const entry = JSON.parse(line.startsWith('{') ? line : '{}') as { mail?: { to?: string; link?: string } };
        if (entry.mail?.to === email && entry.mail.link) {
          link = entry.mail.link;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return link!;
}

test('forgot password: the mailed link opens /reset-password signed in, the new password works and the old one no longer does', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signUp.ok).toBe(true);

  await page.goto(`${server.url}/onboarding`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  // The same browser opens the link: supabase-js kept the PKCE verifier when it asked for the mail.
  await page.goto(await mailedLink(email));
  await page.waitForURL(`${server.url}/reset-password**`);
  await hydrated(page);
  await expect(page.getByText(/^The link has signed you in./)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters.');
  await page.getByLabel('New password', { exact: true }).fill('ogbe-ndu-2026');
  await page.getByLabel('Repeat the new password').fill('ogbe-ndu-2027');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two passwords do not match.');
  await page.getByLabel('Repeat the new password').fill('ogbe-ndu-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  const grant = (password: string) =>
    fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  expect((await grant('ogbe-ndu-2026')).status).toBe(200);
  expect((await grant(PASSWORD)).status).toBe(400);
});
