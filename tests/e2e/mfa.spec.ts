import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { hydrated, openAccountMenu, PASSWORD, signIn, signUp, uniqueEmail } from './support.ts';

// A learner turns on two-step sign-in on the profile page with a code computed from the key shown, signs out, is
// asked for the code after the password (a wrong one is refused), signs in with the right one, and turns it off.

const SHOTS = '/tmp/mfa-shots';
const PERIOD = 30;

/**
 * Codes as an authenticator app would show them. The server takes one step of clock drift and never the same step
 * twice, so each code is the next step's (when the step after the clock's is used up, it waits for the clock).
 */
function authenticator(secret: string) {
  let lastStep = -1;
  const at = (step: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD * 1000 });
  return {
    async next(): Promise<string> {
      const now = Date.now() / 1000;
      let step = Math.floor(now / PERIOD);
      // The step before is still taken while the clock is in this one: starting there gives three codes (before, now,
      // next) without waiting for the clock, when enough of this step is left to send the first.
      if (lastStep < 0 && PERIOD - (now % PERIOD) > 8) step -= 1;
      while (step + 1 <= lastStep) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        step = Math.floor(Date.now() / 1000 / PERIOD);
      }
      lastStep = step === lastStep ? step + 1 : Math.max(step, lastStep + 1);
      return at(lastStep);
    },
    /** A code of an hour ago: well formed and wrong. */
    wrong: () => at(Math.floor(Date.now() / 1000 / PERIOD) - 120),
  };
}

const codeField = (page: Page) => page.getByLabel('6-digit code');

test(
  'a learner turns on two-step sign-in, signs in with a code, and turns it off',
  { tag: '@both' },
  async ({ page }) => {
    test.setTimeout(150_000);
    if (page.viewportSize()!.width > 1000) await page.setViewportSize({ width: 1280, height: 900 });
    const width = page.viewportSize()!.width;
    const email = await signUp(page, 'twostep', uniqueEmail('twostep'));

    await page.goto('/profile');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const qr = section.getByRole('img', { name: /QR code for Lugha two-step sign-in/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    const secret = ((await section.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const app = authenticator(secret);
    await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
    await page.screenshot({ path: `${SHOTS}/setup-${width}.png`, fullPage: true });

    await codeField(page).fill(await app.next());
    await section.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(section.getByRole('status')).toContainText('Two-step sign-in is on.');
    await expect(section.getByRole('list', { name: 'Your authenticator apps' })).toContainText('Authenticator app');
    await page.screenshot({ path: `${SHOTS}/on-${width}.png`, fullPage: true });

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/onboarding');
    await signIn(page, email, PASSWORD);
    const step = page.getByRole('form', { name: 'Two-step sign-in' });
    await expect(step).toBeVisible();
    await expect(codeField(page)).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/code-asked-${width}.png`, fullPage: true });

    // Leaving the code step does not leave the learner signed in halfway: any page sends them back to it.
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/onboarding' && url.searchParams.get('step') === 'code');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/profile');
    await expect(step).toBeVisible();
    await expect(codeField(page)).toBeFocused();

    await codeField(page).fill(app.wrong());
    await page.keyboard.press('Enter');
    await expect(step.getByRole('alert')).toContainText('That code is not right.');
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: `${SHOTS}/wrong-code-${width}.png`, fullPage: true });
    expect(page.url()).toContain('/onboarding');

    await codeField(page).fill(await app.next());
    await step.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/onboarding'));
    const level = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('lugha-auth-token') ?? '{}') as { access_token?: string };
      return JSON.parse(atob(stored.access_token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).aal as string;
    });
    expect(level).toBe('aal2');

    await page.goto('/profile');
    await hydrated(page);
    // The section hydrates when it comes into view (below the fold on a phone).
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(codeField(page)).toBeFocused();
    await codeField(page).fill(await app.next());
    await section.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(section.getByRole('status')).toContainText('Two-step sign-in is off.');
    await expect(section.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/off-${width}.png`, fullPage: true });
  },
);
