import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';

import {
  countOccurrences,
  postgresSchemaBytes,
  rawStoreFiles,
} from '../../../../../test/support/raw-store-files';
import { createTestApp } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import { systemActor } from '../audit/audit-log.repository';
import { eraseClosedCases } from './erase-closed-cases';
import { erasePersonRows } from './erase-person';
import { erasureTables } from './erasure.repository';
import { seedCase, seedStaffUser, signInAs, staffRequest, type TestSession } from '../staff-test-helpers';

const DAY_MS = 86_400_000;
const otherCases = 100;

/** Three strings only the erased person's rows hold: a name, a phone number and words of their story. */
interface Canaries {
  name: string;
  phone: string;
  story: string;
}

function newCanaries(): Canaries {
  const tag = randomBytes(4).toString('hex').toUpperCase();
  return {
    name: `Zqxname${tag}`,
    phone: `(512) 555-${String(parseInt(tag.slice(0, 4), 16) % 10_000).padStart(4, '0')}x${tag}`,
    story: `ZQXSTORY${tag}`,
  };
}

describeEachEngine('erasure leaves no bytes of the person in the database files', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: TestSession;
  let canaries: Canaries;

  beforeEach(async () => {
    store = await createTestStore(engine, { fresh: true });
    app = await createTestApp(store);
    await seedStaffUser(store.db, { email: 'admin@example.org', role: 'admin' });
    admin = await signInAs(app, 'admin@example.org');
    canaries = newCanaries();
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  /**
   * The person's case among a hundred others, with their rows rewritten larger several
   * times: rows move between pages (SQLite overflow pages, PostgreSQL new tuple versions
   * and TOAST), so old copies are scattered through the files, not only the live row.
   */
  async function seedPersonAmongOthers(createdAt = new Date()): Promise<string> {
    for (let index = 0; index < otherCases; index += 1) {
      await seedCase(store.db, { name: `Other Person ${index}`, email: `other${index}@example.org` });
    }
    const { caseId } = await seedCase(store.db, {
      name: `Casey ${canaries.name}`,
      email: `${canaries.name.toLowerCase()}@example.com`,
      description: `Hit at a light. ${canaries.story}`,
      createdAt,
      messages: [
        { role: 'visitor', text: `My name is ${canaries.name}, call ${canaries.phone}` },
        { role: 'agent', text: 'When did it happen?' },
      ],
      report: { valueLikely: 25_000 },
    });
    await growPersonRows(caseId);
    return caseId;
  }

  async function growPersonRows(caseId: string): Promise<void> {
    for (const size of [300, 1_500, 4_000, 9_000]) {
      // Random filler does not compress, so PostgreSQL's TOAST keeps the canary readable.
      const filler = randomBytes(size).toString('base64');
      await store.db
        .updateTable('cases')
        .set({
          description: `${canaries.story} ${filler}`,
          phone: canaries.phone,
          full_name: `${canaries.name} ${filler.slice(0, size / 10)}`,
        })
        .where('id', '=', caseId)
        .execute();
      await store.db
        .updateTable('messages')
        .set({ text: `${canaries.name} ${canaries.story} ${canaries.phone} ${filler}` })
        .where('case_id', '=', caseId)
        .execute();
    }
  }

  async function canaryHits(): Promise<number | null> {
    const raw = await rawStoreFiles(store);
    if (!raw.isReadable) return null;
    return Object.values(canaries).reduce((sum, canary) => sum + countOccurrences(raw.files, canary), 0);
  }

  // On PostgreSQL each erasure ends in VACUUM FULL of every erased table, one at a time: slow on a busy machine.
  it(
    'an erasure request through the console leaves none of their strings in the files',
    { timeout: 60_000 },
    async () => {
      const caseId = await seedPersonAmongOthers();
      const hitsBefore = await canaryHits();
      const bytesBefore = engine === 'postgres' ? await postgresSchemaBytes(store) : 0;

      const response = await staffRequest(app, admin, 'POST', '/api/staff/erasures', {
        caseId,
        confirm: 'ERASE',
      });
      expect(response.statusCode).toBe(200);

      const hitsAfter = await canaryHits();
      console.info(`[${engine}] erasure request: canary hits before ${hitsBefore}, after ${hitsAfter}`);
      if (hitsBefore === null) {
        // PostgreSQL files this process may not read: the rewrite must at least have dropped the dead rows.
        expect(await postgresSchemaBytes(store)).toBeLessThan(bytesBefore);
        return;
      }
      expect(hitsBefore).toBeGreaterThan(0);
      expect(hitsAfter).toBe(0);
    },
  );

  it('the retention sweep leaves none of their strings in the files', { timeout: 60_000 }, async () => {
    const idleSince = new Date(Date.now() - (app.deps.config.staff.retentionDaysUnmatched + 5) * DAY_MS);
    await seedPersonAmongOthers(idleSince);
    const hitsBefore = await canaryHits();

    const result = await eraseClosedCases(store, app.deps.config);
    expect(result.unmatched).toBe(1);
    expect(await store.db.selectFrom('cases').select('id').execute()).toHaveLength(otherCases);

    const hitsAfter = await canaryHits();
    console.info(`[${engine}] retention sweep: canary hits before ${hitsBefore}, after ${hitsAfter}`);
    if (hitsBefore === null) return;
    expect(hitsBefore).toBeGreaterThan(0);
    expect(hitsAfter).toBe(0);
  });

  // The controls: the search above would see the person if the scrub were missing.
  it.runIf(engine === 'sqlite')(
    'control: with secure_delete off the same erasure leaves them in the file',
    async () => {
      const caseId = await seedPersonAmongOthers();
      await sql`pragma secure_delete = off`.execute(store.db);
      const response = await staffRequest(app, admin, 'POST', '/api/staff/erasures', {
        caseId,
        confirm: 'ERASE',
      });
      expect(response.statusCode).toBe(200);
      const hits = await canaryHits();
      console.info(`[sqlite] control without secure_delete: canary hits after erasure ${hits}`);
      expect(hits).toBeGreaterThan(0);
    },
  );

  it.runIf(engine === 'postgres')(
    'control: plain VACUUM leaves them readable in the table files',
    async () => {
      const caseId = await seedPersonAmongOthers();
      await erasePersonRows(store, app.deps.config, { caseId, actor: systemActor, reason: 'request' });
      for (const table of erasureTables) await sql`vacuum ${sql.table(table)}`.execute(store.db);
      const hits = await canaryHits();
      console.info(`[postgres] control with plain VACUUM: canary hits after erasure ${hits}`);
      if (hits === null) return;
      expect(hits).toBeGreaterThan(0);
    },
  );
});
