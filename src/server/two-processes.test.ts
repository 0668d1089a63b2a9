import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { migrateTestSchema } from '../../test/support/migrate-test-schema';

import { CONSENT_VERSION } from '../contracts/consent';
import { CHAT_ID_ALPHABET, SESSION_ID_ALPHABET } from '../contracts/session';
import { webhookPaths } from '../contracts/webhooks';
import { openStore, type Store } from './db/database';
import { testMasterKey } from '../../test/support/test-database';
import { randomId } from './features/intake/testing/chat-client';
import { startSmtpServer, type TestSmtpServer } from './features/reports/testing/report-test-kit';
import { seedStaffUser, testPassword } from './features/staff/staff-test-helpers';

/**
 * Several processes, one PostgreSQL (issue 15, item 10; decision 0069). Two real app
 * processes, each with its job worker, share one schema behind a small round-robin proxy;
 * a mixed load of chats, end-intakes and staff sign-ins runs through it and one process is
 * SIGKILLed midway. Then: every message acknowledged with a 200 is stored, every
 * acknowledged end-intake gets its report email once, and the new-chat cap and the sign-in
 * lock hold across both processes. Nothing here waits a fixed time for a result; it waits
 * for conditions, with generous limits.
 */
const postgresUrl = inject('postgresUrl');

const VISITORS = 24;
const ANSWERS = [
  'It happened on March 3 2026 in Austin, Texas.',
  'The other driver ran a red light and hit my car.',
  'I went to the ER with neck pain and had an MRI.',
  'My medical bills are about $8,500 so far.',
  'I missed 2 weeks of work, I make $900 a week.',
];
/** Half the messages: by then the first visitors have ended their intakes and both workers are sending. */
const KILL_AFTER_ACKNOWLEDGED = (VISITORS * ANSWERS.length) / 2;
/** Visitors arrive one after another, so chats, end-intakes and report jobs overlap the kill. */
const ARRIVAL_EVERY_MS = 200;
const NEW_CHAT_CAP = 5;
const LEASE_MS = 8000;

interface Upstream {
  name: string;
  port: number;
  isAlive: boolean;
  agent: http.Agent;
}

interface ProxyFigures {
  requests: number;
  byStatus: Record<string, number>;
  /** Sent to a process that refused the connection (dead): sent on to the other one. */
  rerouted: number;
  /** The upstream connection failed mid-request: answered 502 (the client retries). */
  upstreamFailures: number;
  servedBy: Record<string, number>;
}

/** A round-robin HTTP proxy on port 0 that adds X-Forwarded-For and names the process that answered. */
async function startProxy(upstreams: Upstream[]) {
  const figures: ProxyFigures = { requests: 0, byStatus: {}, rerouted: 0, upstreamFailures: 0, servedBy: {} };
  const count = (status: number) => (figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1);
  let next = 0;
  const server = http.createServer((request, response) => {
    figures.requests += 1;
    // A client or an upstream dropping its side mid-request (the test kills a process) resets
    // these sockets: the proxy lets them go, as a real one would, instead of crashing the run.
    request.on('error', () => response.destroy());
    response.on('error', () => undefined);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(Buffer.concat(chunks), 0));

    function forward(body: Buffer, tries: number): void {
      const alive = upstreams.filter((upstream) => upstream.isAlive);
      if (alive.length === 0 || tries > upstreams.length) {
        count(502);
        response.writeHead(502).end();
        return;
      }
      const upstream = alive[next++ % alive.length]!;
      const headers = { ...request.headers };
      delete headers.connection;
      headers['x-forwarded-for'] = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers,
          agent: upstream.agent,
        },
        (answer) => {
          figures.servedBy[upstream.name] = (figures.servedBy[upstream.name] ?? 0) + 1;
          count(answer.statusCode ?? 0);
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'x-test-upstream': upstream.name,
          });
          answer.pipe(response);
          answer.on('error', () => response.destroy());
        },
      );
      outgoing.on('socket', (socket) => socket.on('error', () => undefined));
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        if (error.code === 'ECONNREFUSED') {
          // Nothing reached that process: safe to send on.
          upstream.isAlive = false;
          figures.rerouted += 1;
          forward(body, tries + 1);
          return;
        }
        figures.upstreamFailures += 1;
        count(502);
        response.writeHead(502).end();
      });
      outgoing.end(body);
    }
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    figures,
    close: () => {
      for (const upstream of upstreams) upstream.agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Started {
  child: ChildProcess;
  port: number;
  workerId: string;
}

function startAppProcess(env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<Started> {
  const child = fork(path.join(import.meta.dirname, '../../test/support/app-server.child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number; workerId: string }) =>
      resolve({ child, port: message.port, workerId: message.workerId }),
    );
    child.once('exit', (code) => reject(new Error(`app process exited with ${code}`)));
  });
}

interface ClientFigures {
  calls: number;
  /** Retries after a 502 from the proxy or a dropped connection. */
  retries: number;
  gaveUp: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl)('two app processes on one PostgreSQL', () => {
  // Named as createTestStore names its schemas, so other tests' migration retries know it.
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-two-'));
  const children: ChildProcess[] = [];
  let store: Store;
  let smtp: TestSmtpServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let first: Started;
  let second: Started;
  const client: ClientFigures = { calls: 0, retries: 0, gaveUp: 0 };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl! });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    store = openStore(postgresUrl!, { searchPath: schema, poolSize: 4 });
    await migrateTestSchema(store, schema);
    store.keyring.unlock(testMasterKey);
    await seedStaffUser(store.db, { email: 'staff@example.org', role: 'case_manager' });
    await seedStaffUser(store.db, { email: 'locked@example.org', role: 'case_manager' });
    smtp = await startSmtpServer();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: postgresUrl!,
      PG_SEARCH_PATH: schema,
      DATA_DIR: folder,
      DATA_ENCRYPTION_KEY: testMasterKey.toString('base64'),
      BUILD_DIR: path.join(folder, 'no-build'),
      SITE_URL: 'http://localhost:3000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Case Intake <reports@caseintake.test>',
      TRUST_PROXY: 'true',
      CHILD_RUNS_WORKER: 'true',
      WORKER_POLL_MS: '100',
      WORKER_LEASE_MS: String(LEASE_MS),
      WORKER_BACKOFF_MS: '200',
      RATE_LIMIT_IP_NEW_CHATS_PER_HOUR: String(NEW_CHAT_CAP),
    };
    [first, second] = await Promise.all([startAppProcess(env, children), startAppProcess(env, children)]);
    proxy = await startProxy(
      [
        ['A', first],
        ['B', second],
      ].map(([name, started]) => ({
        name: name as string,
        port: (started as Started).port,
        isAlive: true,
        agent: new http.Agent({ keepAlive: true }),
      })),
    );
  }, 90_000);

  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await proxy?.close();
    await smtp?.close();
    await store?.close();
    const admin = new pg.Client({ connectionString: postgresUrl! });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /** One call through the proxy as a browser at `ip` would make it; retried on 502 or a dropped connection. */
  async function call(
    ip: string,
    method: 'GET' | 'POST',
    url: string,
    body: object | null,
    jar: { cookie?: string; pageload?: boolean } = {},
  ): Promise<{ status: number; upstream: string; body: string } | null> {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      client.calls += 1;
      try {
        const response = await fetch(`${proxy.url}${url}`, {
          method,
          headers: {
            'x-forwarded-for': ip,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(jar.cookie ? { cookie: jar.cookie } : {}),
            ...(jar.pageload !== undefined ? { pageload: jar.pageload ? 'True' : 'False' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const text = await response.text();
        const setCookie = response.headers.get('set-cookie')?.split(';')[0];
        if (setCookie?.startsWith('ci_chat=')) jar.cookie = setCookie;
        if (response.status !== 502) {
          return {
            status: response.status,
            upstream: response.headers.get('x-test-upstream') ?? '?',
            body: text,
          };
        }
      } catch {
        // The connection dropped with the process: the call was not acknowledged.
      }
      client.retries += 1;
      await pause(150);
    }
    client.gaveUp += 1;
    return null;
  }

  it('keeps acknowledged messages, emails each report once, and holds limits across both', async () => {
    const startedAt = Date.now();

    // 1. Both processes up: the limits hold across them.
    const abuser = [];
    for (let index = 0; index < NEW_CHAT_CAP + 5; index += 1) {
      const sessionId = randomId(SESSION_ID_ALPHABET, 6);
      const chatId = randomId(CHAT_ID_ALPHABET, 10);
      abuser.push(
        await call('10.66.0.1', 'POST', webhookPaths.newChat, newChatPayload(sessionId, chatId, index), {
          pageload: true,
        }),
      );
    }
    const lockAttempts = [];
    for (let index = 0; index < 8; index += 1) {
      lockAttempts.push(
        await call(`10.77.0.${index + 1}`, 'POST', '/api/staff/sign-in', {
          email: 'locked@example.org',
          password: `wrong guess number ${index}`,
        }),
      );
    }
    const rightPasswordWhileLocked = await call('10.77.0.99', 'POST', '/api/staff/sign-in', {
      email: 'locked@example.org',
      password: testPassword,
    });

    // 2. The mixed load; one process is killed once enough messages are acknowledged.
    const acknowledged: { chatId: string; text: string }[] = [];
    const endIntakeAcknowledged = new Set<string>();
    const endIntakeTried = new Set<string>();
    let killedAt: number | null = null;
    let heldByKilled: string[] = [];
    let jobsHeldByKilled = 0;
    let signInsAfterKill: ({ status: number; upstream: string } | null)[] = [];
    let startsRefused = 0;

    const killFirst = async () => {
      killedAt = Date.now();
      first.child.kill('SIGKILL');
      // Report emails the killed worker held: the survivor takes them over when the lease
      // passes, and one that was sent but not yet marked may go out again, same Message-ID.
      const held = await store.db
        .selectFrom('jobs')
        .select(['kind', 'payload'])
        .where('status', '=', 'running')
        .where('locked_by', '=', first.workerId)
        .execute();
      jobsHeldByKilled = held.length;
      heldByKilled = held
        .filter((row) => row.kind === 'report.email')
        .map((row) => (JSON.parse(row.payload) as { reportId: string }).reportId);
    };

    async function visitor(index: number): Promise<void> {
      const ip = `10.20.${Math.floor(index / 200)}.${(index % 200) + 1}`;
      const sessionId = randomId(SESSION_ID_ALPHABET, 6);
      const chatId = randomId(CHAT_ID_ALPHABET, 10);
      const jar: { cookie?: string; pageload?: boolean } = { pageload: true };
      const started = await call(
        ip,
        'POST',
        webhookPaths.newChat,
        newChatPayload(sessionId, chatId, index),
        jar,
      );
      if (started?.status !== 200) {
        startsRefused += 1;
        return;
      }
      jar.pageload = false;
      for (const [turn, text] of ANSWERS.entries()) {
        const answered = await call(
          ip,
          'POST',
          webhookPaths.message,
          {
            SessionID: sessionId,
            ChatID: chatId,
            SessQNo: turn + 1,
            Message: text,
            Sender: 'User',
            Recipient: 'AI Bot',
            Timestamp: new Date().toISOString(),
            currentUrl: `http://localhost:3000/chat?id=${sessionId}&chat=${chatId}`,
            Attachments: [],
          },
          jar,
        );
        if (answered?.status === 200) acknowledged.push({ chatId, text });
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && killedAt === null) {
          killedAt = -1;
          await killFirst();
          signInsAfterKill = await Promise.all(
            [0, 1, 2].map(() =>
              call('10.88.0.1', 'POST', '/api/staff/sign-in', {
                email: 'staff@example.org',
                password: testPassword,
              }),
            ),
          );
        }
      }
      const email = `visitor-${index}@example.test`;
      endIntakeTried.add(email);
      const ended = await call(
        ip,
        'POST',
        webhookPaths.endIntake,
        {
          SessionID: sessionId,
          ChatID: chatId,
          Email: email,
          Timestamp: new Date().toISOString(),
          currentUrl: 'http://localhost:3000/chatcomplete',
        },
        jar,
      );
      if (ended?.status === 202) endIntakeAcknowledged.add(email);
    }

    await Promise.all(
      Array.from({ length: VISITORS }, async (_, index) => {
        await pause(index * ARRIVAL_EVERY_MS);
        await visitor(index);
      }),
    );
    const loadDoneAt = Date.now();

    // 3. Wait until every report job has run (the killed process's after their lease).
    const deadline = Date.now() + LEASE_MS + 40_000;
    let pendingJobs = -1;
    while (Date.now() < deadline) {
      const pending = await store.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', 'in', ['case.report', 'report.email'])
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirstOrThrow();
      pendingJobs = Number(pending.n);
      const recipients = new Set(smtp.messages.flatMap((mail) => mail.to));
      if (pendingJobs === 0 && [...endIntakeAcknowledged].every((email) => recipients.has(email))) break;
      await pause(200);
    }

    // What the store holds.
    const storedAcknowledged = [];
    for (const { chatId, text } of acknowledged) {
      // Message text is sealed (decision 0080): compared once opened, not in SQL.
      const rows = await store.db
        .selectFrom('messages')
        .innerJoin('cases', 'cases.id', 'messages.case_id')
        .select(['messages.id', 'messages.text'])
        .where('cases.chat_id', '=', chatId)
        .where('messages.role', '=', 'visitor')
        .execute();
      const row = rows.find((candidate) => candidate.text === text);
      if (row) storedAcknowledged.push(row.id);
    }
    const storedVisitorMessages = Number(
      (
        await store.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('role', '=', 'visitor')
          .where('endpoint', '=', 'message')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const deadJobs = await store.db
      .selectFrom('jobs')
      .select(['kind', 'last_error'])
      .where('status', '=', 'dead')
      .execute();
    const heldRecipients = new Set(
      heldByKilled.length === 0
        ? []
        : (
            await store.db
              .selectFrom('reports')
              .innerJoin('cases', 'cases.id', 'reports.case_id')
              .select('cases.email')
              .where('reports.id', 'in', heldByKilled)
              .execute()
          ).map((row) => row.email),
    );

    // Emails per recipient and per Message-ID.
    const byRecipient = new Map<string, { count: number; messageIds: Set<string> }>();
    for (const mail of smtp.messages) {
      for (const to of mail.to) {
        const entry = byRecipient.get(to) ?? { count: 0, messageIds: new Set<string>() };
        entry.count += 1;
        entry.messageIds.add(mail.messageId ?? '(none)');
        byRecipient.set(to, entry);
      }
    }
    const distinctMessageIds = new Set(smtp.messages.map((mail) => mail.messageId)).size;
    const resent = [...byRecipient.values()].filter((entry) => entry.count > 1).length;

    const statuses = (list: ({ status: number } | null)[]) =>
      list.map((entry) => entry?.status ?? 'none').join(' ');
    const servedBy = (list: ({ upstream: string } | null)[]) =>
      [...new Set(list.map((entry) => entry?.upstream))].sort();
    console.info(
      [
        `two processes on one PostgreSQL (schema ${schema}), one SIGKILLed midway`,
        `  time: load ${((loadDoneAt - startedAt) / 1000).toFixed(1)} s, until the last email ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
        `  proxy: ${proxy.figures.requests} requests; by status ${JSON.stringify(proxy.figures.byStatus)}; served by ${JSON.stringify(proxy.figures.servedBy)}`,
        `  errors: ${proxy.figures.upstreamFailures} upstream connections dropped mid-request (502), ${proxy.figures.rerouted} refused and sent on to the survivor; client: ${client.calls} calls, ${client.retries} retried, ${client.gaveUp} given up`,
        `  chats: ${VISITORS} visitors, ${startsRefused} not started; messages acknowledged ${acknowledged.length}, of those stored ${storedAcknowledged.length}; visitor messages stored in all ${storedVisitorMessages}`,
        `  end-intakes: tried ${endIntakeTried.size}, acknowledged ${endIntakeAcknowledged.size}; emails expected ${endIntakeAcknowledged.size}, received ${smtp.messages.length}, distinct Message-IDs ${distinctMessageIds}, recipients sent twice ${resent}; jobs the killed worker held ${jobsHeldByKilled} (report emails ${heldByKilled.length}); jobs pending ${pendingJobs}, dead ${deadJobs.length}`,
        `  new-chat cap ${NEW_CHAT_CAP}/h from one IP over both: ${statuses(abuser)} (answered by ${servedBy(abuser).join(', ')})`,
        `  sign-in lock (5 tries) over both: ${statuses(lockAttempts)}, right password then ${rightPasswordWhileLocked?.status} (answered by ${servedBy(lockAttempts).join(', ')})`,
        `  after the kill: staff sign-ins ${statuses(signInsAfterKill)} (answered by ${servedBy(signInsAfterKill).join(', ')})`,
      ].join('\n'),
    );

    // The kill happened midway, and the survivor carried on.
    expect(killedAt).not.toBeNull();
    await new Promise((resolve) =>
      first.child.exitCode !== null || first.child.signalCode !== null
        ? resolve(null)
        : first.child.once('exit', resolve),
    );
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(second.child.exitCode).toBeNull();
    expect(signInsAfterKill.map((entry) => entry?.status)).toEqual([200, 200, 200]);
    expect(servedBy(signInsAfterKill)).toEqual(['B']);

    // No acknowledged message lost.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(storedAcknowledged).toHaveLength(acknowledged.length);

    // Every acknowledged end-intake: its report emailed, under one Message-ID, once (twice
    // only for a report the killed worker was sending at the kill).
    expect(endIntakeAcknowledged.size).toBeGreaterThan(VISITORS / 2);
    expect(pendingJobs).toBe(0);
    expect(deadJobs).toEqual([]);
    for (const email of endIntakeAcknowledged) {
      const received = byRecipient.get(email);
      expect(received, email).toBeDefined();
      expect(received!.messageIds.size, email).toBe(1);
      expect(received!.count, email).toBeLessThanOrEqual(heldRecipients.has(email) ? 2 : 1);
    }
    for (const recipient of byRecipient.keys()) expect(endIntakeTried.has(recipient), recipient).toBe(true);

    // The limits held across both processes.
    expect(abuser.map((entry) => entry?.status)).toEqual([
      ...Array<number>(NEW_CHAT_CAP).fill(200),
      ...Array<number>(5).fill(429),
    ]);
    expect(servedBy(abuser)).toEqual(['A', 'B']);
    expect(lockAttempts.map((entry) => entry?.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(servedBy(lockAttempts)).toEqual(['A', 'B']);
    expect(rightPasswordWhileLocked?.status).toBe(429);
  }, 150_000);
});

function newChatPayload(sessionId: string, chatId: string, index: number) {
  return {
    SessionID: sessionId,
    ChatID: chatId,
    SessQNo: 1,
    Message: `Name: Visitor ${index}\nPhone: (512) 867-5309`,
    Sender: 'User',
    Recipient: 'AI Bot',
    Timestamp: new Date().toISOString(),
    currentUrl: 'http://localhost:3000/',
    Attachments: [],
    userInfo: {
      fullName: `Dana Visitor${String.fromCharCode(65 + (index % 26))}`,
      phoneNumber: '(512) 867-5309',
      description: 'I was rear-ended at a red light in Austin, Texas and went to the ER with neck pain.',
      communicationMethod: 'Website Chat',
    },
    consentVersion: CONSENT_VERSION,
  };
}
