import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { createTestApp, mailTestConfig } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';
import { NEWSLETTER_CONSENT_VERSION } from '../contracts/consent';
import { webhookPaths } from '../contracts/webhooks';

import type { AppConfig } from './config';
import { sendNewsletterIssue } from './features/newsletter/send-newsletter-issue';
import { silentLog, startSmtpServer, type TestSmtpServer } from './features/reports/testing/report-test-kit';
import { jobDefinitions } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';

/**
 * Newsletter sign-up is double opt-in, and every newsletter email can be left in one click
 * (issue 15, decision 0065): through the real webhook, the job worker and a real SMTP server.
 */
describeEachEngine('newsletter double opt-in', (engine) => {
  let store: TestStore;
  let smtp: TestSmtpServer;
  let config: AppConfig;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    config = mailTestConfig(smtp.url, 'Case Intake <news@caseintake.test>');
    app = await createTestApp(store, { config });
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
    await store.destroy();
  });

  const signUp = (email: string) =>
    app.inject({
      method: 'POST',
      url: webhookPaths.newsletter,
      headers: { 'content-type': 'application/json' },
      payload: { email, type: 'newsletter_subscription', consentVersion: NEWSLETTER_CONSENT_VERSION },
    });
  const drain = () => createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions }).drain();
  const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  /** Long header lines are folded onto the next line (RFC 5322): joined back for reading. */
  const headers = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const subscriber = (email: string) =>
    store.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('confirms only from the emailed link’s button, and sends an issue to confirmed subscribers only', async () => {
    expect((await signUp('reader@example.test')).statusCode).toBe(200);
    expect((await signUp('reader@example.test')).statusCode).toBe(200); // a repeat sends nothing more
    expect((await signUp('never.confirms@example.test')).statusCode).toBe(200);
    expect(await drain()).toBe(2);
    expect(smtp.messages).toHaveLength(2);
    const mail = smtp.messages.find((message) => message.to.includes('reader@example.test'))!;
    expect(mail.raw).toMatch(/^Subject: Please confirm your Case Intake newsletter subscription/m);
    expect(headers(mail.raw)).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/m,
    );
    expect(headers(mail.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const confirmPath = /http:\/\/localhost:3000(\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(
      unfolded(mail.raw),
    )![1]!;

    // A mail scanner opening the link confirms nothing.
    const opened = await app.inject({ method: 'GET', url: confirmPath });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Confirm my subscription');
    expect((await subscriber('reader@example.test')).confirmed_at).toBeNull();
    const confirmed = await app.inject({
      method: 'POST',
      url: confirmPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your subscription to our newsletter is confirmed.');
    expect((await subscriber('reader@example.test')).confirmed_at).not.toBeNull();
    // Only the token's hash is stored.
    expect((await subscriber('reader@example.test')).confirm_token_hash).not.toContain(
      confirmPath.split('=')[1],
    );
    expect(
      (await app.inject({ method: 'GET', url: '/newsletter/confirm?token=not-a-token' })).statusCode,
    ).toBe(404);

    const result = await sendNewsletterIssue(
      { store, config },
      { subject: 'November news', text: 'Hello.\n\nSecond paragraph.' },
    );
    expect(result).toEqual({ sent: 1, failed: 0 });
    const issue = smtp.messages.at(-1)!;
    expect(issue.to).toEqual(['reader@example.test']);
    expect(headers(issue.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // One click from the mail client (RFC 8058) unsubscribes; the next issue goes to nobody.
    const unsubscribePath = /^List-Unsubscribe: <http:\/\/localhost:3000([^>]+)>/m.exec(
      headers(issue.raw),
    )![1]!;
    const oneClick = await app.inject({
      method: 'POST',
      url: unsubscribePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscriber('reader@example.test')).unsubscribed_at).not.toBeNull();

    // No secret at rest (issue 26, decision 0079): neither email's unsubscribe token, nor the
    // confirmation token, is in the store; only their hashes. No raw IP, no browser string.
    const confirmationUnsubscribe = /^List-Unsubscribe: <[^>]*token=([A-Za-z0-9_-]+)>/m.exec(
      headers(mail.raw),
    )![1]!;
    const issueUnsubscribe = unsubscribePath.split('token=')[1]!;
    expect(confirmationUnsubscribe).not.toBe(issueUnsubscribe);
    const everything = JSON.stringify([
      await store.db.selectFrom('newsletter_subscribers').selectAll().execute(),
      await store.db.selectFrom('newsletter_unsubscribe_tokens').selectAll().execute(),
    ]);
    for (const secret of [confirmationUnsubscribe, issueUnsubscribe, confirmPath.split('=')[1]!])
      expect(everything).not.toContain(secret);
    expect(everything).not.toContain('127.0.0.1');
    const stored = await subscriber('reader@example.test');
    expect(stored.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(stored).sort()).not.toContain('user_agent');
    // The confirmation email's own unsubscribe link works too (each email carries its own).
    const viaConfirmation = await app.inject({
      method: 'GET',
      url: `/newsletter/unsubscribe?token=${confirmationUnsubscribe}`,
    });
    expect(viaConfirmation.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/newsletter/unsubscribe?token=${'A'.repeat(43)}` }))
        .statusCode,
    ).toBe(404);
    expect(await sendNewsletterIssue({ store, config }, { subject: 'December', text: 'Hi.' })).toEqual({
      sent: 0,
      failed: 0,
    });
  });
});
