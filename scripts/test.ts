import { spawn } from 'node:child_process';

import { parseScriptArguments } from './script-arguments';

/**
 * `npm test`: typecheck and lint side by side, then the unit half and the browser half side by side.
 * The browser half mostly waits on Chromium and the unit half runs on two workers (vitest.config.ts), so
 * together they fill the machine's two cores instead of taking turns (CI's 15 minutes).
 * The unit half prints as it runs; the browser half's output is held and printed whole when
 * both are done, so neither log is interleaved with the other. Any failure fails the run.
 */
parseScriptArguments(
  'test',
  'Usage: npm test   (no arguments; typecheck, lint, then test:unit and test:e2e side by side)',
  { options: {} },
);

interface Finished {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string, hold: boolean): Promise<Finished & { output: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

// Typecheck and lint side by side too: each is one busy thread, and CI has two cores.
const checks = await Promise.all([run('typecheck', false), run('lint', true)]);
process.stdout.write(checks[1].output);
for (const { script, code } of checks) {
  if (code !== 0) {
    console.error(`npm test: ${script} failed`);
    process.exit(code);
  }
}

const [unit, browser] = await Promise.all([run('test:unit', false), run('test:e2e', true)]);
console.info(`\n== test:e2e (run beside test:unit, its output held until both ended)\n`);
process.stdout.write(browser.output);
const results: Finished[] = [unit, browser];
for (const { script, code, seconds } of results) {
  console.info(`npm test: ${script} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
