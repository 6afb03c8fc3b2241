// Interaction latency on a slowed-down device (profile.ts: the CPU 4x slower, or a low-end phone on slow 4G): from
// navigation to the player being live, and from the click on Check to the feedback, timed two ways: to the first task after the frame that paints it (a message posted from
// that frame's requestAnimationFrame), and to the presentation of that frame as the browser's Event Timing reports
// it (the measure behind Interaction to Next Paint, in 8 ms steps). The first also counts a next frame that is
// already due when the feedback's frame ends: Chromium runs a frame scheduled with requestAnimationFrame before that
// message, so work a page puts a frame after its feedback is counted against the feedback. Each answer is on a
// fresh load in a fresh profile (cold cache), as a learner opening a lesson on a cheap phone would. Lugha's quiz
// lesson and the baseline (a static page with one bare React island, baseline-page.ts) are measured by the same
// code at the same throttling, answer by answer in turn, so that a change in the machine's speed weighs on both.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { storeSession, type Session } from './learners.ts';
import { cdpNetworkConditions, DESKTOP_4X, type DeviceProfile } from './profile.ts';
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
  /** The profile measured under (absent in runs before profiles: CPU 4x, no network throttling). */
  profile?: DeviceProfile | undefined;
  checkToFeedback: LatencyComparison;
  /** Check → the frame showing the feedback presented, from Event Timing. */
  checkToFeedbackShown: LatencyComparison;
  navigationToInteractive: LatencyComparison;
  /** The practice page's Check → verdict, against the same baseline island's Check → feedback. */
  practiceCheckToFeedback?: LatencyComparison | undefined;
  practiceCheckToFeedbackShown?: LatencyComparison | undefined;
}

/** What one click on Check gave: ms to the first task after the feedback's frame, and to its presentation. */
export interface CheckTiming {
  painted: number;
  shown: number;
}

/**
 * Event Timing reports an interaction of 16 ms or more (its lowest threshold); one not reported within this long of
 * its feedback being painted was shorter, and is counted as 16 ms.
 */
const EVENT_TIMING_WAIT_MS = 1000;
const EVENT_TIMING_FLOOR_MS = 16;

/** How the instrument recognises the feedback: the lesson's status text, or the practice page's verdict. */
type Feedback = 'lesson-status' | 'practice-verdict';

/**
 * Installed before the page's own scripts: notes when a lesson player goes live, and times a click on Check to its
 * feedback (see the file's head for the two ends). Serialised into the page, so it refers to nothing outside itself.
 */
function instrument({ feedback, wait, floor }: { feedback: Feedback; wait: number; floor: number }) {
  const bench = { ready: null as number | null, check: null as Promise<CheckTiming> | null };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  // Event Timing's click entries by start time, which is the click's timeStamp.
  const durations = new Map<number, number>();
  const waiting = new Map<number, (duration: number) => void>();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'click') continue;
      durations.set(entry.startTime, entry.duration);
      waiting.get(entry.startTime)?.(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const shownAt = (start: number) =>
    new Promise<number>((resolve) => {
      const known = durations.get(start);
      if (known !== undefined) return resolve(known);
      waiting.set(start, resolve);
      setTimeout(() => resolve(durations.get(start) ?? floor), wait);
    });
  new MutationObserver(() => {
    if (bench.ready === null && document.body?.dataset['lessonReady'] === 'true') bench.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-lesson-ready'] });
  const shown =
    feedback === 'lesson-status'
      ? () => [...document.querySelectorAll('[role="status"]')].some((el) => /Correct|Try Again/.test(el.textContent ?? ''))
      : () => document.querySelector('[data-verdict]') !== null;
  // Capture phase on window: runs before React's handler, with the event's own timestamp.
  window.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest('button')?.textContent?.trim() !== 'Check') return;
      const start = event.timeStamp;
      const painted = new Promise<number>((resolve) => {
        const afterFrame = () => {
          // rAF runs just before the frame is painted; a message posted from it arrives after it (and after a next
          // frame already due).
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - start);
            channel.port2.postMessage(0);
          });
        };
        if (shown()) return afterFrame();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          afterFrame();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      bench.check = painted.then(async (ms) => ({ painted: ms, shown: await shownAt(start) }));
    },
    true,
  );
}

const INSTRUMENT_TIMING = { wait: EVENT_TIMING_WAIT_MS, floor: EVENT_TIMING_FLOOR_MS };

async function checkTiming(page: Page, path: string): Promise<CheckTiming> {
  const timing = await page.evaluate(() => (window as unknown as { __bench: { check: Promise<CheckTiming> | null } }).__bench.check);
  if (timing === null) throw new Error(`the click on Check at ${path} was not seen by the measuring script`);
  return timing;
}

/** Slows the page's CPU, and its network when the profile has one, before it loads; the CDP session doing it. */
export async function throttle(context: BrowserContext, page: Page, profile: DeviceProfile): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', cdpNetworkConditions(profile.network));
  }
  return cdp;
}

/** One answer on the practice page, fresh load, same throttling: Check → the verdict painted and shown. */
export async function practiceAnswerOnce(browser: Browser, target: Omit<LatencyTarget, 'rightAnswer'>, profile: DeviceProfile): Promise<CheckTiming> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    await storeSession(context, target.baseUrl, target.session);
    const page = await context.newPage();
    await page.addInitScript(instrument, { feedback: 'practice-verdict' as const, ...INSTRUMENT_TIMING });
    await throttle(context, page, profile);
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
    return await checkTiming(page, target.path);
  } finally {
    await context.close();
  }
}

/** The pause between choosing an answer and pressing Check. */
export const CHOICE_TO_CHECK_MS = 300;

/** One answer on a fresh load: the time to a live player and from Check to the feedback painted and shown. */
export async function answerOnce(browser: Browser, target: LatencyTarget, profile: DeviceProfile): Promise<{ check: CheckTiming; interactive: number }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    // The baseline's page is opened the same way (a first visit to the origin, then the page), signed out.
    await storeSession(context, target.baseUrl, target.session);
    const page = await context.newPage();
    await page.addInitScript(instrument, { feedback: 'lesson-status' as const, ...INSTRUMENT_TIMING });
    await throttle(context, page, profile);
    await page.goto(`${target.baseUrl}${target.path}`);
    await page.waitForSelector('body[data-lesson-ready="true"]', { timeout: 60_000 });
    const interactive = await page.evaluate(() => (window as unknown as { __bench: { ready: number } }).__bench.ready);
    const answer = new RegExp(`${target.rightAnswer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await page.locator('[data-option]').filter({ hasText: answer }).click();
    // A quick learner's pause between choosing and pressing Check: the choice's own work (its render, its click
    // sound) is not counted against the Check that follows it.
    await page.waitForTimeout(CHOICE_TO_CHECK_MS);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const check = await checkTiming(page, target.path);
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
  options: {
    runs: number;
    samplesPerRun: number;
    profile?: DeviceProfile;
    /**
     * The practice page, for a new learner each sample: each answer reschedules a word, and one account answering
     * fifty times runs out of due words (the page then shows "caught up" and has no Check to press).
     */
    practice?: (() => Promise<Omit<LatencyTarget, 'rightAnswer'>>) | undefined;
  },
  log: (line: string) => void = () => {},
): Promise<LatencyResult> {
  const profile = options.profile ?? DESKTOP_4X;
  const side = () => ({ check: [] as number[][], shown: [] as number[][], interactive: [] as number[][] });
  const ours = side();
  const theirs = side();
  const practice = side();
  const record = (into: ReturnType<typeof side>, check: CheckTiming, interactive?: number) => {
    into.check.at(-1)!.push(check.painted);
    into.shown.at(-1)!.push(check.shown);
    if (interactive !== undefined) into.interactive.at(-1)!.push(interactive);
  };
  for (let run = 0; run < options.runs; run++) {
    for (const into of [ours, theirs, practice]) for (const list of Object.values(into)) list.push([]);
    for (let i = 0; i < options.samplesPerRun; i++) {
      const order = (run + i) % 2 === 0 ? ([[lugha, ours], [baseline, theirs]] as const) : ([[baseline, theirs], [lugha, ours]] as const);
      for (const [target, into] of order) {
        const answer = await answerOnce(browser, target, profile);
        record(into, answer.check, answer.interactive);
      }
      if (options.practice) record(practice, await practiceAnswerOnce(browser, await options.practice(), profile));
    }
    const median = (list: number[][]) => percentile(list.at(-1)!, 50).toFixed(0);
    log(
      `  ${profile.name}, run ${run + 1}: navigation → interactive median ${median(ours.interactive)} ms, baseline ${median(theirs.interactive)} ms; check → feedback median ${median(ours.check)} ms (shown ${median(ours.shown)} ms), baseline ${median(theirs.check)} ms (${median(theirs.shown)} ms)` +
        (options.practice ? `, practice ${median(practice.check)} ms (${median(practice.shown)} ms)` : ''),
    );
  }
  return {
    runs: options.runs,
    samplesPerRun: options.samplesPerRun,
    cpuSlowdown: profile.cpuSlowdown,
    profile,
    checkToFeedback: compare(ours.check, theirs.check),
    checkToFeedbackShown: compare(ours.shown, theirs.shown),
    navigationToInteractive: compare(ours.interactive, theirs.interactive),
    practiceCheckToFeedback: options.practice ? compare(practice.check, theirs.check) : undefined,
    practiceCheckToFeedbackShown: options.practice ? compare(practice.shown, theirs.shown) : undefined,
  };
}
