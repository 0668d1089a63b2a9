import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, expect, inject, it } from 'vitest';

import { MAX_ATTACHMENT_BYTES } from '../../../contracts/limits';
import { type AppConfig, loadConfig } from '../../config';
import { AppServerProcess } from '../../../../test/support/app-server-process';
import { createTestApp } from '../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  testMasterKey,
  type TestStore,
} from '../../../../test/support/test-database';

import { binaryFile, multipart, startUploadChat, uploadFile } from '../../../../test/support/upload-client';

const KB = 1024;
const MB = 1024 * KB;
/** The defaults, with no free-disk floor (the test machine's disk is not under test). */
const defaultQuotas = { ...loadConfig({}).uploads, minFreeDiskBytes: 0 };

describeEachEngine('upload quotas', (engine) => {
  let store: TestStore;
  const apps: FastifyInstance[] = [];
  const others: { close(): Promise<void> }[] = [];
  let clock: Date;

  const start = async (
    uploads: Partial<AppConfig['uploads']>,
    options: {
      freeDiskBytes?: (folder: string) => Promise<number>;
      dataDir?: string;
      store?: TestStore;
    } = {},
  ) => {
    const app = await createTestApp(store, {
      config: {
        rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 },
        uploads: { ...defaultQuotas, ...uploads },
      },
      now: () => clock,
      ...(options.freeDiskBytes ? { freeDiskBytes: options.freeDiskBytes } : {}),
    });
    apps.push(app);
    return app;
  };

  beforeEach(async () => {
    store = await createTestStore(engine);
    clock = new Date('2031-05-06T10:00:00.000Z');
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const other of others.splice(0)) await other.close();
    await store.destroy();
  });

  /** What the store and the disk hold: rows by status, their bytes, and the files under uploads/. */
  async function holdings(app: FastifyInstance) {
    const rows = await store.db
      .selectFrom('uploads')
      .select(['status', 'size_bytes', 'storage_path'])
      .execute();
    const root = path.join(app.deps.config.dataDir, 'uploads');
    const files = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
    return {
      stored: rows.filter((row) => row.status === 'stored').length,
      receiving: rows.filter((row) => row.status !== 'stored').length,
      bytes: rows.reduce((sum, row) => sum + Number(row.size_bytes), 0),
      files,
      paths: rows.map((row) => row.storage_path).sort(),
    };
  }

  it('refuses a file that would take the chat past its quota with a 413 that says what is left, and writes nothing', async () => {
    const app = await start({ bytesPerChat: 2 * MB + 100 * KB });
    const chat = await startUploadChat(app);
    expect((await uploadFile(app, chat, binaryFile('scan.pdf', MB))).statusCode).toBe(201);
    const refused = await uploadFile(app, chat, binaryFile('video.mp4', 2 * MB));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toEqual({
      code: 'payload_too_large',
      message:
        'Files in one chat are limited to 2 MB in all, and only 1 MB is left in this one. Please send only the files that matter most.',
    });
    const held = await holdings(app);
    expect(held).toMatchObject({ stored: 1, receiving: 0, bytes: MB });
    expect(held.files).toEqual(held.paths);
    // What is left still fits.
    expect((await uploadFile(app, chat, binaryFile('photo.jpg', 900 * KB))).statusCode).toBe(201);
    // A file bigger than a whole chat may hold says so, in a chat with nothing in it yet.
    const empty = await startUploadChat(app);
    const tooBig = await uploadFile(app, empty, binaryFile('film.mp4', 3 * MB));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(
      'Files in one chat are limited to 2 MB in all, and this file is larger. Please send a smaller one.',
    );
  });

  it('counts every chat of one IP against its daily quota (429 with retry-after), not other IPs, and frees it after 24 hours', async () => {
    const app = await start({ bytesPerIpPerDay: MB + 100 * KB });
    const ip = '198.51.100.7';
    const first = await startUploadChat(app, { ip });
    const second = await startUploadChat(app, { ip });
    expect((await uploadFile(app, first, binaryFile('a.bin', 800 * KB), { ip })).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const refused = await uploadFile(app, second, binaryFile('b.bin', 800 * KB), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Files sent from one internet connection are limited to 1 MB a day. Please try again tomorrow.',
    );
    // The first upload leaves the window 23 hours from now.
    expect(Number(refused.headers['retry-after'])).toBe(23 * 60 * 60);
    const elsewhere = await startUploadChat(app, { ip: '203.0.113.9' });
    expect(
      (await uploadFile(app, elsewhere, binaryFile('c.bin', 800 * KB), { ip: '203.0.113.9' })).statusCode,
    ).toBe(201);
    clock = new Date(clock.getTime() + 23 * 60 * 60 * 1000 + 1000);
    expect((await uploadFile(app, second, binaryFile('b.bin', 800 * KB), { ip })).statusCode).toBe(201);
    expect(await holdings(app)).toMatchObject({ stored: 3, receiving: 0, bytes: 3 * 800 * KB });
  });

  it('counts an IPv6 client by its /64, so hopping addresses inside it does not reset the quota', async () => {
    const app = await start({ bytesPerIpPerDay: MB + 100 * KB });
    const [one, sameNetwork, otherNetwork] = [
      '2001:db8:1:2::10',
      '2001:db8:1:2:ffff::99',
      '2001:db8:1:3::10',
    ];
    const chat = await startUploadChat(app, { ip: one });
    expect((await uploadFile(app, chat, binaryFile('a.bin', 800 * KB), { ip: one })).statusCode).toBe(201);
    expect((await uploadFile(app, chat, binaryFile('b.bin', 800 * KB), { ip: sameNetwork })).statusCode).toBe(
      429,
    );
    expect(
      (await uploadFile(app, chat, binaryFile('c.bin', 200 * KB), { ip: otherNetwork })).statusCode,
    ).toBe(201);
  });

  it('refuses past the total quota with a 507, whoever sends', async () => {
    const app = await start({ bytesTotal: MB + 100 * KB });
    const first = await startUploadChat(app, { ip: '198.51.100.1' });
    const second = await startUploadChat(app, { ip: '198.51.100.2' });
    expect(
      (await uploadFile(app, first, binaryFile('a.bin', 700 * KB), { ip: '198.51.100.1' })).statusCode,
    ).toBe(201);
    const refused = await uploadFile(app, second, binaryFile('b.bin', 700 * KB), { ip: '198.51.100.2' });
    expect(refused.statusCode).toBe(507);
    expect(refused.json().error).toEqual({
      code: 'insufficient_storage',
      message: 'We cannot store more files right now. Please try again later.',
    });
    expect(await holdings(app)).toMatchObject({ stored: 1, receiving: 0, bytes: 700 * KB });
  });

  it('refuses with a 507 when the file would leave the uploads disk under the free-space floor', async () => {
    const asked: string[] = [];
    let free = 5 * MB;
    const app = await start(
      { minFreeDiskBytes: 4 * MB },
      {
        freeDiskBytes: async (folder) => {
          asked.push(folder);
          return free;
        },
      },
    );
    const chat = await startUploadChat(app);
    expect((await uploadFile(app, chat, binaryFile('small.jpg', 500 * KB))).statusCode).toBe(201);
    free -= 500 * KB;
    const refused = await uploadFile(app, chat, binaryFile('big.jpg', 600 * KB));
    expect(refused.statusCode).toBe(507);
    expect(refused.json().error.code).toBe('insufficient_storage');
    expect(asked).toEqual([
      path.join(app.deps.config.dataDir, 'uploads'),
      path.join(app.deps.config.dataDir, 'uploads'),
    ]);
    expect(await holdings(app)).toMatchObject({ stored: 1, receiving: 0 });
  });

  it('reads the real free space of the uploads folder (statfs): a floor above any disk refuses', async () => {
    const app = await start({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const chat = await startUploadChat(app);
    expect((await uploadFile(app, chat, binaryFile('a.bin', KB))).statusCode).toBe(507);
    const roomy = await start({ minFreeDiskBytes: 0 });
    const other = await startUploadChat(roomy);
    expect((await uploadFile(roomy, other, binaryFile('a.bin', KB))).statusCode).toBe(201);
  });

  it('releases the reservation of a file that fails (too large), so it does not count', async () => {
    const app = await start({ bytesPerChat: MAX_ATTACHMENT_BYTES + 5 * MB });
    const chat = await startUploadChat(app);
    // Reserves the 20 MB a file may take, then is cut off at the limit.
    expect((await uploadFile(app, chat, binaryFile('huge.bin', MAX_ATTACHMENT_BYTES + 1))).statusCode).toBe(
      413,
    );
    expect((await uploadFile(app, chat, binaryFile('video.mp4', 10 * MB))).statusCode).toBe(201);
    expect((await uploadFile(app, chat, binaryFile('video2.mp4', 10 * MB))).statusCode).toBe(201);
    const held = await holdings(app);
    expect(held).toMatchObject({ stored: 2, receiving: 0, bytes: 20 * MB });
    expect(held.files).toEqual(held.paths);
  });

  /**
   * The second process is real: the app in a child process (test/support/app-server.child.ts)
   * on the same database and uploads folder, taking half of the uploads over HTTP while this
   * process takes the other half. One child serves the file's tests in turn.
   */
  const secondProcess = new AppServerProcess();
  afterAll(async () => {
    await secondProcess.kill();
  });

  async function startSecondProcess(dataDir: string, env: Record<string, string>): Promise<string> {
    const url = await secondProcess.start({
      DATABASE_URL: engine === 'sqlite' ? `sqlite:${store.location}` : inject('postgresUrl')!,
      ...(engine === 'postgres' ? { PG_SEARCH_PATH: store.location } : {}),
      DATA_DIR: dataDir,
      // The second process seals with the test database's master key (decision 0080).
      DATA_ENCRYPTION_KEY: testMasterKey.toString('base64'),
      BUILD_DIR: path.join(dataDir, 'no-build'),
      RATE_LIMIT_IP_PER_MINUTE: '100000',
      RATE_LIMIT_CHAT_PER_MINUTE: '100000',
      UPLOAD_MIN_FREE_DISK_MB: '0',
      ...env,
    });
    others.push({ close: () => secondProcess.stop() });
    return url;
  }

  it.each([
    ['per IP a day', 'UPLOAD_QUOTA_MB_PER_IP_PER_DAY', { bytesPerIpPerDay: MB }, 429],
    ['in total', 'UPLOAD_QUOTA_MB_TOTAL', { bytesTotal: MB }, 507],
    ['per chat', 'UPLOAD_QUOTA_MB_PER_CHAT', { bytesPerChat: MB }, 413],
  ] as const)(
    'parallel uploads from two processes never store more than the quota %s',
    { timeout: 60_000 },
    async (label, setting, quota, refusedWith) => {
      // The child process runs on the real clock: this one must too, or the IP's 24 hours differ.
      clock = new Date();
      const first = await start(quota);
      const second = await startSecondProcess(first.deps.config.dataDir, { [setting]: '1' });
      // Both processes see the same client address: the per-IP quota counts them together.
      const ip = '127.0.0.1';
      const chats = [
        await startUploadChat(first, { ip }),
        await startUploadChat(first, { ip }),
        await startUploadChat(first, { ip }),
      ];
      const isPerChat = 'bytesPerChat' in quota;
      const attempts = (isPerChat ? chats.slice(0, 1) : chats).flatMap((chat, chatIndex) =>
        Array.from({ length: isPerChat ? 10 : 8 }, async (_, index) => {
          const file = binaryFile(`f${chatIndex}-${index}.bin`, 120 * KB);
          if (index % 2 === 0) return (await uploadFile(first, chat, file, { ip })).statusCode;
          const body = multipart({ SessionID: chat.sessionId, ChatID: chat.chatId }, file);
          const response = await fetch(`${second}/api/uploads`, {
            method: 'POST',
            headers: { 'content-type': body.contentType, cookie: chat.cookie },
            body: body.payload,
          });
          await response.text();
          return response.status;
        }),
      );
      const statuses = await Promise.all(attempts);
      const held = await holdings(first);
      expect(held.bytes).toBeLessThanOrEqual(MB);
      expect(held.receiving).toBe(0);
      expect(held.files).toEqual(held.paths);
      expect(statuses.filter((status) => status === 201)).toHaveLength(held.stored);
      expect(held.stored).toBeGreaterThan(0);
      expect(new Set(statuses.filter((status) => status !== 201))).toEqual(new Set([refusedWith]));
      console.info(
        `[${engine}] ${statuses.length} parallel 120 KB uploads (two processes) against 1 MB ${label}: ${held.stored} stored (${held.bytes} bytes), ${statuses.length - held.stored} refused with ${refusedWith}`,
      );
    },
  );
});
