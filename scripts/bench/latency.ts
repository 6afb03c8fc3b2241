// Interaction latency with the CPU slowed down 4x: from navigation to the player being live, and from the click on
// Check to the next frame painted after the feedback appeared. Each answer is on a fresh load in a fresh profile
// (cold cache), as a learner opening a lesson on a cheap phone would. Lugha's quiz lesson and the baseline (a static
// page with one bare React island, baseline-page.ts) are measured by the same code at the same throttling, answer by
// answer in turn, so that a change in the machine's speed weighs on both.
import type { Browser } from '@playwright/test';
import { storeSession, type Session } from './learners.ts';
import { pairedRatio, percentile, spreadOf, type Spread } from './stats.ts';

/** A page to answer: where it is, the right option's text, and the session to load it with (none for the baseline). */
export interface LatencyTarget {
  baseUrl: string;
  path: string;
  /** Lugha shuffles the options on every attempt, so the right one is found by its text, not its place. */
  rightAnswer: string;
  session: Session | null;
}

/** One measure (check → feedback or navigation → interactive) of one page: each run's median and p95, across runs. */
export interface LatencyFigure {
  median: Spread;
  p95: Spread;
  /** Every sample, run by run, in ms. */
  samples: number[][];
}

export interface LatencyComparison {
  lugha: LatencyFigure;
  baseline: LatencyFigure;
  /** Lugha over the baseline, paired run by run. */
  medianRatio: Spread;
  p95Ratio: Spread;
}

export interface LatencyResult {
  runs: number;
  samplesPerRun: number;
  cpuSlowdown: number;
  checkToFeedback: LatencyComparison;
  navigationToInteractive: LatencyComparison;
  /** The practice page's Check → verdict, against the same baseline island's Check → feedback. */
  practiceCheckToFeedback?: LatencyComparison | undefined;
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

/**
 * The practice page's counterpart of instrument(): times a click on Check to the painted verdict ([data-verdict]),
 * whatever the exercise (a typed recall or a choice).
 */
function instrumentPractice() {
  const bench = { check: null as Promise<number> | null };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  window.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button?.textContent?.trim() !== 'Check') return;
      const start = event.timeStamp;
      bench.check = new Promise((resolve) => {
        const painted = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - start);
            channel.port2.postMessage(0);
          });
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-verdict]')) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    true,
  );
}

/** One answer on the practice page, fresh load, same throttling: Check → the verdict painted. */
export async function practiceAnswerOnce(browser: Browser, target: Omit<LatencyTarget, 'rightAnswer'>, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    await storeSession(context, target.baseUrl, target.session);
    const page = await context.newPage();
    await page.addInitScript(instrumentPractice);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${target.baseUrl}${target.path}`);
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await check.waitFor({ timeout: 60_000 });
    // The first exercise of the seeded session: type into a recall field, or choose the first option. Right or
    // wrong does not matter here: either verdict is the feedback being timed.
    const typed = page.getByRole('textbox');
    if ((await typed.count()) > 0) await typed.first().fill('a');
    else await page.getByRole('radio').first().check();
    await page.waitForTimeout(CHOICE_TO_CHECK_MS);
    await check.click();
    const ms = await page.evaluate(() => (window as unknown as { __bench: { check: Promise<number> | null } }).__bench.check);
    if (ms === null) throw new Error(`the click on Check at ${target.path} was not seen by the measuring script`);
    return ms;
  } finally {
    await context.close();
  }
}

/** The pause between choosing an answer and pressing Check. */
export const CHOICE_TO_CHECK_MS = 300;

/** One answer on a fresh load: the time to a live player and from Check to the painted feedback. */
async function answerOnce(browser: Browser, target: LatencyTarget, cpuSlowdown: number): Promise<{ check: number; interactive: number }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    // The baseline's page is opened the same way (a first visit to the origin, then the page), signed out.
    await storeSession(context, target.baseUrl, target.session);
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${target.baseUrl}${target.path}`);
    await page.waitForSelector('body[data-lesson-ready="true"]', { timeout: 60_000 });
    const interactive = await page.evaluate(() => (window as unknown as { __bench: { ready: number } }).__bench.ready);
    const answer = new RegExp(`${target.rightAnswer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await page.locator('[data-option]').filter({ hasText: answer }).click();
    // A quick learner's pause between choosing and pressing Check: the choice's own work (its render, its click
    // sound) is not counted against the Check that follows it.
    await page.waitForTimeout(CHOICE_TO_CHECK_MS);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const check = await page.evaluate(() => (window as unknown as { __bench: { check: Promise<number> | null } }).__bench.check);
    if (check === null) throw new Error(`the click on Check at ${target.path} was not seen by the measuring script`);
    await page.getByRole('status').filter({ hasText: 'Correct' }).waitFor();
    return { check, interactive };
  } finally {
    await context.close();
  }
}

const round = (v: number) => Math.round(v * 10) / 10;

function figure(runs: number[][]): LatencyFigure {
  return { median: spreadOf(runs.map((r) => percentile(r, 50))), p95: spreadOf(runs.map((r) => percentile(r, 95))), samples: runs.map((r) => r.map(round)) };
}

function compare(lugha: number[][], baseline: number[][]): LatencyComparison {
  return {
    lugha: figure(lugha),
    baseline: figure(baseline),
    medianRatio: pairedRatio(lugha.map((r) => percentile(r, 50)), baseline.map((r) => percentile(r, 50))),
    p95Ratio: pairedRatio(lugha.map((r) => percentile(r, 95)), baseline.map((r) => percentile(r, 95))),
  };
}

/** `runs` runs of `samplesPerRun` answers on each page, Lugha and baseline in turn (who goes first alternates). */
export async function measureLatency(
  browser: Browser,
  lugha: LatencyTarget,
  baseline: LatencyTarget,
  options: { runs: number; samplesPerRun: number; cpuSlowdown?: number; practice?: Omit<LatencyTarget, 'rightAnswer'> | undefined },
  log: (line: string) => void = () => {},
): Promise<LatencyResult> {
  const cpuSlowdown = options.cpuSlowdown ?? 4;
  const ours = { check: [] as number[][], interactive: [] as number[][] };
  const theirs = { check: [] as number[][], interactive: [] as number[][] };
  const practice: number[][] = [];
  for (let run = 0; run < options.runs; run++) {
    for (const side of [ours, theirs]) {
      side.check.push([]);
      side.interactive.push([]);
    }
    practice.push([]);
    for (let i = 0; i < options.samplesPerRun; i++) {
      const order = (run + i) % 2 === 0 ? ([[lugha, ours], [baseline, theirs]] as const) : ([[baseline, theirs], [lugha, ours]] as const);
      for (const [target, into] of order) {
        const answer = await answerOnce(browser, target, cpuSlowdown);
        into.check.at(-1)!.push(answer.check);
        into.interactive.at(-1)!.push(answer.interactive);
      }
      if (options.practice) practice.at(-1)!.push(await practiceAnswerOnce(browser, options.practice, cpuSlowdown));
    }
    log(`  run ${run + 1}: check → feedback median ${percentile(ours.check.at(-1)!, 50).toFixed(0)} ms, baseline ${percentile(theirs.check.at(-1)!, 50).toFixed(0)} ms`);
  }
  return {
    runs: options.runs,
    samplesPerRun: options.samplesPerRun,
    cpuSlowdown,
    checkToFeedback: compare(ours.check, theirs.check),
    navigationToInteractive: compare(ours.interactive, theirs.interactive),
    practiceCheckToFeedback: options.practice ? compare(practice, theirs.check) : undefined,
  };
}
