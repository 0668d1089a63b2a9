import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { MAX_ATTACHMENT_BYTES } from '../src/contracts/limits';
import { openStore } from '../src/server/db/database';
import { binaryFile, multipart } from '../test/support/upload-client';
import { CONSENT_VERSION } from '../src/contracts/consent';
import { webhookPaths } from '../src/contracts/webhooks';

/**
 * `npx tsx bench/upload-quotas.ts`: the issue-15 upload attack against the real server with
 * its default settings (decision 0061), over HTTP from one address. First the attack as
 * found (3 chats × 10 files × 20 MB, all at once), then new chats from the same address
 * until the daily quota refuses, then one visitor's chat with 4 MB photos.
 */
const MB = 1024 * 1024;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-upload-bench-'));
const databaseUrl = `sqlite:${path.join(folder, 'app.db')}`;

const child = fork(path.join(import.meta.dirname, '../test/support/app-server.child.ts'), [], {
  execArgv: ['--import', 'tsx'],
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: folder,
    BUILD_DIR: path.join(folder, 'no-build'),
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const port = await new Promise<number>((resolve, reject) => {
  child.once('message', (message: { port: number }) => resolve(message.port));
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;
const store = openStore(databaseUrl);

let chatNumber = 0;
async function newChat(): Promise<{ sessionId: string; chatId: string; cookie: string }> {
  chatNumber += 1;
  const ids = { sessionId: 'BENCH1', chatId: `Bench${String(chatNumber).padStart(5, '0')}` };
  const response = await fetch(`${base}${webhookPaths.newChat}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', pageload: 'True' },
    body: JSON.stringify({
      SessionID: ids.sessionId,
      ChatID: ids.chatId,
      SessQNo: 1,
      Message: 'start',
      Sender: 'User',
      Recipient: 'AI Bot',
      Timestamp: new Date().toISOString(),
      currentUrl: `${base}/`,
      userInfo: { fullName: 'Bench Visitor', phoneNumber: '(512) 867-5309', description: 'A fall.' },
      consentVersion: CONSENT_VERSION,
    }),
  });
  await response.text();
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`new-chat answered ${response.status}`);
  return { ...ids, cookie };
}

async function upload(
  chat: { sessionId: string; chatId: string; cookie: string },
  bytes: number,
  name: string,
) {
  const body = multipart({ SessionID: chat.sessionId, ChatID: chat.chatId }, binaryFile(name, bytes));
  const response = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': body.contentType, cookie: chat.cookie },
    body: body.payload,
  });
  const text = await response.text();
  return { status: response.status, text };
}

async function storedBytes(): Promise<{ files: number; bytes: number }> {
  const rows = await store.db.selectFrom('uploads').select(['size_bytes', 'status']).execute();
  const stored = rows.filter((row) => row.status === 'stored');
  return { files: stored.length, bytes: stored.reduce((sum, row) => sum + Number(row.size_bytes), 0) };
}

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${count}×${status}`)
    .join(', ');

try {
  // 1. The attack as found: 3 chats, 10 files of 20 MB each, all at once.
  const started = Date.now();
  const chats = [await newChat(), await newChat(), await newChat()];
  const attack = await Promise.all(
    chats.flatMap((chat, chatIndex) =>
      Array.from({ length: 10 }, (_, index) =>
        upload(chat, MAX_ATTACHMENT_BYTES, `attack-${chatIndex}-${index}.bin`),
      ),
    ),
  );
  const afterAttack = await storedBytes();
  console.log(
    `attack (3 chats × 10 × 20 MB, ${attack.length * 20} MB sent): ${afterAttack.files} files stored, ${(afterAttack.bytes / MB).toFixed(0)} MB; answers ${tally(attack.map((result) => result.status))}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const refusals = [
    ...new Set(attack.filter((result) => result.status !== 201).map((result) => result.text)),
  ];
  for (const refusal of refusals) console.log(`  refusal: ${refusal}`);

  // 2. The same address keeps opening chats until the daily quota answers.
  const more: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const chat = await newChat();
    const results = [
      await upload(chat, MAX_ATTACHMENT_BYTES, 'more-1.bin'),
      await upload(chat, MAX_ATTACHMENT_BYTES, 'more-2.bin'),
    ];
    more.push(...results.map((result) => result.status));
    if (results.some((result) => result.status === 429)) break;
  }
  const afterDay = await storedBytes();
  console.log(
    `one address, more chats of 2 × 20 MB until refused: ${afterDay.files} files, ${(afterDay.bytes / MB).toFixed(0)} MB stored in total from it; answers ${tally(more)}`,
  );

  // 3. One visitor's chat from another address... the bench speaks from one address, so a fresh database.
  await store.db.deleteFrom('uploads').execute();
  const visitor = await newChat();
  const photos: number[] = [];
  for (let index = 0; index < 10; index += 1)
    photos.push((await upload(visitor, 4 * MB, `photo-${index}.jpg`)).status);
  const afterVisitor = await storedBytes();
  console.log(
    `one chat, 4 MB photos: ${afterVisitor.files} stored (${(afterVisitor.bytes / MB).toFixed(0)} MB); answers ${tally(photos)}`,
  );
} finally {
  child.kill('SIGTERM');
  await store.close();
  fs.rmSync(folder, { recursive: true, force: true });
}
