import { existsSync } from 'node:fs';
import { run } from './run.ts';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// The same Chromium engine without the browser's own window and UI, as Playwright itself runs headless tests: a
// browser test costs about a quarter less CPU and time in it (docs/testing.md).
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Flags for a headless Chromium in a container: no sandbox or GPU, and none of the background traffic that would skew a measurement. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser tests' flags: the above, and V8 without its optimizing compilers (Maglev and TurboFan; its interpreter
 * and baseline compiler still run). A test's page lives for seconds, and optimizing its code on a 2-core machine cost
 * more than it saved: the unit players took 104-107 CPU-seconds instead of 123-134, their renderers 46-47 instead of
 * 58-65, while the axe-core checks of `pages.spec.ts` took the same either way (docs/testing.md). The specs with a
 * fake microphone, which encode audio in the page, keep the optimizing compilers (tests/e2e/fake-microphone.ts).
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];

interface Which {
  /** The whole browser rather than the headless shell: the bench measures what a learner's Chromium does. */
  full?: boolean;
}

/**
 * The Chromium to run: CHROMIUM_PATH, else Debian's headless shell (unless `full`), else Debian's chromium, else none
 * (Playwright's own, if installed).
 */
export function chromiumPath({ full = false }: Which = {}): string | undefined {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured) return configured;
  if (!full && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** Installs Debian packages as root; resolves whether apt-get succeeded (false where there is no apt-get or no root). */
async function aptInstall(pkg: string): Promise<boolean> {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's ${pkg} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
    (await run('apt-get', ['install', '-y', '-qq', pkg], { env })) === 0
  );
}

/**
 * The Chromium to run, installing Debian's package when it is missing and this is root on Debian: the headless shell
 * for tests (falling back to chromium when it cannot be had), chromium when `full`; otherwise says what to install.
 */
export async function ensureChromium({ full = false }: Which = {}): Promise<string> {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist.`);
    return configured;
  }
  if (!full && !existsSync(DEBIAN_HEADLESS_SHELL) && (await aptInstall('chromium-headless-shell')))
    return DEBIAN_HEADLESS_SHELL;
  const found = chromiumPath({ full });
  if (found) return found;
  if ((await aptInstall('chromium')) && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell` or ' +
      '`chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
  );
}
