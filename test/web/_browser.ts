import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** Debian's chromium, which scripts/install-system-deps.sh installs and CI always has. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser tests can run; when false they are skipped with this reason in their name. */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** The reason shown in the suite name when Chromium is missing. */
export const SKIP_REASON = `skipped: no Chromium at ${CHROMIUM_PATH}; run bash scripts/install-system-deps.sh`;

/**
 * Starts headless Chromium through playwright-core (loaded only here, it is heavy) with a fresh
 * temporary profile, nothing running in the background, and no QUIC, so every request the page
 * makes is one the test caused.
 */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    timeout: 25_000,
  });
}
