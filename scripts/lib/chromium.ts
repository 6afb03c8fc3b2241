import { existsSync } from 'node:fs';
import { run } from './run.ts';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a headless Chromium in a container: no sandbox or GPU, and none of the background traffic that would skew a measurement. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium the browser tests use: CHROMIUM_PATH, else Debian's, else none (Playwright's own, if installed). */
export function chromiumPath(): string | undefined {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured) return configured;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** Installs Debian's chromium when no browser is found and this is root on Debian; otherwise says what to install. */
export async function ensureChromium(): Promise<string> {
  const found = chromiumPath();
  if (found) {
    if (!existsSync(found)) throw new Error(`CHROMIUM_PATH points at ${found}, which does not exist.`);
    return found;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0
    ) {
      if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    }
  }
  throw new Error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
  );
}
