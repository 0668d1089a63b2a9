import { defineConfig } from 'vitest/config';

// Browser journeys: playwright-core driving Debian's Chromium against the real
// server built from this tree. One worker: two cores are shared with Chromium.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // Keep the modules loaded from file to file, as the unit half does: every file importing the
    // server, the job worker and the agent again was a fifth of this half's CPU (decision 0267).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
