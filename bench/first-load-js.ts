import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { launchChromium } from '../test/e2e/support/chromium';

import { startServerProcess } from './lib';

/**
 * First-load JavaScript of a page as a visitor's browser fetches it: every script
 * requested from load until the network is idle (entry, preloads, the page's chunk, and
 * chunks mounted right after hydration), each counted as gzip -9 of the built file.
 */
export async function measureFirstLoadJs(
  clientDir: string,
  pages: string[],
): Promise<Record<string, string>> {
  const server = await startServerProcess(path.join(import.meta.dirname, 'servers/app-server.ts'));
  const browser = await launchChromium();
  const rows: Record<string, string> = {};
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await tab.goto(`http://127.0.0.1:${server.port}${page}`, { waitUntil: 'networkidle' });
      let gzipBytes = 0;
      for (const script of scripts) {
        gzipBytes += zlib.gzipSync(fs.readFileSync(path.join(clientDir, script)), { level: 9 }).length;
      }
      rows[page] = `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`;
      await context.close();
    }
  } finally {
    await browser.close();
    server.child.kill();
  }
  return rows;
}
