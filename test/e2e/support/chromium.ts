import { execSync } from 'node:child_process';
import fs from 'node:fs';

import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium drives the browser tests (Playwright's own download cannot work
 * here). Installed on demand when we are root; otherwise the run stops with the command.
 */
export function ensureChromium(): void {
  if (fs.existsSync(chromiumPath)) return;
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it with: sudo sh -c '${command}'`);
  }
  console.info(`Installing Chromium: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
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
