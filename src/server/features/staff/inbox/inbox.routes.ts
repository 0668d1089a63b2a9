import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  contactMessageLinkRequestSchema,
  contactMessageUpdateSchema,
  contactReplyRequestSchema,
} from '../../../../contracts/staff-inbox';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import { toCsv } from '../shared/csv';
import { requireStaff, type RouteAccessTable } from '../shared/staff-access';
import { listContactMessagesWithLinks } from '../shared/contact-links.repository';
import { toContactMessageViews } from '../shared/contact-message-views';

import { listSubscribers, setContactMessageStatus } from './inbox.repository';
import { replyToContactMessage } from './reply-to-contact-message';
import { setContactMessageLink } from './set-contact-message-link';

const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const messageParamsSchema = z.object({ messageId: z.string().min(1).max(100) });
const pageSize = 50;

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const inboxAccess = {
  'GET /api/staff/inbox/contact-messages': 'staff',
  'PATCH /api/staff/inbox/contact-messages/:messageId': 'staff',
  'PUT /api/staff/inbox/contact-messages/:messageId/link': 'staff',
  'POST /api/staff/inbox/contact-messages/:messageId/replies': 'staff',
  'GET /api/staff/inbox/subscribers': 'staff',
  'GET /api/staff/inbox/subscribers.csv': 'staff',
} satisfies RouteAccessTable;

/**
 * The inbox: contact-form messages with the case each is tied to, answered from here
 * (decision 0072), and newsletter subscribers with their consent (CSV too).
 */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.store;
  const now = () => app.deps.now?.() ?? new Date();
  const actorOf = (request: Parameters<typeof requireStaff>[0]) => {
    const staff = requireStaff(request);
    return { id: staff.userId, email: staff.email };
  };

  app.get('/api/staff/inbox/contact-messages', async (request) => {
    const actor = actorOf(request);
    const { page } = pageQuerySchema.parse(request.query);
    const rows = await listContactMessagesWithLinks(db, { limit: pageSize, offset: (page - 1) * pageSize });
    await appendAudit(db, {
      actor,
      action: 'inbox.contact_messages_listed',
      subjectType: 'contact_message',
      details: { page },
    });
    return { page, pageSize, messages: await toContactMessageViews(db, rows) };
  });

  app.patch('/api/staff/inbox/contact-messages/:messageId', async (request) => {
    const actor = actorOf(request);
    const { messageId } = messageParamsSchema.parse(request.params);
    const body = contactMessageUpdateSchema.parse(request.body);
    if (!(await setContactMessageStatus(db, messageId, body.status)))
      throw new AppError('not_found', 'No such message.');
    await appendAudit(db, {
      actor,
      action: 'inbox.contact_message_updated',
      subjectType: 'contact_message',
      subjectId: messageId,
      details: body,
    });
    return { ok: true };
  });

  app.put('/api/staff/inbox/contact-messages/:messageId/link', async (request) => {
    const staff = requireStaff(request);
    const { messageId } = messageParamsSchema.parse(request.params);
    const body = contactMessageLinkRequestSchema.parse(request.body);
    await setContactMessageLink({ db, now: now() }, staff, messageId, body.caseId);
    return { ok: true };
  });

  app.post('/api/staff/inbox/contact-messages/:messageId/replies', async (request, reply) => {
    const actor = actorOf(request);
    const { messageId } = messageParamsSchema.parse(request.params);
    const body = contactReplyRequestSchema.parse(request.body);
    const result = await replyToContactMessage(
      { db, mailFrom: app.deps.config.email.from, now: now() },
      actor,
      messageId,
      body.body,
    );
    return reply.status(202).send(result);
  });

  app.get('/api/staff/inbox/subscribers', async (request) => {
    const actor = actorOf(request);
    const { page } = pageQuerySchema.parse(request.query);
    const rows = await listSubscribers(db, { limit: pageSize, offset: (page - 1) * pageSize });
    await appendAudit(db, {
      actor,
      action: 'inbox.subscribers_listed',
      subjectType: 'subscriber',
      details: { page },
    });
    return {
      page,
      pageSize,
      subscribers: rows.map((row) => ({
        id: row.id,
        email: row.email,
        consentVersion: row.consent_version,
        consentText: row.consent_text,
        status: row.unsubscribed_at ? 'unsubscribed' : 'subscribed',
        unsubscribedAt: row.unsubscribed_at,
        createdAt: row.created_at,
      })),
    };
  });

  app.get('/api/staff/inbox/subscribers.csv', async (request, reply) => {
    const actor = actorOf(request);
    const rows = await listSubscribers(db);
    await appendAudit(db, {
      actor,
      action: 'inbox.subscribers_exported',
      subjectType: 'export',
      details: { rows: rows.length },
    });
    const csv = toCsv(
      ['email', 'status', 'subscribed_at', 'unsubscribed_at', 'consent_version', 'consent_text'],
      rows.map((row) => [
        row.email,
        row.unsubscribed_at ? 'unsubscribed' : 'subscribed',
        row.created_at,
        row.unsubscribed_at,
        row.consent_version,
        row.consent_text,
      ]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
}
