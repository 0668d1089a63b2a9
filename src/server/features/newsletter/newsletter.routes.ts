import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';

import { hashSecretToken, isSecretToken } from '../../http/secret-token';

import { actionPage, badLinkPage, donePage } from './newsletter-pages';
import {
  findByConfirmTokenHash,
  findByUnsubscribeTokenHash,
  markConfirmed,
  markUnsubscribed,
} from './newsletter.repository';

const tokenQuerySchema = z.object({ token: z.string().max(200) });
const LEGACY_OR_NEW_TOKEN = /^[A-Za-z0-9_-]{32,43}$/;

/**
 * Double opt-in and one-click unsubscribe (decision 0065). GET shows a button, POST acts;
 * the unsubscribe POST also answers a mail client's RFC 8058 one-click request.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.store;
  const now = () => (app.deps.now?.() ?? new Date()).toISOString();
  // Forms and one-click requests post application/x-www-form-urlencoded; the token is in the query.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(body);

  // Both are looked up by their SHA-256 (decision 0079). Unsubscribe links mailed before
  // migration 0021 carry a 32-character token; newer ones a 43-character one.
  const subscriberFor = async (kind: 'confirm' | 'unsubscribe', token: string) => {
    if (kind === 'confirm')
      return isSecretToken(token) ? findByConfirmTokenHash(db, hashSecretToken(token)) : undefined;
    return LEGACY_OR_NEW_TOKEN.test(token)
      ? findByUnsubscribeTokenHash(db, hashSecretToken(token))
      : undefined;
  };

  for (const kind of ['confirm', 'unsubscribe'] as const) {
    app.get(`/newsletter/${kind}`, async (request, reply) => {
      const { token } = tokenQuerySchema.parse(request.query);
      const subscriber = await subscriberFor(kind, token);
      return subscriber ? html(reply, 200, actionPage(kind, token)) : html(reply, 404, badLinkPage());
    });
    app.post(`/newsletter/${kind}`, async (request, reply) => {
      const { token } = tokenQuerySchema.parse(request.query);
      const subscriber = await subscriberFor(kind, token);
      if (!subscriber) return html(reply, 404, badLinkPage());
      if (kind === 'confirm') {
        await markConfirmed(db, subscriber.id, now());
        return html(reply, 200, donePage('confirmed'));
      }
      await markUnsubscribed(db, subscriber.id, now());
      return html(reply, 200, donePage('unsubscribed'));
    });
  }
};
