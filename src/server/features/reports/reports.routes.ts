import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';

import { CHAT_REPORT_PAGE_PATH, CHAT_REPORT_STATUS_PATH } from '../../../contracts/chat-report';
import { chatIdField, sessionIdField } from '../../../contracts/webhooks';
import { readBindingHash } from '../../http/chat-binding';

import { chatReportStatus, viewChatReport } from './view-chat-report';
import { viewReportPage } from './view-report-page';

const paramsSchema = z.object({ token: z.string().max(200) });
const chatQuerySchema = z.object({ id: sessionIdField, chat: chatIdField });

/** A report page is a secret's view: never cached, never indexed, never sent on as a Referer. */
function sendReportPage(reply: FastifyReply, page: { status: number; html: string }) {
  return reply
    .code(page.status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/**
 * The report page. The token in the path is the only key, so the reply is never cached,
 * never indexed, and never sent on as a Referer.
 */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/report/:token',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { token } = paramsSchema.parse(request.params);
      const page = await viewReportPage(app.deps.store, token, app.deps.now?.() ?? new Date());
      return sendReportPage(reply, page);
    },
  );

  // The report in the browser that did the intake, bound by its cookie: the email is a copy.
  app.get(CHAT_REPORT_STATUS_PATH, async (request, reply) => {
    const query = chatQuerySchema.parse(request.query);
    const status = await chatReportStatus(app.deps.store.db, {
      sessionId: query.id,
      chatId: query.chat,
      bindingHash: readBindingHash(request),
    });
    return reply.header('cache-control', 'no-store').send(status);
  });

  app.get(CHAT_REPORT_PAGE_PATH, async (request, reply) => {
    const query = chatQuerySchema.parse(request.query);
    const page = await viewChatReport(app.deps.store.db, {
      sessionId: query.id,
      chatId: query.chat,
      bindingHash: readBindingHash(request),
    });
    return sendReportPage(reply, page);
  });
};
