import { type Browser, chromium } from 'playwright-core';

import { ensureDebianPackage } from '../../support/debian-package';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium drives the browser tests (Playwright's own download cannot work
 * here). Installed on demand when we are root; otherwise the run stops with the command.
 */
export function ensureChromium(): void {
  ensureDebianPackage(chromiumPath, 'chromium');
}

// Without the background-networking flags Chromium keeps dialling Google, which this machine refuses.
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
