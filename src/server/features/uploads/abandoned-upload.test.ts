import net from 'node:net';
import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';
import { startUploadChat, type UploadChat } from '../../../../test/support/upload-client';

import { UPLOAD_PATH } from './uploads.routes';

/**
 * A visitor who closes the tab mid-upload is not our fault (issue 26): the abandoned upload is
 * logged at info level, never error, and its reservation is released. Over a real socket.
 */
async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachEngine('an upload the client abandons', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let chat: UploadChat;
  let lines: { level: number; msg: string }[];
  let port: number;

  beforeEach(async () => {
    store = await createTestStore(engine);
    lines = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
        done();
      },
    });
    app = await createTestApp(store, {
      config: { logLevel: 'info', rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      logStream,
    });
    chat = await startUploadChat(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('is logged at info level, not error, and leaves no reservation behind', async () => {
    const boundary = '----caseintakeabandoned';
    const head = Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="SessionID"\r\n\r\n${chat.sessionId}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="ChatID"\r\n\r\n${chat.chatId}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ].join(''),
    );
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      [
        `POST ${UPLOAD_PATH} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${chat.cookie}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${head.length + 1_000_000}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(head);
    socket.write(Buffer.alloc(64 * 1024, 0x25));
    await waitFor(async () => (await store.db.selectFrom('uploads').select('id').execute()).length === 1);
    socket.destroy();

    await waitFor(async () => lines.some((line) => line.msg === 'upload abandoned by the client'));
    await waitFor(async () => (await store.db.selectFrom('uploads').select('id').execute()).length === 0);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.find((line) => line.msg === 'upload abandoned by the client')!.level).toBe(30);
  });
});
