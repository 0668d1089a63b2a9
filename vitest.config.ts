import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and integration tests: beside the code they test, in src/.
// Browser journeys live in test/e2e and run from vitest.e2e.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/support/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fail-on-console-error.ts'],
    environment: 'node',
    pool: 'forks',
    // One worker that keeps the modules it has loaded from file to file: importing the agent,
    // its lexicons and the gazetteer once per file was half the run. Tests build their own app,
    // store and schema, so nothing they assert rests on a fresh module graph. A second worker
    // was faster but let the erasure test (which reads PostgreSQL's shared data files) see
    // another file's rows; the browser half runs beside this one instead (scripts/test.ts).
    maxWorkers: 1,
    isolate: false,
    // A net for a hung test, not a speed check: the browser half runs beside this one (scripts/test.ts).
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
