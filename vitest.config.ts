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
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
