import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';
import {
  binaryFile,
  startUploadChat,
  type UploadChat,
  uploadFile,
} from '../../../../../test/support/upload-client';

import { eraseClosedCases } from './erase-closed-cases';
import { seedCase, seedStaffUser, signInAs, staffRequest } from '../staff-test-helpers';

const DAY_MS = 86_400_000;

/**
 * Issue 15, "abandoned uploads stay 180 days": an intake nobody finished and nobody at our
 * side worked is erased, uploads and all, once idle past RETENTION_DAYS_ABANDONED (decision
 * 0061); uploads a crash left half-written go within the day.
 */
describeEachEngine('retention of abandoned intakes', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let clock: Date;

  beforeEach(async () => {
    store = await createTestStore(engine);
    clock = new Date('2031-03-02T09:00:00.000Z');
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      now: () => clock,
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const uploadsRoot = () => path.join(app.deps.config.dataDir, 'uploads');
  const caseIdOf = async (chat: UploadChat) =>
    (
      await store.db
        .selectFrom('cases')
        .select('id')
        .where('chat_id', '=', chat.chatId)
        .executeTakeFirstOrThrow()
    ).id;
  const filesOf = (caseId: string) =>
    fs.existsSync(path.join(uploadsRoot(), caseId)) ? fs.readdirSync(path.join(uploadsRoot(), caseId)) : [];

  it('erases an intake abandoned past its period with its uploads, and keeps worked, finished and recent ones', async () => {
    expect(app.deps.config.staff.retentionDaysAbandoned).toBe(30);
    const abandoned = await startUploadChat(app);
    for (const name of ['a.jpg', 'b.pdf'])
      expect((await uploadFile(app, abandoned, binaryFile(name, 2048))).statusCode).toBe(201);
    const worked = await startUploadChat(app);
    expect((await uploadFile(app, worked, binaryFile('c.jpg', 2048))).statusCode).toBe(201);
    const recent = await startUploadChat(app);
    const finished = await seedCase(store.db, {
      status: 'complete',
      createdAt: clock,
      name: 'Finished Intake',
    });
    const abandonedId = await caseIdOf(abandoned);
    const workedId = await caseIdOf(worked);
    const recentId = await caseIdOf(recent);
    expect(filesOf(abandonedId)).toHaveLength(2);

    // A case manager left a note on one of them.
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    const session = await signInAs(app, 'cm@example.org');
    expect(
      (
        await staffRequest(app, session, 'POST', `/api/staff/cases/${workedId}/notes`, {
          body: 'Left a voicemail.',
        })
      ).statusCode,
    ).toBe(201);

    // 31 days on; the recent chat was active 29 days on.
    clock = new Date(clock.getTime() + 31 * DAY_MS);
    await store.db
      .updateTable('cases')
      .set({ updated_at: new Date(clock.getTime() - 2 * DAY_MS).toISOString() })
      .where('id', '=', recentId)
      .execute();
    const result = await eraseClosedCases(store, app.deps.config, clock);
    expect(result).toMatchObject({ abandoned: 1, unmatched: 0, erased: 0 });

    const remaining = (await store.db.selectFrom('cases').select('id').execute()).map((row) => row.id).sort();
    expect(remaining).toEqual([workedId, recentId, finished.caseId].sort());
    expect(await store.db.selectFrom('uploads').select('case_id').execute()).toEqual([{ case_id: workedId }]);
    expect(fs.existsSync(path.join(uploadsRoot(), abandonedId))).toBe(false);
    expect(filesOf(workedId)).toHaveLength(1);
    const audit = await store.db
      .selectFrom('audit_log')
      .select('subject_id')
      .where('action', '=', 'case.erased_by_retention')
      .execute();
    expect(audit).toEqual([{ subject_id: abandonedId }]);
  });

  it('keeps an abandoned intake while its uploads are newer than the period', async () => {
    const chat = await startUploadChat(app);
    const caseId = await caseIdOf(chat);
    clock = new Date(clock.getTime() + 20 * DAY_MS);
    expect((await uploadFile(app, chat, binaryFile('late.jpg', 2048))).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 15 * DAY_MS);
    expect((await eraseClosedCases(store, app.deps.config, clock)).abandoned).toBe(0);
    expect(filesOf(caseId)).toHaveLength(1);
    clock = new Date(clock.getTime() + 16 * DAY_MS);
    expect((await eraseClosedCases(store, app.deps.config, clock)).abandoned).toBe(1);
    expect(fs.existsSync(path.join(uploadsRoot(), caseId))).toBe(false);
  });

  it('removes upload reservations a crash left behind after an hour, rows and files, and keeps live ones', async () => {
    const chat = await startUploadChat(app);
    const caseId = await caseIdOf(chat);
    fs.mkdirSync(path.join(uploadsRoot(), caseId), { recursive: true });
    const reservation = (id: string, minutesAgo: number) => ({
      id,
      case_id: caseId,
      original_name: `${id}.jpg`,
      sniffed_type: 'application/octet-stream',
      declared_type: 'image/jpeg',
      size_bytes: 20 * 1024 * 1024,
      sha256: '',
      storage_path: path.join(caseId, id),
      status: 'receiving' as const,
      message_id: null,
      created_at: new Date(clock.getTime() - minutesAgo * 60_000).toISOString(),
      ip_hash: null,
    });
    await store.db
      .insertInto('uploads')
      .values([reservation('up_crashed', 90), reservation('up_streaming', 2)])
      .execute();
    fs.writeFileSync(path.join(uploadsRoot(), caseId, 'up_crashed.part'), 'half a photo');
    fs.writeFileSync(path.join(uploadsRoot(), caseId, 'up_streaming.part'), 'still coming');

    expect((await eraseClosedCases(store, app.deps.config, clock)).staleUploads).toBe(1);
    expect(await store.db.selectFrom('uploads').select('id').execute()).toEqual([{ id: 'up_streaming' }]);
    expect(filesOf(caseId)).toEqual(['up_streaming.part']);
  });
});
