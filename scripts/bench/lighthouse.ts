// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) driving the installed Chromium.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../lib/chromium.ts';
import { AUTH_STORAGE_KEY, type Session } from './learners.ts';

export interface LighthouseResult {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points outside performance, to act on. */
  failedAudits: string[];
  /** Every run's performance score, when the page was audited more than once (the result is the median run). */
  performanceRuns?: number[] | undefined;
}

/** Lighthouse's own advice for a score that varies from run to run: audit several times and keep the median run. */
export function medianRun(runs: readonly LighthouseResult[]): LighthouseResult {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, performanceRuns: runs.map((r) => r.performance) };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Accessibility, best practices and SEO at 100, except that a page the site keeps out of search engines on purpose
 * (`noindex`: practice and the other signed-in pages) loses SEO's is-crawlable audit and nothing else.
 */
export function qualityMet(result: Pick<LighthouseResult, 'accessibility' | 'bestPractices' | 'seo' | 'failedAudits'>): boolean {
  const seoLosses = result.failedAudits.filter((audit) => audit.startsWith('seo: '));
  const seoMet = result.seo === 100 || (seoLosses.length === 1 && seoLosses[0] === 'seo: is-crawlable');
  return result.accessibility === 100 && result.bestPractices === 100 && seoMet;
}

async function seedSession(port: number, baseUrl: string, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
    await page.close();
  } finally {
    // Connected, not launched: this disconnects and leaves the browser (and its storage) to Lighthouse.
    await browser.close();
  }
}

/** Raised when Lighthouse ran but could not record the page (NO_NAVSTART, NO_FCP…): worth another try. */
export class LighthouseRuntimeError extends Error {}

/**
 * audit(), tried up to `attempts` times while Lighthouse reports a runtime error: those come from Lighthouse's own
 * tracing on a busy machine, not from the page, and one of them used to cost the whole section.
 */
export async function auditWithRetry(
  options: Parameters<typeof audit>[0],
  log: (line: string) => void,
  attempts = 3,
  run: typeof audit = audit,
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(options);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= attempts) throw error;
      log(`  ${error.message}; trying again (${attempt + 1} of ${attempts})`);
    }
  }
}

/** Audits one page in a browser of its own; a session, when given, is stored first and kept (no storage reset). */
export async function audit(options: { chromePath: string; debugPort: number; baseUrl: string; name: string; path: string; session?: Session | undefined }): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: options.chromePath, port: options.debugPort, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
  try {
    if (options.session) await seedSession(chrome.port, options.baseUrl, options.session);
    const result = await lighthouse(`${options.baseUrl}${options.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(options.session),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${options.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not audit ${options.path}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failedAudits = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c}: ${ref.id}`),
    );
    return {
      name: options.name,
      path: options.path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      failedAudits,
    };
  } finally {
    await new Promise<void>((resolve) => {
      // The next audit reuses the debugging port: wait until this browser has really gone.
      if (chrome.process.exitCode !== null) return resolve();
      chrome.process.once('exit', () => resolve());
      chrome.kill();
    });
  }
}
