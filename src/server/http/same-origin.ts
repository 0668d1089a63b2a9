import type { FastifyRequest } from 'fastify';

import { AppError } from './app-error';

/**
 * Refuses browser posts from a foreign page (CSRF-style lead spam, other sites driving a
 * visitor's chat). A browser always sends Origin on a cross-origin POST; an absent Origin
 * is a server-to-server call (an automation service, curl) and is allowed.
 * Allowed: the public origin (SITE_URL) and the origin the request itself was sent to.
 */
export function assertSameOrigin(request: FastifyRequest, siteUrl: string): void {
  const origin = request.headers.origin;
  if (origin === undefined || origin === '') return;
  const allowed = new Set<string>([new URL(siteUrl).origin]);
  const host = request.headers.host;
  if (host) allowed.add(`${request.protocol}://${host}`);
  if (!allowed.has(origin)) {
    throw new AppError('forbidden', 'Requests from this origin are not accepted.');
  }
}
