import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { CHAT_ID_ALPHABET, SESSION_ID_ALPHABET } from '../../../contracts/session';
import { webhookPaths } from '../../../contracts/webhooks';
import { openStore } from '../../db/database';
import { unlockStore } from '../../db/unlock-store';

import { randomId } from './testing/chat-client';

/**
 * Durability (issue 3): SIGKILL the server while many chats send messages at once; every
 * message that was acknowledged with a 200 must be in the store after a restart.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-crash-'));
const env = {
  ...process.env,
  DATABASE_URL: `sqlite:${path.join(folder, 'app.db')}`,
  DATA_DIR: folder,
  BUILD_DIR: path.join(folder, 'no-build'),
  RATE_LIMIT_IP_PER_MINUTE: '100000',
  RATE_LIMIT_CHAT_PER_MINUTE: '100000',
  RATE_LIMIT_IP_NEW_CHATS_PER_HOUR: '100000',
};
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(path.join(import.meta.dirname, '../../../../test/support/app-server.child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

it('keeps every acknowledged message when the server is SIGKILLed mid-traffic', async () => {
  const { child, base } = await startServer();
  const acknowledged: { chatId: string; text: string }[] = [];
  let killed = false;
  const killAfter = 40;

  async function runChat(index: number): Promise<void> {
    const sessionId = randomId(SESSION_ID_ALPHABET, 6);
    const chatId = randomId(CHAT_ID_ALPHABET, 10);
    const headers: Record<string, string> = { 'content-type': 'application/json', pageload: 'False' };
    const post = async (url: string, body: object) => {
      const response = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const cookie = response.headers.get('set-cookie')?.split(';')[0];
      if (cookie) headers.cookie = cookie;
      await response.text();
      return response.status;
    };
    const common = {
      SessionID: sessionId,
      ChatID: chatId,
      Recipient: 'AI Bot',
      currentUrl: `${base}/chat`,
      Attachments: [],
    };
    try {
      await post(webhookPaths.newChat, {
        ...common,
        SessQNo: 1,
        Message: 'start',
        Sender: 'User',
        Timestamp: new Date().toISOString(),
        userInfo: {
          fullName: `Crash Tester${index}`,
          phoneNumber: '(512) 867-5309',
          description: 'I slipped on a wet floor at a store in Dallas, Texas.',
        },
      });
      for (let turn = 1; turn < 200 && !killed; turn += 1) {
        const text = `chat ${index} message ${turn}: my knee still hurts`;
        const status = await post(webhookPaths.message, {
          ...common,
          SessQNo: turn,
          Message: text,
          Sender: 'User',
          Timestamp: new Date().toISOString(),
        });
        if (status === 200) acknowledged.push({ chatId, text });
        if (acknowledged.length >= killAfter && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    } catch {
      // Connections die with the server: those messages were never acknowledged.
    }
  }

  await Promise.all(Array.from({ length: 8 }, (_, index) => runChat(index)));
  expect(killed).toBe(true);
  await new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );
  expect(child.signalCode).toBe('SIGKILL');

  // Restart on the same file (WAL recovery), then read the store.
  const restarted = await startServer();
  const health = await fetch(`${restarted.base}/api/health`).catch(() => null);
  expect(health === null || health.status < 500).toBe(true);
  // The server made the key file in DATA_DIR at first start (decision 0080); read with it.
  const store = openStore(env.DATABASE_URL);
  await unlockStore(store, { configuredKey: null, dataDir: folder, nodeEnv: 'test' });
  try {
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
      expect(row, text).toBeDefined();
      const reply = await store.db
        .selectFrom('messages')
        .select('id')
        .where('reply_to', '=', row!.id)
        .executeTakeFirst();
      expect(reply, `reply to ${text}`).toBeDefined();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
  } finally {
    await store.close();
    restarted.child.kill('SIGTERM');
  }
}, 60_000);
