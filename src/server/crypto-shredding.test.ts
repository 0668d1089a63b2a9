import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { countOccurrences } from '../../test/support/raw-store-files';
import { createTestApp, testConfig } from '../../test/support/test-app';
import { startUploadChat, uploadFile } from '../../test/support/upload-client';
import {
  createTestStore,
  describeEachEngine,
  testMasterKey,
  type TestStore,
} from '../../test/support/test-database';

import { buildApp } from './app';
import { CaseDataKeyError, isSealed, unwrapDataKey } from './crypto/case-data-crypto';
import type { Store } from './db/database';
import { rotateMasterKey } from './db/rotate-master-key';
import { openStoredFile } from './db/sealed-files';
import { MASTER_KEY_FILE, MasterKeyError } from './db/unlock-store';
import { ChatClient } from './features/intake/testing/chat-client';
import {
  seedCase,
  seedStaffUser,
  signInAs,
  staffRequest,
  type TestSession,
} from './features/staff/staff-test-helpers';

/** Strings only one visitor's intake holds: a name, a phone number, an email and words of the story. */
function newCanaries() {
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const digits = String(parseInt(tag, 16) % 10_000).padStart(4, '0');
  return {
    name: `Zqxname${tag}`,
    phone: `(737) 555-${digits}`,
    email: `zqxmail${tag.toLowerCase()}@example.com`,
    story: `ZQXSTORY${tag}`,
  };
}
type Canaries = ReturnType<typeof newCanaries>;

/** The tables a backup would copy for one case, as stored (sealed values are not opened). */
const caseTables = ['cases', 'messages', 'consent_records', 'case_search_terms'] as const;

async function copyCaseRows(store: Store, caseId: string): Promise<Record<string, unknown>[]> {
  const raw = store.db.withoutPlugins();
  const rows: Record<string, unknown>[] = [];
  for (const table of caseTables) {
    const column = table === 'cases' ? 'id' : 'case_id';
    rows.push(...((await raw.selectFrom(table).selectAll().where(column, '=', caseId).execute()) as never[]));
  }
  return rows;
}

/**
 * Every file of PostgreSQL's data directory (table files, the write-ahead log, everything) that
 * was written since `since`: a file left alone since the test began cannot hold a string the
 * test wrote, and reading the whole directory (other databases included) five times cost a minute.
 */
async function postgresDataFiles(store: Store, since: number): Promise<string[] | null> {
  await sql`checkpoint`.execute(store.db);
  const { rows } = await sql<{ data_directory: string }>`show data_directory`.execute(store.db);
  const directory = rows[0]?.data_directory;
  if (!directory) return null;
  try {
    fs.accessSync(path.join(directory, 'pg_wal'), fs.constants.R_OK);
  } catch {
    return null;
  }
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      try {
        fs.accessSync(file, fs.constants.R_OK);
        // A second of slack for file systems that keep coarse times.
        return fs.statSync(file).mtimeMs >= since - 1_000;
      } catch {
        return false;
      }
    });
}

function sqliteFiles(store: TestStore): string[] {
  return ['', '-wal', '-shm', '-journal'].map((suffix) => `${store.location}${suffix}`).filter(fs.existsSync);
}

describeEachEngine('crypto-shredding (issue 26, decision 0080)', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: TestSession;
  let canaries: Canaries;

  beforeEach(async () => {
    store = await createTestStore(engine, { fresh: true });
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    });
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    admin = await signInAs(app, 'admin@example.org');
    canaries = newCanaries();
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  /** A visitor's whole intake through the real webhooks: start, two answers, the email at the end. */
  async function intake(): Promise<string> {
    const chat = new ChatClient(app);
    expect(
      (
        await chat.newChat({
          fullName: `Casey ${canaries.name}`,
          phoneNumber: canaries.phone,
          description: `I was rear-ended at a red light in Austin, Texas. ${canaries.story}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await chat.send(`My neck hurts. ${canaries.story} again`)).statusCode).toBe(200);
    expect((await chat.send(`Call me at ${canaries.phone}, this is ${canaries.name}`)).statusCode).toBe(200);
    expect((await chat.endIntake(canaries.email)).statusCode).toBe(202);
    const row = await store.db
      .selectFrom('cases')
      .select('id')
      .where('chat_id', '=', chat.chatId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Each file read once, every canary counted in it. The PostgreSQL server is shared with the
   * other test files running beside this one: a file another test's DROP removed between the
   * listing and the read holds nothing any more, and is skipped (it failed a run with ENOENT).
   */
  async function canaryHits(files: string[]): Promise<number> {
    let hits = 0;
    for (const file of files) {
      try {
        hits += countOccurrences([file], ...Object.values(canaries));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return hits;
  }

  it('stores every personal value sealed, and the app reads them back as written', async () => {
    const caseId = await intake();
    const rows = await copyCaseRows(store, caseId);
    const raw = rows.find((row) => row.id === caseId)!;
    for (const column of ['full_name', 'phone', 'phone_e164', 'email', 'description', 'case_record'])
      expect(isSealed(raw[column]), column).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(canaries.name);
    expect(JSON.stringify(rows)).not.toContain(canaries.story);

    const view = await staffRequest(app, admin, 'GET', `/api/staff/cases/${caseId}`);
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain(`Casey ${canaries.name}`);
    expect(view.body).toContain(canaries.email);
    expect(view.body).toContain(canaries.story);
  });

  it('an uploaded file is sealed on disk, opens for staff, and stays unreadable in a copy once erased', async () => {
    const chat = await startUploadChat(app);
    const body = Buffer.from(`Medical bill for ${canaries.name}: ${canaries.story}\n`.repeat(50));
    const uploaded = await uploadFile(app, chat, { name: 'bill.txt', type: 'text/plain', body });
    expect(uploaded.statusCode).toBe(201);
    const { uploadId, type } = uploaded.json() as { uploadId: string; type: string };
    expect(type).toBe('text/plain');
    const row = await store.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    const file = path.join(app.deps.config.dataDir, 'uploads', row.storage_path);
    const copy = fs.readFileSync(file);
    expect(copy.includes(canaries.story)).toBe(false);
    expect(copy.subarray(0, 4).toString()).toBe('CIF1');

    const download = await staffRequest(
      app,
      admin,
      'GET',
      `/api/staff/cases/${row.case_id}/uploads/${uploadId}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(body)).toBe(true);

    const erased = await staffRequest(app, admin, 'POST', '/api/staff/erasures', {
      caseId: row.case_id,
      confirm: 'ERASE',
    });
    expect(erased.statusCode).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    // A backup of DATA_DIR taken before the erasure: its copy of the file no longer opens.
    const restored = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-restored-')), 'file');
    fs.writeFileSync(restored, copy);
    await expect(openStoredFile(store.db, row.case_id, uploadId, restored)).rejects.toThrow(CaseDataKeyError);
  });

  it('a backup copy of the case opens before erasure and never after', async () => {
    const caseId = await intake();
    const backup = await copyCaseRows(store, caseId);
    expect(backup.length).toBeGreaterThan(4);

    // Before erasure: a process holding the master key opens the copy.
    const reader = store.reopen();
    try {
      const opened = structuredClone(backup);
      await reader.keyring.openRows(opened);
      const text = JSON.stringify(opened);
      console.info(
        `[${engine}] backup copy opens before erasure: ${text.includes(canaries.story) ? 'yes' : 'no'}`,
      );
      expect(text).toContain(canaries.name);
      expect(text).toContain(canaries.story);
      expect(text).toContain(canaries.email);
    } finally {
      await reader.close();
    }

    const erased = await staffRequest(app, admin, 'POST', '/api/staff/erasures', {
      caseId,
      confirm: 'ERASE',
    });
    expect(erased.statusCode).toBe(200);
    expect(
      await store.db.selectFrom('case_keys').select('case_id').where('case_id', '=', caseId).execute(),
    ).toEqual([]);

    // After: the same copy, the same master key, a fresh process and this one: nothing opens.
    const later = store.reopen();
    try {
      await expect(later.keyring.openRows(structuredClone(backup))).rejects.toThrow(CaseDataKeyError);
    } finally {
      await later.close();
    }
    await expect(store.keyring.openRows(structuredClone(backup))).rejects.toThrow(/gone/);
    console.info(`[${engine}] backup copy opens after erasure: no`);
  });

  it(
    'no plaintext canary reaches the database files, the write-ahead log included, at any point',
    { timeout: 120_000 },
    async () => {
      const began = Date.now();
      const files = async () =>
        engine === 'sqlite' ? sqliteFiles(store) : await postgresDataFiles(store, began);
      if ((await files()) === null) {
        console.warn(`[${engine}] the data directory is not readable by this process: canary grep skipped`);
        return;
      }
      const empty = await canaryHits((await files())!);
      const caseId = await intake();
      const afterIntake = await canaryHits((await files())!);
      const erased = await staffRequest(app, admin, 'POST', '/api/staff/erasures', {
        caseId,
        confirm: 'ERASE',
      });
      expect(erased.statusCode).toBe(200);
      const afterErasure = await canaryHits((await files())!);
      console.info(
        `[${engine}] plaintext canaries in ${engine === 'postgres' ? 'the data directory files written since the test began (tables + pg_wal)' : 'the database file + WAL'}: before intake ${empty}, after intake ${afterIntake}, after erasure ${afterErasure}`,
      );
      expect([empty, afterIntake, afterErasure]).toEqual([0, 0, 0]);

      // Control: the same grep finds a canary written without sealing (as rows from before
      // migration 0023 are), so the zeros above are not a blind grep.
      const { caseId: plainCase } = await seedCase(store.db, {});
      await store.db
        .withoutPlugins()
        .updateTable('cases')
        .set({ description: `control ${canaries.story}` })
        .where('id', '=', plainCase)
        .execute();
      const control = await canaryHits((await files())!);
      console.info(`[${engine}] control, one plaintext write: ${control} hit(s)`);
      expect(control).toBeGreaterThan(0);
    },
  );

  it('staff search finds sealed cases by whole name words, phone digits and email, through blind indexes', async () => {
    const caseId = await intake();
    await seedCase(store.db, { name: 'Other Person', email: 'other@example.org' });
    const search = async (q: string) => {
      const response = await staffRequest(app, admin, 'GET', `/api/staff/cases?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as { items: { caseId: string }[] }).items.map((item) => item.caseId);
    };
    expect(await search(canaries.name.toLowerCase())).toEqual([caseId]);
    expect(await search(`casey ${canaries.name}`)).toEqual([caseId]);
    expect(await search(canaries.phone.replace(/\D/g, ''))).toEqual([caseId]);
    expect(await search(`+1 ${canaries.phone}`)).toEqual([caseId]);
    expect(await search(canaries.email.toUpperCase())).toEqual([caseId]);
    // Whole words only: a keyed hash cannot match part of a word.
    expect(await search(canaries.name.slice(0, 6))).toEqual([]);
    expect(await search(`casey nobody`)).toEqual([]);
    const terms = await store.db
      .selectFrom('case_search_terms')
      .selectAll()
      .where('case_id', '=', caseId)
      .execute();
    expect(terms.length).toBeGreaterThan(3);
    expect(JSON.stringify(terms).toLowerCase()).not.toContain(canaries.name.toLowerCase());
  });

  it('rotation re-wraps every case key: the new key opens the cases, the old one is refused at start', async () => {
    const caseId = await intake();
    const keyRowBefore = await store.db
      .selectFrom('case_keys')
      .selectAll()
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    const newKey = randomBytes(32);
    const result = await rotateMasterKey(store, { from: testMasterKey, to: newKey });
    expect(result).toMatchObject({ rewrapped: 1, unknown: 0 });
    // A second run finds nothing left to do.
    expect(await rotateMasterKey(store, { from: testMasterKey, to: newKey })).toMatchObject({
      rewrapped: 0,
      unknown: 0,
    });

    const withNew = await buildApp({
      config: testConfig({ dataEncryptionKey: newKey.toString('base64') }),
      store: store.reopenLocked(),
    });
    try {
      await withNew.ready();
      const session = await signInAs(withNew, 'admin@example.org');
      const view = await staffRequest(withNew, session, 'GET', `/api/staff/cases/${caseId}`);
      expect(view.body).toContain(canaries.story);
      const found = await staffRequest(withNew, session, 'GET', `/api/staff/cases?q=${canaries.name}`);
      expect(found.body).toContain(caseId);
    } finally {
      await withNew.close();
      await withNew.deps.store.close();
    }
    const locked = store.reopenLocked();
    try {
      await expect(
        buildApp({
          config: testConfig({ dataEncryptionKey: testMasterKey.toString('base64') }),
          store: locked,
        }),
      ).rejects.toThrow(/is not the key that wrapped/);
    } finally {
      await locked.close();
    }
    // A backup holding the key row from before the rotation opens only under the old master
    // key: destroying it after a rotation finishes erasure for older backups and WAL too.
    expect(() => unwrapDataKey(newKey, caseId, keyRowBefore.wrapped_key)).toThrow(CaseDataKeyError);
    expect(unwrapDataKey(testMasterKey, caseId, keyRowBefore.wrapped_key)).toHaveLength(32);
  });

  it('a wrong master key stops start-up and nothing is overwritten', async () => {
    await intake();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-key-'));
    const wrong = randomBytes(32).toString('base64');
    const locked = store.reopenLocked();
    try {
      await expect(
        buildApp({ config: testConfig({ dataDir, dataEncryptionKey: wrong }), store: locked }),
      ).rejects.toThrow(MasterKeyError);
      // No key file appeared, and the stored case key is the one it was.
      expect(fs.existsSync(path.join(dataDir, MASTER_KEY_FILE))).toBe(false);
      // Without any key, a database that holds case keys is refused too: no new key is made over it.
      await expect(
        buildApp({ config: testConfig({ dataDir, dataEncryptionKey: null }), store: locked }),
      ).rejects.toThrow(/no master key was given|DATA_ENCRYPTION_KEY is required/);
      expect(fs.existsSync(path.join(dataDir, MASTER_KEY_FILE))).toBe(false);
      expect(locked.keyring.isUnlocked).toBe(false);
    } finally {
      await locked.close();
    }
    // The running app still reads its cases: nothing was rewritten.
    const list = await staffRequest(app, admin, 'GET', `/api/staff/cases?q=${canaries.name}`);
    expect(list.body).toContain(`Casey ${canaries.name}`);
  });

  it.runIf(engine === 'sqlite')(
    'the embedded default makes its key at first start, 0600, and refuses once it is lost',
    async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-embedded-'));
      const config = testConfig({
        dataDir: folder,
        databaseUrl: `sqlite:${path.join(folder, 'app.db')}`,
        dataEncryptionKey: null,
      });
      const { openStore } = await import('./db/database');
      const { migrateToLatest } = await import('./db/migrate');
      const first = openStore(config.databaseUrl);
      await migrateToLatest(first.db);
      const firstApp = await buildApp({ config, store: first });
      const keyFile = path.join(folder, MASTER_KEY_FILE);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      await seedCase(first.db, { name: 'Dana Embedded' });
      await firstApp.close();
      await first.close();

      const second = openStore(config.databaseUrl);
      const secondApp = await buildApp({ config, store: second });
      expect(
        (await second.db.selectFrom('cases').select('full_name').executeTakeFirstOrThrow()).full_name,
      ).toBe('Dana Embedded');
      await secondApp.close();
      await second.close();

      const keyText = fs.readFileSync(keyFile, 'utf8');
      fs.rmSync(keyFile);
      const third = openStore(config.databaseUrl);
      try {
        await expect(buildApp({ config, store: third })).rejects.toThrow(/no master key was given/);
        expect(fs.existsSync(keyFile)).toBe(false);
      } finally {
        await third.close();
      }
      expect(keyText.trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    },
  );
});
