// Installability: Chromium's own install criteria (a manifest with the icons it needs, a service worker controlling
// the page), read over CDP as Lighthouse's former PWA audit did. Chromium never offers to install from a private
// window, so the check runs in a profile of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../lib/chromium.ts';

export interface Installability {
  /** Chromium's installability errors and the manifest's parse errors; none means the browser offers to install. */
  errors: string[];
}

export async function measureInstallability(chromePath: string, baseUrl: string): Promise<Installability> {
  const profile = mkdtempSync(join(tmpdir(), 'lugha-bench-install-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { errors } = await cdp.send('Page.getAppManifest');
    return {
      errors: [
        ...installabilityErrors.map((e) => e.errorId),
        ...errors.map((e) => `manifest: ${e.message}`),
      ],
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
