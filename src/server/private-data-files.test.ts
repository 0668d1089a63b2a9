import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';

import { createTestApp } from '../../test/support/test-app';
import { createTestStore } from '../../test/support/test-database';

import { openStore } from './db/database';
import { ChatClient } from './features/intake/testing/chat-client';

const folders: string[] = [];
function temporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-modes-'));
  folders.push(folder);
  return folder;
}

function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1f2bd0000000049454e44ae426082',
  'hex',
);

describe('data files are 0600 in 0700 folders (decision 0060)', () => {
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('the SQLite database, its WAL and shared-memory files, under a permissive umask', async () => {
    // The test pool runs in child processes (vitest forks), where the umask may be set.
    const previousUmask = process.umask(0o022);
    onTestFinished(() => void process.umask(previousUmask));
    const folder = path.join(temporaryFolder(), 'data', 'nested');
    const file = path.join(folder, 'app.db');
    const store = openStore(`sqlite:${file}`);
    await sql`create table t (x text)`.execute(store.db);
    await sql`insert into t values ('a')`.execute(store.db);
    expect(modeOf(folder)).toBe('700');
    expect(modeOf(path.dirname(folder))).toBe('700');
    expect(modeOf(file)).toBe('600');
    expect(modeOf(`${file}-wal`)).toBe('600');
    expect(modeOf(`${file}-shm`)).toBe('600');
    await store.close();
  });

  it('narrows a database file an older version left readable by others', async () => {
    const folder = temporaryFolder();
    const file = path.join(folder, 'app.db');
    fs.writeFileSync(file, '', { mode: 0o644 });
    fs.chmodSync(folder, 0o755);
    const store = openStore(`sqlite:${file}`);
    await store.close();
    expect(modeOf(file)).toBe('600');
    expect(modeOf(folder)).toBe('700');
  });

  it('an uploaded file and its folders', async () => {
    const store = await createTestStore('sqlite');
    const app = await createTestApp(store);
    try {
      const chat = new ChatClient(app);
      await chat.newChat({
        fullName: 'Ann Lee',
        phoneNumber: '(512) 867-5309',
        description: 'I slipped at a store.',
      });
      const boundary = '----modes';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="SessionID"\r\n\r\n${chat.sessionId}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="ChatID"\r\n\r\n${chat.chatId}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: chat.cookie! },
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      const row = await store.db.selectFrom('uploads').selectAll().executeTakeFirstOrThrow();
      const uploads = path.join(app.deps.config.dataDir, 'uploads');
      const stored = path.join(uploads, row.storage_path);
      expect(modeOf(stored)).toBe('600');
      expect(modeOf(path.dirname(stored))).toBe('700');
      expect(modeOf(uploads)).toBe('700');
    } finally {
      await app.close();
      await store.destroy();
    }
  });

  it('the server process: data, uploads and outbox folders 0700, the database 0600, new files 0600', async () => {
    const root = temporaryFolder();
    const dataDir = path.join(root, 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-api.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
        BUILD_DIR: path.join(root, 'no-build'),
        PORT: '0',
        HOST: '127.0.0.1',
        WORKER_ENABLED: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Case Intake is serving')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      expect(modeOf(dataDir)).toBe('700');
      expect(modeOf(path.join(dataDir, 'uploads'))).toBe('700');
      expect(modeOf(path.join(dataDir, 'outbox'))).toBe('700');
      expect(modeOf(path.join(dataDir, 'app.db'))).toBe('600');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('close', resolve));
    }
    // What the outbox's writer gets in that process: files other code creates are 0600 too.
    const probe = path.join(root, 'probe.eml');
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { restrictNewFileModes } = await import(${JSON.stringify(path.resolve('src/server/private-data-files.ts'))});
         const fs = await import('node:fs');
         restrictNewFileModes();
         fs.writeFileSync(${JSON.stringify(probe)}, 'To: someone');
         fs.mkdirSync(${JSON.stringify(`${probe}.d`)});`,
      ],
      { stdio: 'inherit' },
    );
    expect(modeOf(probe)).toBe('600');
    expect(modeOf(`${probe}.d`)).toBe('700');
  }, 60_000);
});
