import path from 'node:path';

import { failScript, parseScriptArguments } from '../scripts/script-arguments';

/**
 * `npm run bench`: figures from one run on this machine, printed as a table.
 * Page serving: our server vs a bare node:http server holding the same bytes.
 */
const { values: argumentValues } = parseScriptArguments(
  'bench',
  [
    'Usage: npm run bench [-- --only chat-turns]   (figures from this machine, printed as tables)',
    '  --only chat-turns runs just the chat-turn figures (SQLite and PostgreSQL), e.g. while tuning a turn.',
    '  BENCH_SECONDS (8) is how long each page-serving load runs.',
    '  BENCH_INTAKE_SECONDS (5) and BENCH_INTAKE_ROUNDS (3) shape the chat-turn figures.',
  ].join('\n'),
  { options: { only: { type: 'string' } } },
);
if (argumentValues.only !== undefined && argumentValues.only !== 'chat-turns')
  failScript('bench', `--only takes "chat-turns", not "${argumentValues.only}"`);
// Each bench is loaded once the arguments are known to be right (decision 0133).
if (argumentValues.only === 'chat-turns') {
  const intake = await import('./intake');
  await intake.runIntakeBench();
  process.exit(0);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
if (!Number.isFinite(seconds) || seconds <= 0)
  failScript(
    'bench',
    `BENCH_SECONDS must be a positive number of seconds, not "${process.env.BENCH_SECONDS}"`,
  );
const { buildWeb, staleReason } = await import('../scripts/build-web');
const { loadConfig } = await import('../src/server/config');
const { measureFirstLoadJs } = await import('./first-load-js');
const { runIntakeBench } = await import('./intake');
const { load, startServerProcess } = await import('./lib');
const { runLlmBudgetBench } = await import('./llm-budget');
const { nginxPath, startNginx } = await import('./servers/nginx-server');
const { runReportBench } = await import('./report');
const { runStaffQueueBench } = await import('./staff-queue');
const { siteUrl, buildDir, clientDir } = loadConfig();
if (staleReason(siteUrl, buildDir)) await buildWeb(siteUrl, buildDir);

const page = '/faq';
const ours = await startServerProcess(path.join(import.meta.dirname, 'servers/app-server.ts'));
const bare = await startServerProcess(path.join(import.meta.dirname, 'servers/bare-server.ts'), [
  path.join(clientDir, 'faq/index.html'),
]);
const nginx = await startNginx(path.join(clientDir, 'faq/index.html'));
try {
  // Warm each up, then measure one after the other (two cores: never at the same time).
  await load(`http://127.0.0.1:${ours.port}${page}`, 2);
  await load(`http://127.0.0.1:${bare.port}/`, 2);
  const oursResult = await load(`http://127.0.0.1:${ours.port}${page}`, seconds);
  const bareResult = await load(`http://127.0.0.1:${bare.port}/`, seconds);
  const rows: Record<string, Awaited<ReturnType<typeof load>>> = {
    'our server (Fastify, helmet, in-memory pages)': oursResult,
    'bare node:http, same bytes': bareResult,
  };
  if (nginx) {
    await load(`http://127.0.0.1:${nginx.port}/`, 2);
    rows['nginx, 1 worker, same file'] = await load(`http://127.0.0.1:${nginx.port}/`, seconds);
  }
  console.info(`\nPrerendered page ${page}, ${seconds} s each, 50 connections, no compression requested\n`);
  console.table(rows);
  const ratio = (other: number) => (oursResult.requestsPerSecond / other).toFixed(2);
  console.info(`ratio ours / bare node:http: ${ratio(bareResult.requestsPerSecond)}`);
  const nginxRow = rows['nginx, 1 worker, same file'];
  console.info(
    nginxRow
      ? `ratio ours / nginx: ${ratio(nginxRow.requestsPerSecond)} (goal ≥ 0.6)\n`
      : `nginx not installed at ${nginxPath} (apt-get install nginx-light): no nginx figure\n`,
  );
} finally {
  nginx?.child.kill();
  ours.child.kill();
  bare.child.kill();
}

console.info('First-load JavaScript, as Chromium fetches it until the network is idle');
console.table(await measureFirstLoadJs(clientDir, ['/', '/chat', '/faq', '/staff']));

await runReportBench();

// Chat turns: the intake server beside a bare one-row insert, on SQLite and PostgreSQL.
await runIntakeBench();

// The case managers' queue over 10,000 cases, on SQLite and PostgreSQL (issue 14).
await runStaffQueueBench();

// Reply times with a slow or broken model, per way it fails (issue 29, decision 0077).
await runLlmBudgetBench();
