import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { CHAT_ID_ALPHABET, SESSION_ID_ALPHABET } from '../src/contracts/session';
import { webhookPaths } from '../src/contracts/webhooks';
import { isPostgresReachable, testPostgresUrl } from '../test/support/postgres';

/**
 * Chat turns per second: our intake server (guided agent, visitor message and reply
 * committed before the answer) beside a bare node:http server inserting one row, on
 * SQLite and PostgreSQL. Servers run in child processes; the load is a bounded loop of
 * CONNECTIONS chats, each sending its next message as soon as the last was answered.
 * The intake server runs twice: as deployed (visitors' data sealed, decision 0080) and
 * storing it unsealed, so the difference is what encryption costs a turn.
 */
const SECONDS = Number(process.env.BENCH_INTAKE_SECONDS ?? 5);
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_INTAKE_ROUNDS ?? 3);

interface Figures {
  turnsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

function randomId(alphabet: string, length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

async function startChild(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function drive(base: string, isIntake: boolean, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  async function worker(index: number) {
    while (performance.now() < deadline) {
      // One chat per 14 messages: stays inside the 15 questions, so every turn runs the agent.
      const ids = { SessionID: randomId(SESSION_ID_ALPHABET, 6), ChatID: randomId(CHAT_ID_ALPHABET, 10) };
      const headers: Record<string, string> = { 'content-type': 'application/json', pageload: 'False' };
      const common = { ...ids, Recipient: 'AI Bot', currentUrl: 'http://127.0.0.1/chat', Attachments: [] };
      if (isIntake) {
        const response = await fetch(`${base}${webhookPaths.newChat}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            ...common,
            SessQNo: 1,
            Message: 'start',
            Sender: 'User',
            Timestamp: new Date().toISOString(),
            userInfo: {
              fullName: `Bench Visitor${index}`,
              phoneNumber: '(512) 867-5309',
              description: 'I was rear-ended at a red light in Austin, Texas last week. My neck hurts.',
            },
          }),
        });
        headers.cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
        await response.text();
      }
      for (let turn = 1; turn <= 14 && performance.now() < deadline; turn += 1) {
        const started = performance.now();
        try {
          const response = await fetch(`${base}${isIntake ? webhookPaths.message : '/'}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              ...common,
              SessQNo: turn,
              Message: `I went to the ER and I missed ${turn} days of work`,
              Sender: 'User',
              Timestamp: new Date().toISOString(),
            }),
          });
          await response.text();
          if (response.status === 200) latencies.push(performance.now() - started);
          else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => worker(index)));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0).toFixed(1));
  return { turnsPerSecond: Math.round(latencies.length / elapsed), p50Ms: at(0.5), p99Ms: at(0.99), errors };
}

const variants = [
  {
    name: 'intake server (guided agent + durable turn)',
    script: path.join(import.meta.dirname, '../test/support/app-server.child.ts'),
    isIntake: true,
    env: {},
  },
  {
    // Issue 26: the same server storing personal values unsealed (decision 0080), for the cost of encryption.
    name: 'intake server, without encryption',
    script: path.join(import.meta.dirname, '../test/support/app-server.child.ts'),
    isIntake: true,
    env: { BENCH_STORE_PLAINTEXT: 'true' },
  },
  {
    name: 'bare node:http, one-row insert',
    script: path.join(import.meta.dirname, 'servers/bare-insert-server.ts'),
    isIntake: false,
    env: {},
  },
] as const;

/** Each server gets a fresh database, so no run pays for the rows an earlier one left. */
async function measure(label: string, engine: 'sqlite' | 'postgres'): Promise<[string, Figures][]> {
  const results: [string, Figures][] = [];
  for (const variant of variants) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-bench-intake-'));
    let schema: string | null = null;
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: folder,
      BUILD_DIR: path.join(folder, 'no-build'),
      RATE_LIMIT_IP_PER_MINUTE: '10000000',
      RATE_LIMIT_CHAT_PER_MINUTE: '10000000',
      RATE_LIMIT_IP_NEW_CHATS_PER_HOUR: '10000000',
      LLM_PROVIDER: '',
      DATABASE_URL: `sqlite:${path.join(folder, 'app.db')}`,
      // As in production, where the master key comes from the environment (decision 0080).
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...variant.env,
    };
    if (engine === 'postgres') {
      schema = `bench_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      Object.assign(env, { DATABASE_URL: testPostgresUrl, PG_SEARCH_PATH: schema });
    }
    try {
      const { child, base } = await startChild(variant.script, env);
      try {
        await drive(base, variant.isIntake, 1); // warm-up
        results.push([`${label}: ${variant.name}`, await drive(base, variant.isIntake, SECONDS)]);
      } finally {
        child.kill();
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      if (schema) {
        const admin = new pg.Client({ connectionString: testPostgresUrl });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    }
  }
  return results;
}

export async function runIntakeBench(): Promise<void> {
  // Two cores shared with whatever else runs: each server is measured ROUNDS times, the
  // rounds interleaved, and the median round is shown (every round's figure beside it).
  const rounds: [string, Figures][][] = [];
  const problem = await isPostgresReachable();
  if (problem) console.warn(`PostgreSQL not reachable (${problem}); intake bench on PostgreSQL skipped.`);
  for (let round = 0; round < ROUNDS; round += 1) {
    const rows = [...(await measure('SQLite', 'sqlite'))];
    if (!problem) rows.push(...(await measure('PostgreSQL', 'postgres')));
    rounds.push(rows);
  }
  const table: Record<string, Figures & { rounds: string }> = {};
  for (const [label] of rounds[0] ?? []) {
    const runs = rounds
      .map((rows) => rows.find(([name]) => name === label)?.[1])
      .filter((figures): figures is Figures => figures !== undefined)
      .sort((a, b) => a.turnsPerSecond - b.turnsPerSecond);
    const median = runs[Math.floor(runs.length / 2)];
    if (median) table[label] = { ...median, rounds: runs.map((run) => run.turnsPerSecond).join(' / ') };
  }
  console.info(
    `\nChat turns (POST /webhook/message), ${SECONDS} s each, ${CONNECTIONS} concurrent chats, median of ${ROUNDS} interleaved rounds\n`,
  );
  console.table(table);
}
