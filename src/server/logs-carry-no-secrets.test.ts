import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp } from '../../test/support/test-app';
import { createTestStore, type TestStore } from '../../test/support/test-database';

import { ChatClient, outputOf } from './features/intake/testing/chat-client';
import { reportTokenOf } from './features/reports/testing/report-test-kit';
import { jobDefinitions } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';
import type { Logger } from './logger';
import { newSecretToken } from './http/secret-token';
import { redactSecretPath, redactSecretsInText } from './redact-secrets';

const maria = {
  fullName: 'Maria Lopez',
  phoneNumber: '(512) 867-5309',
  description:
    'I was rear-ended at a red light on March 3 2026 in Austin, Texas by a delivery truck. I went to the ER with neck pain.',
};

describe('logs carry no bearer secret (decision 0058)', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let lines: string[];

  beforeEach(async () => {
    store = await createTestStore('sqlite');
    lines = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp(store, {
      // No SMTP server: the report email goes to the outbox, the case the log line is about.
      config: { logLevel: 'info', rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      logStream,
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  /** A visitor pauses (a real resume token), resumes elsewhere, and ends with an email. */
  async function resumeTokenOfAPausedChat(chat: ChatClient): Promise<string> {
    await chat.newChat(maria);
    await chat.send('', { opening: true });
    const paused = outputOf(await chat.send('pause'));
    const token = /resume=([\w-]+)/.exec(paused.output)?.[1];
    if (!token) throw new Error('no resume link in the pause reply');
    return token;
  }

  it('report tokens, resume tokens and other token paths never reach a request log line', async () => {
    const chat = new ChatClient(app);
    const resumeToken = await resumeTokenOfAPausedChat(chat);
    const reportToken = newSecretToken();
    const futureToken = newSecretToken();
    const page = `id=${chat.sessionId}&chat=${chat.chatId}`;

    const requests = [
      `/report/${reportToken}`,
      `/report/${reportToken}/`,
      `/report/${reportToken}%ff`,
      `/chat?${page}&resume=${resumeToken}`,
      `/chatplus/${resumeToken}`,
      `/chatplus/${resumeToken}%zz`,
      `/unsubscribe/${futureToken}`,
      `/api/${futureToken}`,
    ];
    for (const url of requests) await app.inject({ method: 'GET', url });
    // The resume token in a body field and in a header, as the journey sends it.
    const other = new ChatClient(app);
    Object.assign(other, { sessionId: chat.sessionId, chatId: chat.chatId });
    expect(
      (await other.send('', { opening: true, extra: { resumeToken: `${resumeToken}x` } })).statusCode,
    ).toBe(404);
    await app.inject({
      method: 'POST',
      url: '/webhook/message',
      headers: { ...other.headers(true), 'x-resume-token': resumeToken },
      payload: other.messagePayload('', { sender: 'System', sessQNo: 1 }),
    });

    const log = lines.join('');
    expect(log).toContain('/report/[redacted]');
    expect(log).toContain('/chatplus/[redacted]');
    expect(log).toContain('/unsubscribe/[redacted]');
    for (const secret of [reportToken, resumeToken, futureToken]) expect(log).not.toContain(secret);
    // Our own ids are not secrets: a case manager's path keeps its UUID.
    const caseId = '0b7e6a1c-3f7e-4c52-9a43-6f1e2d9b8c11';
    expect(redactSecretPath(`/api/staff/cases/${caseId}`)).toBe(`/api/staff/cases/${caseId}`);
    expect(redactSecretPath('/articles/what-to-do-after-a-car-accident')).toBe(
      '/articles/what-to-do-after-a-car-accident',
    );
  });

  it('a real report job without SMTP logs the outbox file name, never the report link', async () => {
    const chat = new ChatClient(app);
    await chat.newChat(maria);
    await chat.send('', { opening: true });
    await chat.send('My medical bills are $4,000 and nobody else was at fault.');
    expect((await chat.endIntake('maria@example.test')).statusCode).toBeLessThan(300);
    const worker = createJobWorker({
      store,
      config: app.deps.config,
      log: app.log.child({ component: 'job-worker' }) as unknown as Logger,
      definitions: jobDefinitions,
    });
    // The report, its email, and the case's entry in the staff queue (issue 14).
    expect(await worker.drain()).toBe(3);
    const outbox = path.join(app.deps.config.dataDir, 'outbox');
    const [file] = fs.readdirSync(outbox);
    const reportToken = reportTokenOf(fs.readFileSync(path.join(outbox, file!), 'utf8'));
    const outboxLine = lines.find((line) => line.includes('report email written to the outbox'));
    expect(JSON.parse(outboxLine!)).toMatchObject({ outboxFile: file });
    expect(lines.join('')).not.toContain(reportToken);
  });

  it('the worker line about an outbox email keeps its file name and loses the report link', () => {
    // Should a link reach the worker's logger in a field or a message (an older build logged
    // it as reportLink), the logger itself drops or redacts it.
    const reportToken = newSecretToken();
    const outboxFile = path.join(app.deps.config.dataDir, 'outbox', 'report-5f1c9e.eml');
    const workerLog = app.log.child({ component: 'job-worker' }).child({ kind: 'report.email' });
    workerLog.info(
      { reportLink: `${app.deps.config.siteUrl}/report/${reportToken}`, outboxFile },
      'report email written to the outbox',
    );
    // A link that slips into a message is caught as well.
    workerLog.info(`sent ${app.deps.config.siteUrl}/report/${reportToken}`);

    const outboxLine = lines.find((line) => line.includes('report email written to the outbox'));
    expect(JSON.parse(outboxLine!)).toMatchObject({ outboxFile: 'report-5f1c9e.eml' });
    expect(outboxLine).not.toContain(app.deps.config.dataDir);
    expect(lines.join('')).not.toContain(reportToken);
  });
});

describe('secret redaction in free text', () => {
  it('replaces report paths, resume parameters and token-shaped runs, keeps UUIDs and words', () => {
    const token = newSecretToken();
    expect(redactSecretsInText(`'/report/${token}%ff' is not a valid url component`)).toBe(
      "'/report/[redacted]' is not a valid url component",
    );
    expect(redactSecretsInText(`/chat?id=ABC123&chat=x&resume=${token}`)).toBe(
      '/chat?id=ABC123&chat=x&resume=[redacted]',
    );
    expect(redactSecretsInText(`token ${token} here`)).toBe('token [redacted] here');
    const id = '0b7e6a1c-3f7e-4c52-9a43-6f1e2d9b8c11';
    expect(redactSecretsInText(`case ${id} FST_ERR_CTP_INVALID_MEDIA_TYPE`)).toBe(
      `case ${id} FST_ERR_CTP_INVALID_MEDIA_TYPE`,
    );
  });
});
