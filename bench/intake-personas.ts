import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { PersonaRun } from '../src/server/features/intake/testing/persona-run';
import type { ConclusionCheck } from '../src/server/features/reports/testing/persona-conclusions';
import { failScript, parseScriptArguments } from '../scripts/script-arguments';
import { personasDirectory } from '../test/support/personas';

/**
 * `npm run bench:intake`: every public persona (../shared/personas) through the real
 * webhook routes on a fresh SQLite database, its case record scored by the personas' own
 * scorer. The clock is the personas' "today", so "last spring" means what they meant.
 * Prints one row per persona, the totals, the behaviour checks and the five worst.
 */
const { positionals } = parseScriptArguments(
  'bench:intake',
  'Usage: npm run bench:intake [-- <persona id prefix>]   (every persona in ../shared/personas, or those whose id starts so)',
  { allowPositionals: true, options: {} },
);
if (positionals.length > 1) failScript('bench:intake', 'at most one persona id prefix');
const root = path.resolve(import.meta.dirname, '..');
const directory = personasDirectory(root);
if (!directory) {
  console.error('bench:intake needs ../shared/personas (or PERSONAS_DIR): not found.');
  process.exit(1);
}
// The server and the agent are loaded once the input is known to be right (decision 0133).
const { buildApp } = await import('../src/server/app');
const { loadConfig } = await import('../src/server/config');
const { openStore } = await import('../src/server/db/database');
const { migrateToLatest } = await import('../src/server/db/migrate');
const { loadSharedPersonas, runPersona } = await import('../src/server/features/intake/testing/persona-run');
const { compareConclusions } = await import('../src/server/features/reports/testing/persona-conclusions');
const { loadStaticSite } = await import('../src/server/http/static-site');
const { fakeClientBuild } = await import('../test/support/test-app');
const shared = await loadSharedPersonas(directory);
const only = positionals[0];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-intake-'));
const base = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  PORT: '0',
  DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
});
// Every persona comes from one address here: the per-IP limits meant for strangers are lifted.
const config = {
  ...base,
  rateLimit: { ipPerMinute: 100_000, chatPerMinute: 100_000 },
  newChatsPerIpPerHour: 100_000,
  email: { ...base.email, reportsPerAddressPerDay: 100_000, reportsPerIpPerDay: 100_000 },
};
const store = openStore(config.databaseUrl);
await migrateToLatest(store.db);
const app = await buildApp({
  config,
  store,
  site: loadStaticSite(fakeClientBuild()),
  now: () => new Date(`${shared.today}T15:00:00.000Z`),
});
await app.ready();

const runs: PersonaRun[] = [];
for (const persona of shared.personas) {
  if (only && !persona.id.startsWith(only)) continue;
  runs.push(await runPersona(app, store, shared, persona));
}
await app.close();
await store.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const rows = runs.map((run) => ({
  persona: run.persona.id,
  'right ≤15': `${run.scoreAfterPartOne.captured}/${run.scoreAfterPartOne.total}`,
  wrong: run.scoreAfterPartOne.wrong.length,
  invented: run.scoreAfterPartOne.unsupported.length,
  'q part 1': run.questionsPartOne,
  'q total': run.questionsTotal,
  'right at end': `${run.finalScore.captured}/${run.finalScore.total}`,
  repeated: run.repeatedQuestions.length,
  reasked: run.reasked.length,
  checks: Object.entries(run.checks)
    .filter(([key]) => key !== 'noAdviceOrPromise')
    .map(([key, ok]) => `${key}:${ok ? 'ok' : 'FAIL'}`)
    .join(' '),
}));
console.table(rows);

const sum = (pick: (run: PersonaRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
const right = sum((run) => run.scoreAfterPartOne.captured);
const total = sum((run) => run.scoreAfterPartOne.total);
const finalRight = sum((run) => run.finalScore.captured);
const finalTotal = sum((run) => run.finalScore.total);
const checkValues = runs.flatMap((run) => Object.values(run.checks));
const targeted = runs.flatMap((run) =>
  Object.entries(run.checks)
    .filter(([key]) => key !== 'noAdviceOrPromise')
    .map(([, ok]) => ok),
);
console.info(`\nTotals over ${runs.length} personas (within 15 questions unless said otherwise)`);
console.table({
  'facts right': `${right}/${total} = ${pct(right, total)}`,
  'facts wrong': `${sum((run) => run.scoreAfterPartOne.wrong.length)} = ${pct(
    sum((run) => run.scoreAfterPartOne.wrong.length),
    total,
  )}`,
  'unsupported (invented)': sum((run) => run.scoreAfterPartOne.unsupported.length),
  'facts right at the end (with the extension where taken)': `${finalRight}/${finalTotal} = ${pct(finalRight, finalTotal)}`,
  'questions used in part 1 (mean)': (sum((run) => run.questionsPartOne) / Math.max(1, runs.length)).toFixed(
    1,
  ),
  'extensions taken': runs.filter((run) => run.tookExtension).length,
  'repeated questions': sum((run) => run.repeatedQuestions.length),
  're-asked facts (agent log)': sum((run) => run.reasked.length),
  'behaviour checks (911 first, Spanish, no refusal loop)': `${targeted.filter(Boolean).length}/${targeted.length}`,
  'replies free of advice, promises, deadline-as-fact': `${checkValues.length === 0 ? 0 : runs.filter((run) => run.checks.noAdviceOrPromise).length}/${runs.length}`,
  'HTTP errors': sum((run) => run.httpErrors),
});

const worst = [...runs]
  .sort(
    (a, b) =>
      a.scoreAfterPartOne.captured / a.scoreAfterPartOne.total -
      b.scoreAfterPartOne.captured / b.scoreAfterPartOne.total,
  )
  .slice(0, 5);
console.info('\nFive worst personas, and what they still miss within 15 questions:');
for (const run of worst) {
  const score = run.scoreAfterPartOne;
  console.info(
    `- ${run.persona.id} ${score.captured}/${score.total}: missing ${score.missing.join(', ') || '—'}; wrong ${score.wrong.join(', ') || '—'}`,
  );
}
// Conclusions from the record each chat built, against the personas' expected conclusions.
const checks: ConclusionCheck[] = runs.map((run) =>
  compareConclusions(run.persona, run.finalRecord, {
    reportDate: shared.today,
    policy: { servedStates: config.reports.servedStates, valueFloor: config.reports.eligibilityValueFloor },
    circumstances: { emergencyReported: run.isEmergencyFlagged },
  }),
);
console.info('\nConclusions from the record each chat built (expected in brackets where different):');
console.table(
  checks.map((check) => ({
    persona: check.personaId,
    routing: check.routing.ok ? check.routing.ours : `${check.routing.ours} [${check.routing.expected}]`,
    eligible: check.eligible.ok ? check.eligible.ours : `${check.eligible.ours} [${check.eligible.expected}]`,
    urgent: check.urgent.ok ? check.urgent.ours : `${check.urgent.ours} [${check.urgent.expected}]`,
    'human review': check.humanReview.ok
      ? check.humanReview.ours
      : `${check.humanReview.ours} [${check.humanReview.expected}]`,
    'first deadline': check.firstDeadline.ok
      ? check.firstDeadline.ours
      : `${check.firstDeadline.ours} [${check.firstDeadline.expected}]`,
    'fault rule': check.faultRule.ok
      ? check.faultRule.ours
      : `${check.faultRule.ours} [${check.faultRule.expected}]`,
    range: check.range.ok ? check.range.ours : `${check.range.ours} [${check.range.expected}]`,
  })),
);
const conclusionNames = [
  'routing',
  'eligible',
  'urgent',
  'humanReview',
  'firstDeadline',
  'faultRule',
  'range',
] as const;
console.table(
  Object.fromEntries(
    conclusionNames.map((name) => [
      name,
      `${checks.filter((check) => check[name].ok).length}/${checks.length}`,
    ]),
  ),
);

if (process.env.BENCH_RECORDS) {
  for (const run of runs)
    console.info(
      `\n=== ${run.persona.id}\n${JSON.stringify({
        ...(process.env.BENCH_RECORDS === 'part-one' ? run.recordAfterPartOne : run.finalRecord),
        sources: undefined,
      })}`,
    );
}
if (process.env.BENCH_TRANSCRIPTS) {
  for (const run of runs) {
    console.info(`\n=== ${run.persona.id}`);
    for (const turn of run.transcript)
      console.info(`${turn.role === 'bot' ? 'BOT ' : 'USER'} [${turn.part}] ${turn.text}`);
  }
}
