import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AppConfig } from '../../../config';
import { isSecretToken } from '../../../http/secret-token';

/**
 * The session cookie (decision 0051): HttpOnly, SameSite=Strict, scoped to /api/staff so no
 * page script and no public request ever carries it; Secure whenever SITE_URL is https.
 * On plain-http localhost it cannot be Secure (browsers would drop it on 127.0.0.1).
 */
export const sessionCookieName = 'staff_session';
const cookiePath = '/api/staff';

/**
 * The CSRF token is derived from the session token: the page learns it from
 * GET /api/staff/session (same-origin only) and echoes it in X-CSRF-Token. Another site can
 * neither read it nor compute it, and nothing extra is stored.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName];
  return isSecretToken(value) ? value : undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName, token, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.siteUrl.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(sessionCookieName, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.siteUrl.startsWith('https://'),
  });
}
