// Interaction latency on a quiz lesson with the CPU slowed down 4x: from navigation to the player being live,
// and from the click on Check to the next frame painted after the feedback appeared. Each answer is on a fresh
// load in a fresh profile (cold cache), as a learner opening a lesson on a cheap phone would.
import type { Browser } from '@playwright/test';
import { storeSession, type Session } from './learners.ts';
import { percentile } from './stats.ts';

export interface LatencyResult {
  samples: number;
  cpuSlowdown: number;
  checkToFeedbackMs: { median: number; p95: number; all: number[] };
  navigationToInteractiveMs: { median: number; p95: number; all: number[] };
}

/** Installed before the page's own scripts: notes when the player goes live, and times a click on Check to the painted feedback. */
function instrument() {
  const bench = { ready: null as number | null, check: null as Promise<number> | null };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new MutationObserver(() => {
    if (bench.ready === null && document.body?.dataset['lessonReady'] === 'true') bench.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-lesson-ready'] });
  // Capture phase on window: runs before React's handler, with the event's own timestamp.
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target?.closest('button') || target.closest('button')?.textContent?.trim() !== 'Check') return;
      const start = event.timeStamp;
      bench.check = new Promise((resolve) => {
        const painted = () => {
          // rAF runs just before the frame is painted; a message posted from it arrives just after.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - start);
            channel.port2.postMessage(0);
          });
        };
        const shown = () => [...document.querySelectorAll('[role="status"]')].some((el) => /Correct|Try Again/.test(el.textContent ?? ''));
        if (shown()) return painted();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    true,
  );
}

/** The pause between choosing an answer and pressing Check. */
export const CHOICE_TO_CHECK_MS = 300;

export async function measureLatency(browser: Browser, baseUrl: string, quiz: { path: string; rightOption: number }, session: Session, samples = 20, cpuSlowdown = 4): Promise<LatencyResult> {
  const check: number[] = [];
  const interactive: number[] = [];
  for (let i = 0; i < samples; i++) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      await storeSession(context, baseUrl, session);
      const page = await context.newPage();
      await page.addInitScript(instrument);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(`${baseUrl}${quiz.path}`);
      await page.waitForSelector('body[data-lesson-ready="true"]', { timeout: 60_000 });
      interactive.push(await page.evaluate(() => (window as unknown as { __bench: { ready: number } }).__bench.ready));
      await page.locator(`[data-option="${quiz.rightOption}"]`).click();
      // A quick learner's pause between choosing and pressing Check: the choice's own work (its render, its click
      // sound) is not counted against the Check that follows it.
      await page.waitForTimeout(CHOICE_TO_CHECK_MS);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const ms = await page.evaluate(() => (window as unknown as { __bench: { check: Promise<number> | null } }).__bench.check);
      if (ms === null) throw new Error('the click on Check was not seen by the measuring script');
      check.push(ms);
      await page.getByRole('status').filter({ hasText: 'Correct' }).waitFor();
    } finally {
      await context.close();
    }
  }
  const summary = (all: number[]) => ({ median: percentile(all, 50), p95: percentile(all, 95), all: all.map((v) => Math.round(v * 10) / 10) });
  return { samples, cpuSlowdown, checkToFeedbackMs: summary(check), navigationToInteractiveMs: summary(interactive) };
}
