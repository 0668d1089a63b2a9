import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../../contracts/limits';
import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';
import { webhookPaths } from '../../../contracts/webhooks';
import { openStoredFile } from '../../db/sealed-files';

import {
  startUploadChat,
  type UploadChat,
  type UploadFile,
  uploadFile,
} from '../../../../test/support/upload-client';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1f2bd0000000049454e44ae426082',
  'hex',
);

describeEachEngine('upload endpoint', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let chat: UploadChat;

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    });
    chat = await startUploadChat(app);
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const upload = (
    file: UploadFile,
    options: { cookie?: string | null; fields?: Record<string, string> } = {},
  ) => uploadFile(app, chat, file, options);

  it('stores a file outside the web root with its sniffed type, and links it to the message that names it', async () => {
    const response = await upload({ name: 'photo.txt', type: 'text/plain', body: PNG });
    expect(response.statusCode).toBe(201);
    const reply = response.json();
    expect(reply).toMatchObject({ name: 'photo.txt', size: PNG.length, type: 'image/png' });
    const row = await store.db.selectFrom('uploads').selectAll().executeTakeFirstOrThrow();
    const stored = path.join(app.deps.config.dataDir, 'uploads', row.storage_path);
    // Sealed with the case's key on disk (decision 0080); the case's key opens it.
    expect(fs.readFileSync(stored).includes(PNG.subarray(0, 16))).toBe(false);
    const opened = await openStoredFile(store.db, row.case_id, row.id, stored);
    expect(Buffer.concat(await opened.toArray()).equals(PNG)).toBe(true);
    expect(stored.startsWith(app.deps.config.clientDir)).toBe(false);
    expect(row).toMatchObject({ sniffed_type: 'image/png', declared_type: 'text/plain', message_id: null });
    expect((await app.inject({ method: 'GET', url: `/uploads/${row.storage_path}` })).statusCode).toBe(404);

    const text = await upload({
      name: 'notes.bin',
      type: 'application/octet-stream',
      body: Buffer.from('my notes about the fall\n'),
    });
    expect(text.json().type).toBe('text/plain');

    const sent = await app.inject({
      method: 'POST',
      url: webhookPaths.message,
      headers: { 'content-type': 'application/json', pageload: 'False', cookie: chat.cookie },
      payload: {
        SessionID: chat.sessionId,
        ChatID: chat.chatId,
        SessQNo: 2,
        Message: 'Here is a photo',
        Sender: 'User',
        Recipient: 'AI Bot',
        Timestamp: new Date().toISOString(),
        currentUrl: 'http://localhost/chat',
        Attachments: [{ name: 'photo.txt', size: PNG.length, type: 'text/plain', uploadId: reply.uploadId }],
      },
    });
    expect(sent.statusCode).toBe(200);
    // The agent says it has the photo (its stored type is what the bytes are, not the name).
    expect(sent.json().output).toMatch(/^Thanks — I've added the photo to your case\. /);
    const linked = await store.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', reply.uploadId)
      .executeTakeFirstOrThrow();
    const message = await store.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', linked.message_id!)
      .executeTakeFirstOrThrow();
    expect(message.text).toBe('Here is a photo');
  });

  it('refuses files over 20 MB (413), an 11th file (413), non-multipart (415), missing ids (400), other browsers (404)', async () => {
    const big = await upload({
      name: 'big.bin',
      type: 'application/octet-stream',
      body: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    for (let index = 0; index < MAX_ATTACHMENTS; index += 1) {
      expect(
        (await upload({ name: `f${index}.txt`, type: 'text/plain', body: Buffer.from(`file ${index}`) }))
          .statusCode,
      ).toBe(201);
    }
    const eleventh = await upload({ name: 'f10.txt', type: 'text/plain', body: Buffer.from('one too many') });
    expect(eleventh.statusCode).toBe(413);
    expect(eleventh.json().error.message).toBe(`Maximum ${MAX_ATTACHMENTS} files allowed.`);
    const json = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'application/json', cookie: chat.cookie },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(
      (await upload({ name: 'a.txt', type: 'text/plain', body: Buffer.from('x') }, { fields: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await upload({ name: 'a.txt', type: 'text/plain', body: Buffer.from('x') }, { cookie: null }))
        .statusCode,
    ).toBe(404);
    expect(await store.db.selectFrom('uploads').selectAll().execute()).toHaveLength(MAX_ATTACHMENTS);
    const folder = fs.readdirSync(path.join(app.deps.config.dataDir, 'uploads'));
    const files = folder.flatMap((caseDir) =>
      fs.readdirSync(path.join(app.deps.config.dataDir, 'uploads', caseDir)),
    );
    expect(files).toHaveLength(MAX_ATTACHMENTS); // nothing left behind by the refusals
  });
});
