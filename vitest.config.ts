import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and integration tests: beside the code they test, in src/.
// Browser journeys live in test/e2e and run from vitest.e2e.config.ts.

/** Reads PostgreSQL's data files byte for byte, so it runs alone, after every other unit file. */
const rawBytesTests = ['src/server/features/staff/privacy/erasure-leaves-no-trace.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fail-on-console-error.ts'],
    environment: 'node',
    pool: 'forks',
    // Workers keep the modules they have loaded from file to file: importing the agent, its
    // lexicons and the gazetteer once per file was half the run. Tests build their own app,
    // store and schema, so nothing they assert rests on a fresh module graph.
    isolate: false,
    // A net for a hung test, not a speed check: the browser half runs beside this one (scripts/test.ts).
    testTimeout: 60_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/support/**/*.test.ts'],
          exclude: rawBytesTests,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // With a second worker beside it, the erasure test saw another file's rows in the shared
        // data files; in a later group it has the database to itself.
        extends: true,
        test: { name: 'raw-bytes', include: rawBytesTests, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
