import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, mailTestConfig } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import { NEWSLETTER_CONSENT_VERSION } from '../contracts/consent';
import { webhookPaths } from '../contracts/webhooks';

import type { AppConfig } from './config';
import { normalizeMailbox } from './email/mailbox';
import { silentLog, startSmtpServer, type TestSmtpServer } from './features/reports/testing/report-test-kit';
import { jobDefinitions } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';

/**
 * Our mail cannot be aimed at a stranger (issue 26, decision 0078): one IP had us send 120
 * newsletter confirmations a minute to one person as `victim+1@…`, `victim+2@…`. Through the
 * real webhook, the job worker and a real SMTP server.
 */
describeEachEngine('newsletter confirmations per mailbox and per IP', (engine) => {
  let store: TestStore;
  let smtp: TestSmtpServer;
  let config: AppConfig;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    const base = mailTestConfig(smtp.url, 'Case Intake <news@caseintake.test>');
    config = {
      ...base,
      email: {
        ...base.email,
        newsletterConfirmationsPerMailboxPerDay: 1,
        newsletterConfirmationsPerIpPerDay: 3,
      },
      rateLimit: { ...base.rateLimit, ipPerMinute: 100_000 },
    };
    app = await createTestApp(store, { config });
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
    await store.destroy();
  });

  const signUp = (email: string, remoteAddress = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: webhookPaths.newsletter,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: { email, type: 'newsletter_subscription', consentVersion: NEWSLETTER_CONSENT_VERSION },
    });
  const drain = () => createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions }).drain();

  /** Plus tags, dots, case and the googlemail alias: 200 spellings of one Gmail mailbox. */
  const variantsOfVictim = Array.from({ length: 200 }, (_, index) => {
    const local = index % 2 === 0 ? 'victim' : 'v.ic.tim';
    const domain = index % 3 === 0 ? 'GoogleMail.com' : 'gmail.com';
    return `${index % 5 === 0 ? local.toUpperCase() : local}+${index}@${domain}`;
  });

  it('sends one confirmation to a mailbox however its 200 sign-ups spell it, from 200 different IPs', async () => {
    const answers = new Set<string>();
    for (const [index, email] of variantsOfVictim.entries()) {
      const response = await signUp(email, `198.51.${Math.floor(index / 250)}.${index % 250}`);
      answers.add(`${response.statusCode} ${response.body}`);
    }
    // The visitor sees the same answer whether or not anything is sent.
    expect([...answers]).toEqual(['200 {"ok":true}']);
    await drain();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual([variantsOfVictim[0]!.toLowerCase()]);
    // Nothing is stored for the variants that were not sent.
    const rows = await store.db.selectFrom('newsletter_subscribers').select('id').execute();
    expect(rows).toHaveLength(1);
    // Someone else's mailbox is not blocked by the victim's cap.
    expect((await signUp('someone.else@example.test', '198.51.9.9')).statusCode).toBe(200);
    await drain();
    expect(smtp.messages).toHaveLength(2);
  });

  it('caps the confirmations one IP may have sent a day, quietly', async () => {
    for (let index = 0; index < 8; index += 1) {
      const response = await signUp(`reader${index}@example.test`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    await drain();
    // Which three, not in what order: jobs queued in the same millisecond run in id order,
    // and ids are random (sign-ups that fast are the usual case since decision 0101).
    expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual([
      'reader0@example.test',
      'reader1@example.test',
      'reader2@example.test',
    ]);
    // Another IP is not held back by this one.
    expect((await signUp('reader9@example.test', '192.0.2.44')).statusCode).toBe(200);
    await drain();
    expect(smtp.messages).toHaveLength(4);
  });

  it('lets the mailbox be asked again after a day', async () => {
    let now = new Date('2026-11-26T10:00:00.000Z');
    await app.close();
    app = await createTestApp(store, { config, now: () => now });
    expect((await signUp('victim+a@gmail.com')).statusCode).toBe(200);
    expect((await signUp('victim+b@gmail.com')).statusCode).toBe(200);
    now = new Date('2026-11-27T10:00:01.000Z');
    expect((await signUp('victim+c@gmail.com')).statusCode).toBe(200);
    await drain();
    expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual([
      'victim+a@gmail.com',
      'victim+c@gmail.com',
    ]);
  });
});

describe('normalizeMailbox', () => {
  it('folds case, plus tags, Gmail’s dots and known domain aliases into one mailbox', () => {
    expect(normalizeMailbox(' V.ic.Tim+news@GoogleMail.com ')).toBe('victim@gmail.com');
    expect(normalizeMailbox('victim+1@gmail.com')).toBe('victim@gmail.com');
    expect(normalizeMailbox('ana+x@me.com')).toBe('ana@icloud.com');
    expect(normalizeMailbox('ana@mac.com')).toBe('ana@icloud.com');
    expect(normalizeMailbox('bo@protonmail.com')).toBe('bo@proton.me');
    expect(normalizeMailbox('bo+tag@pm.me')).toBe('bo@proton.me');
    // Where dots make different mailboxes, they stay.
    expect(normalizeMailbox('first.last+x@outlook.com')).toBe('first.last@outlook.com');
    expect(normalizeMailbox('first.last@yahoo.com')).not.toBe(normalizeMailbox('firstlast@yahoo.com'));
  });
});
