import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type Kysely, sql } from 'kysely';
import pg from 'pg';

import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openStore, type Store } from '../src/server/db/database';
import type { Database } from '../src/server/db/schema';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedStaffUser, signInAs, staffRequest } from '../src/server/features/staff/staff-test-helpers';
import { loadStaticSite } from '../src/server/http/static-site';
import { fakeClientBuild } from '../test/support/test-app';
import { isPostgresReachable, testPostgresUrl } from '../test/support/postgres';

/**
 * Issue 14's figure: "My queue" over 10,000 cases, its first 50 rows, server time. The cases
 * are spread over five case managers and the unassigned pool, with every kind of queue entry,
 * reports, eligibility, consent records and attempts, as a busy store would hold them. Timed
 * in process (app.inject): routing, the guard's session and CSRF checks, the queue's query
 * and count, the audit entry, and the JSON, on SQLite and on PostgreSQL.
 */
const CASES = Number(process.env.BENCH_QUEUE_CASES ?? 10_000);
const RUNS = Number(process.env.BENCH_QUEUE_RUNS ?? 30);
const now = new Date('2026-12-07T14:00:00.000Z');
const reasons = [
  'emergency',
  'urgent_deadline',
  'callback',
  'first_contact',
  'next_attempt',
  'review',
] as const;
const rankOf = {
  emergency: 0,
  urgent_deadline: 0,
  callback: 1,
  first_contact: 2,
  next_attempt: 3,
  review: 4,
};

async function seed(db: Kysely<Database>, managers: string[]): Promise<void> {
  const batch = 250;
  for (let start = 0; start < CASES; start += batch) {
    const ids = Array.from({ length: Math.min(batch, CASES - start) }, () => randomUUID());
    const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * 3_600_000).toISOString();
    const rows = ids.map((id, index) => {
      const n = start + index;
      return { id, n, completed: at(-(n % 200)), reason: reasons[n % reasons.length]! };
    });
    await db
      .insertInto('cases')
      .values(
        rows.map((row) => ({
          id: row.id,
          session_id: 'BENCH1',
          chat_id: row.id,
          status: 'complete' as const,
          source: 'start_flow' as const,
          full_name: `Bench Visitor ${row.n}`,
          phone: '(512) 555-0100',
          phone_e164: '+15125550100',
          email: `visitor${row.n}@example.test`,
          description: 'Rear-ended at a light.',
          communication_method: 'Website Chat',
          case_record: '{"caseType":"auto","state":"TX","unknowns":[]}',
          case_type: 'auto',
          state: 'TX',
          part: 1,
          questions_in_part: 15,
          questions_total: 15,
          extensions_used: 0,
          agent_state: '{}',
          llm_tokens_used: 0,
          version: 1,
          created_at: row.completed,
          updated_at: row.completed,
          completed_at: row.completed,
        })),
      )
      .execute();
    await db
      .insertInto('reports')
      .values(
        rows.map((row) => ({
          id: `r-${row.id}`,
          case_id: row.id,
          model_version: 1,
          value_low: 10_000,
          value_likely: 20_000 + (row.n % 50) * 100,
          value_high: 40_000,
          valuation: '{}',
          deadlines: '{"deadlines":[],"isUrgent":false}',
          is_urgent: rankOf[row.reason] === 0 ? 1 : 0,
          report_date: row.completed.slice(0, 10),
          created_at: row.completed,
        })),
      )
      .execute();
    await db
      .insertInto('eligibility_assessments')
      .values(
        rows.map((row) => ({
          case_id: row.id,
          report_id: `r-${row.id}`,
          decision: row.reason === 'review' ? ('needs_review' as const) : ('eligible' as const),
          reasons: '[]',
          created_at: row.completed,
        })),
      )
      .execute();
    await db
      .insertInto('consent_records')
      .values(
        rows.map((row) => ({
          id: randomUUID(),
          case_id: row.id,
          consent_version: 'bench',
          consent_text: 'I agree.',
          agreed_at: row.completed,
          ip: null,
          user_agent: null,
          page_url: null,
          session_id: 'BENCH1',
          full_name: null,
          phone: null,
          phone_e164: null,
          record_sha256: 'a'.repeat(64),
          created_at: row.completed,
        })),
      )
      .execute();
    await db
      .insertInto('case_pipeline')
      .values(
        rows.map((row) => {
          // One case in ten is done with (reached); the rest wait, a few of them scheduled later.
          const isOpen = row.n % 10 !== 0;
          const visible =
            row.reason === 'callback' || row.reason === 'next_attempt'
              ? at((row.n % 48) - 24)
              : row.completed;
          const due =
            row.reason === 'callback' || row.reason === 'next_attempt' ? visible : at(-(row.n % 200) + 24);
          return {
            case_id: row.id,
            status: isOpen ? ('new' as const) : ('contacted' as const),
            assigned_attorney_id: null,
            assigned_at: null,
            first_contacted_at: null,
            status_changed_at: row.completed,
            created_at: row.completed,
            updated_at: row.completed,
            // Five case managers and the unassigned pool, in turn.
            owner_id: managers[row.n % 6] ?? null,
            queue_state: isOpen ? ('open' as const) : ('reached' as const),
            queue_reason: isOpen ? row.reason : null,
            queue_rank: isOpen ? rankOf[row.reason] : 9,
            queue_visible_at: isOpen ? visible : null,
            queue_due_at: isOpen ? due : null,
            queue_late_at: isOpen ? at(-(row.n % 200) + 48) : null,
            attempts_made: row.reason === 'next_attempt' ? 1 : 0,
          };
        }),
      )
      .execute();
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function measure(store: Store, folder: string) {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: folder, PORT: '0' });
  const app = await buildApp({
    config: base,
    store,
    site: loadStaticSite(fakeClientBuild()),
    now: () => now,
  });
  await app.ready();
  try {
    const managers: string[] = [];
    for (let index = 0; index < 5; index += 1)
      managers.push(await seedStaffUser(store.db, { email: `cm${index}@bench.test`, role: 'case_manager' }));
    const seeding = performance.now();
    await seed(store.db, managers);
    const seedSeconds = (performance.now() - seeding) / 1000;
    // Fresh statistics, as autovacuum would have them on a store that grew to this size.
    if (store.engine === 'postgres') await sql`analyze`.execute(store.db);
    const session = await signInAs(app, 'cm0@bench.test');
    const times: number[] = [];
    let rows = 0;
    let total = 0;
    for (let run = 0; run < RUNS + 3; run += 1) {
      const started = performance.now();
      const response = await staffRequest(app, session, 'GET', '/api/staff/queue?scope=mine&limit=50');
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`queue answered ${response.statusCode}`);
      const page = response.json() as { items: unknown[]; total: number };
      rows = page.items.length;
      total = page.total;
      if (run >= 3) times.push(elapsed); // the first runs warm the caches
    }
    return {
      seedSeconds,
      rows,
      total,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
    };
  } finally {
    await app.close();
  }
}

export async function runStaffQueueBench(): Promise<void> {
  const results: Record<string, Record<string, number | string>> = {};
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-bench-queue-'));
  const sqlite = openStore(`sqlite:${path.join(folder, 'app.db')}`);
  try {
    await migrateToLatest(sqlite.db);
    const figures = await measure(sqlite, folder);
    results.SQLite = format(figures);
  } finally {
    await sqlite.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const problem = await isPostgresReachable();
  if (problem) {
    results.PostgreSQL = { note: `not reachable at ${testPostgresUrl}: ${problem}` };
  } else {
    const schema = `bench_queue_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const postgres = openStore(testPostgresUrl, { searchPath: schema, poolSize: 5 });
    const pgFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-bench-queue-pg-'));
    try {
      await migrateToLatest(postgres.db, { migrationTableSchema: schema });
      results.PostgreSQL = format(await measure(postgres, pgFolder));
    } finally {
      await postgres.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      fs.rmSync(pgFolder, { recursive: true, force: true });
    }
  }
  console.info(
    `\nStaff queue: GET /api/staff/queue (a case manager's queue, first 50 rows) over ${CASES.toLocaleString('en-US')} cases, ${RUNS} runs, server time in process (goal < 300 ms)\n`,
  );
  console.table(results);
}

function format(figures: Awaited<ReturnType<typeof measure>>) {
  return {
    'rows shown': figures.rows,
    'queue total': figures.total,
    'p50 (ms)': Number(figures.p50.toFixed(1)),
    'p95 (ms)': Number(figures.p95.toFixed(1)),
    'max (ms)': Number(figures.max.toFixed(1)),
    'seeding (s)': Number(figures.seedSeconds.toFixed(1)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) await runStaffQueueBench();
