import type { FastifyReply, FastifyRequest } from 'fastify';

import { hashSecretToken, isSecretToken, newSecretToken } from './secret-token';

/**
 * The cookie that binds a browser to the chats it started (decision 0011). It holds 256
 * random bits; the store keeps only its SHA-256, so a leaked database cannot be replayed
 * as a cookie. One cookie may bind several chats. Shared by the intake and upload features.
 */
export const CHAT_BINDING_COOKIE = 'ci_chat';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The hash of the request's binding cookie, or null when it carries none (or a malformed one). */
export function readBindingHash(request: FastifyRequest): string | null {
  const token = request.cookies[CHAT_BINDING_COOKIE];
  return isSecretToken(token) ? hashSecretToken(token) : null;
}

/**
 * The hash to bind a chat to: the request's own cookie, or a fresh one set on the reply.
 * HttpOnly (no script reads it), SameSite=Lax, Secure behind https.
 */
export function ensureBindingHash(request: FastifyRequest, reply: FastifyReply, siteUrl: string): string {
  const existing = readBindingHash(request);
  if (existing) return existing;
  const token = newSecretToken();
  reply.setCookie(CHAT_BINDING_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https://'),
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
  return hashSecretToken(token);
}
