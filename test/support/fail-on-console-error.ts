import { afterEach, vi } from 'vitest';

// An unexpected console.error fails the test that caused it (STYLE.md "Tests beside the code").
// A test that expects one spies on console.error itself and restores it.
// Workers keep their modules from file to file (vitest.config.ts), so this setup runs once per
// file in the same process: the wrapper is installed once, and each file's hook drains it.
const marker = Symbol.for('case-intake.console-error-collector');
interface Collector {
  errors: unknown[][];
}
const globals = globalThis as typeof globalThis & { [marker]?: Collector };
const collector: Collector = globals[marker] ?? { errors: [] };
if (!globals[marker]) {
  globals[marker] = collector;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    collector.errors.push(args);
    original(...args);
  };
}

afterEach(() => {
  const seen = collector.errors;
  collector.errors = [];
  if (vi.isMockFunction(console.error)) return;
  if (seen.length > 0) {
    throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0]).slice(0, 300)}`);
  }
});
