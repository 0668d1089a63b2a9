import { spawn } from 'node:child_process';

import { parseScriptArguments } from './script-arguments';

/**
 * `npm test`: typecheck, lint, the unit half and the browser half, all four side by side.
 * Each alone leaves a core idle part of the time (lint and the browser half wait on I/O and
 * on Chromium), so running them together fills the machine's two cores instead of taking
 * turns (CI's 15 minutes; decision 0267). The unit half prints as it runs; the others'
 * output is held and printed whole when all are done, so no log is interleaved with another.
 * Any failure fails the run.
 */
parseScriptArguments(
  'test',
  'Usage: npm test   (no arguments; typecheck, lint, test:unit and test:e2e side by side)',
  { options: {} },
);

interface Finished {
  script: string;
  code: number;
  seconds: number;
}

/**
 * `behind`: run at a lower CPU priority (nice 10), so the unit half, the longest and one worker
 * only, keeps a core of its own while the rest share the other (decision 0267).
 */
function run(script: string, hold: boolean, behind = false): Promise<Finished & { output: string }> {
  const started = Date.now();
  const command = behind ? ['nice', '-n', '10', 'npm'] : ['npm'];
  return new Promise((resolve) => {
    const child = spawn(command[0]!, [...command.slice(1), 'run', '--silent', script], {
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

const [unit, typecheck, lint, browser] = await Promise.all([
  run('test:unit', false),
  run('typecheck', true, true),
  run('lint', true, true),
  run('test:e2e', true, true),
]);
for (const held of [typecheck, lint, browser]) {
  console.info(`\n== ${held.script} (run beside test:unit, its output held until all ended)\n`);
  process.stdout.write(held.output);
}
const results: Finished[] = [typecheck, lint, unit, browser];
for (const { script, code, seconds } of results) {
  console.info(`npm test: ${script} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
