import { afterEach, vi } from 'vitest';

// An unexpected console.error fails the test that caused it (STYLE.md "Tests beside the code").
// A test that expects one spies on console.error itself and restores it.
let errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (vi.isMockFunction(console.error)) return;
  if (seen.length > 0) {
    throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0]).slice(0, 300)}`);
  }
});
