import type { FastifyPluginAsync } from 'fastify';

import { CONTACT_PATH, type ContactReply, contactMessageSchema } from '../../../contracts/contact';
import { AppError } from '../../http/app-error';
import { assertSameOrigin } from '../../http/same-origin';

import { submitContactMessage } from './submit-contact-message';

export interface ContactRoutesOptions {
  /** Messages one client IP may send per window (the form is public, so it is a spam target). */
  maxPerWindow?: number;
  windowMs?: number;
}

/**
 * POST /api/contact: the /contact form's message, stored for the staff inbox.
 * Rate limited per IP; the count is shared by every app process (decision 0067).
 */
export const contactRoutes: FastifyPluginAsync<ContactRoutesOptions> = async (app, options) => {
  const windowMs = options.windowMs ?? 10 * 60_000;
  app.post(
    CONTACT_PATH,
    {
      config: {
        rateLimit: {
          max: options.maxPerWindow ?? 5,
          timeWindow: windowMs,
          errorResponseBuilder: (_request, context) =>
            new AppError(
              'rate_limited',
              `Too many messages from your connection. Please try again in ${context.after}, or email us instead.`,
            ),
        },
      },
    },
    async (request, reply) => {
      // A foreign page must not be able to fill the staff inbox through a visitor's browser.
      assertSameOrigin(request, app.deps.config.siteUrl);
      const message = contactMessageSchema.parse(request.body);
      const { id } = await submitContactMessage(app.deps.store.db, message, app.deps.now?.());
      request.log.info({ contactMessageId: id }, 'contact message stored');
      const body: ContactReply = { ok: true, id };
      return reply.status(201).send(body);
    },
  );
};
