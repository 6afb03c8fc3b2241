// A quick look at how a lesson page loads, outside the full bench: navigation → lesson interactive for the quiz lesson
// and the bare island, in turn, at 4x CPU and on the low-end-phone profile (the latency section's harness), and with
// --trace one Chrome performance trace of a cold load of the quiz at 4x CPU plus a summary of its critical path (the
// scripts fetched before the player is live, in order, with their sizes and when each request could be sent: over
// HTTP/1.1 a browser opens six connections to a host, and a request found later waits for one); --trace-low-end takes
// that trace on the low-end-phone profile (6x CPU, slow 4G), where those waits are round trips of 150 ms. With --shifts it only loads one lesson of
// every type at 412 px and 4x CPU (with --low-end, on the low-end-phone profile), signed in, and prints each page's
// layout shifts (what Lighthouse's CLS sums) with the elements that moved, from where to where, and its LCP candidates.
//   node_modules/.bin/node scripts/bench/lesson-load.ts [--samples 10] [--trace bench-trace.json [--trace-low-end]] [--shifts [--low-end]]
// Uses BENCH_PORT (default 4510) and the one after it; expects a fresh build (scripts/build.ts).
import { rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.ts';
import { BASELINE_QUIZ, buildBaselinePage } from './baseline-page.ts';
import { answerOnce, throttle, type LatencyTarget } from './latency.ts';
import { practiser, storeSession } from './learners.ts';
import { benchContent } from './pages.ts';
import { startBaseline, startLugha } from './processes.ts';
import { DESKTOP_4X, LOW_END_PHONE, type DeviceProfile } from './profile.ts';
import { percentile } from './stats.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const samples = Number(arg('samples') ?? 10);
const tracePath = arg('trace');
const basePort = Number(process.env['BENCH_PORT'] ?? 4510);

const chromePath = await ensureChromium({ full: true });
const content = await benchContent();
const server = await startLugha({ port: basePort });
const dir = await buildBaselinePage();
const island = await startBaseline('files', basePort + 1, { file: dir, headers: {} });
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
try {
  const session = await practiser(server.url, content.reached, 'learner');
  const lugha: LatencyTarget = { baseUrl: server.url, path: content.quiz.path, rightAnswer: content.quiz.rightAnswer, session };
  const baseline: LatencyTarget = { baseUrl: island.url, ...BASELINE_QUIZ, session: null };
  if (process.argv.includes('--shifts')) {
    const profile = process.argv.includes('--low-end') ? LOW_END_PHONE : DESKTOP_4X;
    for (const page of content.pages.filter((p) => p.group === 'lesson' || p.group === 'practice')) await shifts(page.name, { ...lugha, path: page.path }, profile);
  } else {
    if (tracePath) await trace(lugha, tracePath, process.argv.includes('--trace-low-end') ? LOW_END_PHONE : DESKTOP_4X);
    for (const profile of [DESKTOP_4X, LOW_END_PHONE]) await compare(profile, lugha, baseline);
  }
} finally {
  await browser.close();
  await island.stop();
  await server.dispose();
  rmSync(dir, { recursive: true, force: true });
}

async function compare(profile: DeviceProfile, lugha: LatencyTarget, baseline: LatencyTarget): Promise<void> {
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < samples; i++) {
    const order = i % 2 === 0 ? ([[lugha, ours], [baseline, theirs]] as const) : ([[baseline, theirs], [lugha, ours]] as const);
    for (const [target, into] of order) into.push((await answerOnce(browser, target, profile)).interactive);
  }
  const line = (list: number[]) => `median ${percentile(list, 50).toFixed(0)} ms, p95 ${percentile(list, 95).toFixed(0)} ms`;
  const ratio = (p: number) => (percentile(ours, p) / percentile(theirs, p)).toFixed(2);
  console.log(`${profile.name}, ${samples} loads each: quiz ${line(ours)}; island ${line(theirs)}; ratio ${ratio(50)}× median, ${ratio(95)}× p95`);
}

async function trace(target: LatencyTarget, path: string, profile: DeviceProfile): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    await storeSession(context, target.baseUrl, target.session);
    const page = await context.newPage();
    const cdp = await throttle(context, page, profile);
    const events: unknown[] = [];
    cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => events.push(...e.value));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'netlog'] },
    });
    const requests: { url: string; start: number; sent: number; end: number; bytes: number }[] = [];
    const started = Date.now();
    page.on('requestfinished', (request) => {
      void request.sizes().then((sizes) => {
        const t = request.timing();
        const at = t.startTime - started;
        requests.push({ url: request.url(), start: at, sent: at + Math.max(0, t.requestStart), end: at + t.responseEnd, bytes: sizes.responseBodySize });
      });
    });
    await page.goto(`${target.baseUrl}${target.path}`);
    await page.waitForSelector('body[data-lesson-ready="true"]', { timeout: 60_000 });
    const ready = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await done;
    writeFileSync(path, JSON.stringify({ traceEvents: events }));
    const scripts = requests.filter((r) => /\.(m?js)(\?|$)/.test(r.url)).sort((a, b) => a.start - b.start);
    const before = scripts.filter((r) => r.end <= ready);
    console.log(`${profile.name}: trace written to ${path}; lesson live at ${ready.toFixed(0)} ms after navigation start`);
    console.log('each request: found – sent (after waiting for a connection) – last byte');
    console.log(`${before.length} scripts finished before the player was live, ${(before.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(1)} KiB (bodies as sent):`);
    for (const r of scripts) console.log(`  ${r.start.toFixed(0).padStart(5)}–${r.sent.toFixed(0).padStart(5)}–${r.end.toFixed(0).padStart(5)} ms ${(r.bytes / 1024).toFixed(1).padStart(6)} KiB ${new URL(r.url).pathname}`);
    const other = requests.filter((r) => !scripts.includes(r)).sort((a, b) => a.start - b.start);
    console.log('other requests:');
    for (const r of other) console.log(`  ${r.start.toFixed(0).padStart(5)}–${r.sent.toFixed(0).padStart(5)}–${r.end.toFixed(0).padStart(5)} ms ${(r.bytes / 1024).toFixed(1).padStart(6)} KiB ${new URL(r.url).pathname}`);
  } finally {
    await context.close();
  }
}

interface Shift {
  value: number;
  at: number;
  sources: { node: string; from: string; to: string }[];
}

async function shifts(name: string, target: LatencyTarget, profile: DeviceProfile): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    await storeSession(context, target.baseUrl, target.session);
    const page = await context.newPage();
    await throttle(context, page, profile);
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { __shifts: unknown[] }).__shifts = seen;
      const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      const label = (n: Node | null) => {
        if (!(n instanceof Element)) return n ? n.nodeName : '(gone)';
        const cls = n.getAttribute('class')?.split(' ').slice(0, 2).join('.');
        return `${n.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
          if (e.hadRecentInput) continue;
          seen.push({ value: e.value, at: e.startTime, sources: e.sources.map((s) => ({ node: label(s.node), from: box(s.previousRect), to: box(s.currentRect) })) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const paints: unknown[] = [];
      (window as unknown as { __paints: unknown[] }).__paints = paints;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { startTime: number; size: number; element: Element | null }[])
          paints.push({ at: e.startTime, size: e.size, node: label(e.element), text: e.element?.textContent?.slice(0, 40) ?? '' });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${target.baseUrl}${target.path}`);
    await page.waitForSelector('body[data-lesson-ready="true"], main', { timeout: 60_000 });
    await page.waitForTimeout(3000);
    const list = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    if (process.env['BENCH_SHOTS']) await page.screenshot({ path: `${process.env['BENCH_SHOTS']}/${name.replace(/\W+/g, '-')}.png` });
    const total = list.reduce((s, e) => s + e.value, 0);
    console.log(`${name}: ${list.length} shifts, sum ${total.toFixed(3)}`);
    const paints = await page.evaluate(() => (window as unknown as { __paints: { at: number; size: number; node: string; text: string }[] }).__paints);
    if (process.env['BENCH_RESOURCES']) {
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => `${Math.round(r.startTime)}-${Math.round((r as PerformanceResourceTiming).responseEnd)} ${r.name.replace(location.origin, '')}`));
      const fcp = await page.evaluate(() => performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`));
      console.log(`  ${fcp.join(', ')}\n  ${loaded.join('\n  ')}`);
    }
    for (const p of paints) console.log(`  LCP candidate at ${p.at.toFixed(0)} ms: ${p.node} (${p.size} px²) "${p.text}"`);
    for (const e of list) {
      console.log(`  ${e.at.toFixed(0).padStart(5)} ms  ${e.value.toFixed(3)}`);
      for (const s of e.sources) console.log(`      ${s.node}: ${s.from} → ${s.to}`);
    }
  } finally {
    await context.close();
  }
}
