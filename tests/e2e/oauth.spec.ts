import { expect, test } from '@playwright/test';
import { startMockIdp, type MockIdp } from '../helpers/oidc';
import { ownServer, type OwnServer } from './own-server';
import { hydrated, uniqueEmail } from './support';

let idp: MockIdp;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  idp = await startMockIdp();
  server = await ownServer({
    AUTH_GOOGLE_CLIENT_ID: 'lugha-e2e',
    AUTH_GOOGLE_SECRET: 'lugha-e2e-secret',
    AUTH_GOOGLE_ISSUER: idp.issuer,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

test('Google sign-in comes back to the language list signed in, with the name from the provider', async ({ page }) => {
  const email = uniqueEmail('google');
  // The provider's sign-in page: this learner signs in (the mock then redirects straight back).
  idp.decideEvery({
    claims: {
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: 'Ngozi Adichie',
      given_name: 'Ngozi',
      family_name: 'Adichie',
    },
  });
  await page.goto(`${server.url}/onboarding`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Google' }).click();
  await page.waitForURL(`${server.url}/select-language**`);
  await hydrated(page);
  await expect(
    page.getByRole('button', { name: /^(Account \(Ngozi Adichie\)|Menu)$/ }).filter({ visible: true }),
  ).toBeVisible();
  await expect(
    page.locator('article[data-language="igbo"]').getByRole('button', { name: 'Enroll Now in Igbo' }),
  ).toBeVisible();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('lugha-auth-token') ?? 'null'));
  expect(session.user.email).toBe(email);
  expect(session.user.app_metadata.provider).toBe('google');
  // The code is spent and gone from the address.
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
});
