import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import type { CaseView } from '../../../../contracts/staff-console';
import type { ContactMessageView } from '../../../../contracts/staff-inbox';
import { enqueue } from '../../../jobs/job-definition';
import { queueRefreshJob } from '../../../jobs/job-kinds';
import type { AppConfig } from '../../../config';
import { startSmtpServer, type TestSmtpServer } from '../../../../../test/support/smtp-server';
import { createTestApp, mailTestConfig } from '../../../../../test/support/test-app';
import {
  createTestStore,
  describeEachEngine,
  type TestStore,
} from '../../../../../test/support/test-database';

import {
  queueCase,
  runStaffJobs,
  seedCase,
  seedStaffUser,
  signInAs,
  staffRequest,
  type TestSession,
} from '../staff-test-helpers';

const monday = new Date('2026-12-07T14:00:00.000Z');

describeEachEngine('contact messages tied to cases', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: AppConfig;
  let smtp: TestSmtpServer;
  let session: TestSession;
  let now = monday;
  const clock = () => now;

  beforeEach(async () => {
    now = monday;
    store = await createTestStore(engine);
    smtp = await startSmtpServer();
    config = mailTestConfig(smtp.url);
    app = await createTestApp(store, { config, now: clock });
    await seedStaffUser(store.db, { email: 'cm@example.org', role: 'case_manager' });
    session = await signInAs(app, 'cm@example.org');
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
    await store.destroy();
  });

  const sendContactForm = async (fields: {
    email: string;
    phone?: string;
    subject: string;
    message: string;
  }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Robin Reyes', ...fields },
    });
    expect(response.statusCode).toBe(201);
    await runStaffJobs(store, config, clock);
    now = new Date(now.getTime() + 60_000); // the next message comes a minute later
    return (response.json() as { id: string }).id;
  };
  const inbox = async () =>
    (
      (await staffRequest(app, session, 'GET', '/api/staff/inbox/contact-messages')).json() as {
        messages: ContactMessageView[];
      }
    ).messages;
  const linkOf = async (messageId: string) =>
    (await inbox()).find((message) => message.id === messageId)?.link;
  const viewOf = async (caseId: string) =>
    (await staffRequest(app, session, 'GET', `/api/staff/cases/${caseId}`)).json() as CaseView;

  it('ties a message to the visitor’s case by email or by phone, and shows it on the case', async () => {
    const { caseId } = await seedCase(store.db, {
      createdAt: new Date(monday.getTime() - 86_400_000),
      name: 'Robin Reyes',
      email: 'Robin@Example.com',
    });
    const byEmail = await sendContactForm({
      email: 'robin@example.com',
      subject: 'My report is wrong',
      message: 'The bills were $6,000, not $4,200.',
    });
    const byPhone = await sendContactForm({
      email: 'robin.other@example.net',
      phone: '512-555-0100',
      subject: 'Call me',
      message: 'Mornings are best.',
    });
    const stranger = await sendContactForm({
      email: 'someone@example.org',
      subject: 'Hello',
      message: 'A question.',
    });

    expect(await linkOf(byEmail)).toMatchObject({ caseId, source: 'auto', caseName: 'Robin Reyes' });
    expect(await linkOf(byPhone)).toMatchObject({ caseId, source: 'auto' });
    expect(await linkOf(stranger)).toBeNull();
    const view = await viewOf(caseId);
    expect(view.messages.map((message) => message.subject)).toEqual(['My report is wrong', 'Call me']);
    expect(view.timeline.filter((entry) => entry.kind === 'message').map((entry) => entry.text)).toEqual([
      'Contact form message: Call me',
      'Contact form message: My report is wrong',
    ]);
  });

  it('lets a later case claim the visitor’s earlier message, and never relinks one a case manager unlinked', async () => {
    const early = await sendContactForm({
      email: 'sam@example.com',
      subject: 'Before my intake',
      message: 'Hi.',
    });
    expect(await linkOf(early)).toBeNull();
    const { caseId } = await seedCase(store.db, {
      createdAt: new Date(monday.getTime() - 86_400_000),
      email: 'sam@example.com',
      report: { valueLikely: 20_000 },
    });
    await queueCase(store, config, caseId, monday);
    expect(await linkOf(early)).toMatchObject({ caseId, source: 'auto' });

    const unlink = await staffRequest(
      app,
      session,
      'PUT',
      `/api/staff/inbox/contact-messages/${early}/link`,
      {
        caseId: null,
      },
    );
    expect(unlink.statusCode).toBe(200);
    await enqueue(store.db, queueRefreshJob, { key: 'test-again' }, { now: monday });
    await queueCase(store, config, caseId, monday);
    expect(await linkOf(early)).toBeNull();

    const { caseId: other } = await seedCase(store.db, {
      createdAt: new Date(monday.getTime() - 86_400_000),
      email: 'other@example.com',
    });
    const relink = await staffRequest(
      app,
      session,
      'PUT',
      `/api/staff/inbox/contact-messages/${early}/link`,
      {
        caseId: other,
      },
    );
    expect(relink.statusCode).toBe(200);
    expect(await linkOf(early)).toMatchObject({ caseId: other, source: 'staff' });
    const actions = await store.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_id', '=', early)
      .orderBy('at')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual([
      'inbox.contact_message_unlinked',
      'inbox.contact_message_linked',
    ]);
    expect(
      (
        await staffRequest(app, session, 'PUT', `/api/staff/inbox/contact-messages/${early}/link`, {
          caseId: 'nope',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers a message from the console: the reply goes out through the mail server once, audited without its text', async () => {
    const { caseId } = await seedCase(store.db, {
      createdAt: new Date(monday.getTime() - 86_400_000),
      email: 'robin@example.com',
    });
    const messageId = await sendContactForm({
      email: 'robin@example.com',
      subject: 'My report is wrong',
      message: 'The bills were $6,000.\nNot $4,200.',
    });
    const response = await staffRequest(
      app,
      session,
      'POST',
      `/api/staff/inbox/contact-messages/${messageId}/replies`,
      {
        body: 'Thank you, Robin. I corrected the bills; a new report is on its way.',
      },
    );
    expect(response.statusCode).toBe(202);
    await runStaffJobs(store, config, clock);
    await runStaffJobs(store, config, clock);
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to).toEqual(['robin@example.com']);
    expect(mail.raw).toContain('Subject: Re: My report is wrong');
    expect(mail.raw).toContain('I corrected the bills');
    expect(mail.raw).toContain('> The bills were $6,000.');

    const [message] = await inbox();
    expect(message).toMatchObject({
      status: 'answered',
      replies: [{ status: 'sent', staffEmail: 'cm@example.org' }],
    });
    const view = await viewOf(caseId);
    expect(view.timeline[0]).toMatchObject({ kind: 'reply', text: 'Reply emailed: My report is wrong' });
    const audit = await store.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_id', '=', messageId)
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'inbox.contact_message_replied',
      'inbox.contact_reply_sent',
    ]);
    expect(JSON.stringify(audit)).not.toContain('corrected the bills');
    const empty = await staffRequest(
      app,
      session,
      'POST',
      `/api/staff/inbox/contact-messages/${messageId}/replies`,
      {
        body: '   ',
      },
    );
    expect(empty.statusCode).toBe(400);
  });
});
