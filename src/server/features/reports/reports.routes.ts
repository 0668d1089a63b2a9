import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';

import { CHAT_REPORT_PAGE_PATH, CHAT_REPORT_STATUS_PATH } from '../../../contracts/chat-report';
import { chatIdField, sessionIdField } from '../../../contracts/webhooks';
import { readBindingHash } from '../../http/chat-binding';

import { NEW_REPORT_LINK_PATH, renderLinkProblemPage } from './render-report-html';
import { requestNewReportLink } from './request-new-report-link';
import { chatReportStatus, viewChatReport } from './view-chat-report';
import { viewReportPage } from './view-report-page';

const paramsSchema = z.object({ token: z.string().max(200) });
const chatQuerySchema = z.object({ id: sessionIdField, chat: chatIdField });
const newLinkSchema = z.object({ email: z.string().trim().max(254).default('') });

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
  // The new-link form posts application/x-www-form-urlencoded (the page runs no script).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // A link that is not a token at all (too long, mangled) gets the same friendly page, not JSON.
  app.get(
    '/report/:token',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const params = paramsSchema.safeParse(request.params);
      if (!params.success)
        return sendReportPage(reply, { status: 404, html: renderLinkProblemPage('not_found') });
      const page = await viewReportPage(app.deps.store, params.data.token, app.deps.now?.() ?? new Date());
      return sendReportPage(reply, page);
    },
  );

  // Longer than a path parameter may be (a link mangled by a mail client): the same page.
  app.get(
    '/report/*',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (_request, reply) =>
      sendReportPage(reply, { status: 404, html: renderLinkProblemPage('not_found') }),
  );

  app.post(
    NEW_REPORT_LINK_PATH,
    { config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const { email } = newLinkSchema.parse(request.body ?? {});
      await requestNewReportLink(app.deps.store, {
        email,
        now: app.deps.now?.() ?? new Date(),
        perMailboxPerDay: app.deps.config.email.reportsPerAddressPerDay,
        ip: request.ip,
        perIpPerDay: app.deps.config.email.reportsPerIpPerDay,
      });
      return sendReportPage(reply, { status: 200, html: renderLinkProblemPage('link_requested') });
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
    const query = chatQuerySchema.safeParse(request.query);
    if (!query.success)
      return sendReportPage(reply, { status: 404, html: renderLinkProblemPage('not_found') });
    const page = await viewChatReport(app.deps.store.db, {
      sessionId: query.data.id,
      chatId: query.data.chat,
      bindingHash: readBindingHash(request),
    });
    return sendReportPage(reply, page);
  });
};
