import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppConfig } from '../../config';
import type { StaffRole } from '../../db/tables/staff.tables';
import { AppError } from '../../http/app-error';
import { hashSecretToken } from '../../http/secret-token';

import { findLiveSession } from './auth/staff-sessions.repository';
import { findCaseOwner } from './cases/queue.repository';
import { csrfTokenFor, readSessionToken } from './auth/staff-session-token';

export type RouteAccess = 'public' | 'staff' | 'admin';

/**
 * Who may call each staff API route, keyed "METHOD /path". Default deny: a route missing
 * here answers 403 to everyone, and staff-access.test.ts fails until it is listed, so a new
 * route cannot slip through unguarded (issue 7).
 */
export const staffRouteAccess: Record<string, RouteAccess> = {
  'POST /api/staff/sign-in': 'public',
  'GET /api/staff/session': 'staff',
  'POST /api/staff/sign-out': 'staff',
  'POST /api/staff/sign-out-everywhere': 'staff',
  'POST /api/staff/password': 'staff',
  'GET /api/staff/queue': 'staff',
  'GET /api/staff/assignees': 'staff',
  'GET /api/staff/cases': 'staff',
  'POST /api/staff/cases/bulk': 'staff',
  'GET /api/staff/cases/export.csv': 'staff',
  'GET /api/staff/cases/:caseId': 'staff',
  'GET /api/staff/cases/:caseId/export': 'staff',
  'POST /api/staff/cases/:caseId/owner': 'staff',
  'PUT /api/staff/cases/:caseId/record': 'staff',
  'POST /api/staff/cases/:caseId/facts': 'staff',
  'POST /api/staff/cases/:caseId/facts/:fact/confirm': 'staff',
  'POST /api/staff/cases/:caseId/report/send-corrected': 'staff',
  'POST /api/staff/cases/:caseId/status': 'staff',
  'POST /api/staff/cases/:caseId/assignment': 'staff',
  'POST /api/staff/cases/:caseId/contact-attempts': 'staff',
  'POST /api/staff/cases/:caseId/notes': 'staff',
  'POST /api/staff/cases/:caseId/report/resend': 'staff',
  'GET /api/staff/cases/:caseId/uploads/:uploadId': 'staff',
  'GET /api/staff/attorneys': 'staff',
  'POST /api/staff/attorneys': 'admin',
  'PUT /api/staff/attorneys/:attorneyId': 'admin',
  'DELETE /api/staff/attorneys/:attorneyId': 'admin',
  'GET /api/staff/inbox/contact-messages': 'staff',
  'PATCH /api/staff/inbox/contact-messages/:messageId': 'staff',
  'PUT /api/staff/inbox/contact-messages/:messageId/link': 'staff',
  'POST /api/staff/inbox/contact-messages/:messageId/replies': 'staff',
  'GET /api/staff/inbox/subscribers': 'staff',
  'GET /api/staff/inbox/subscribers.csv': 'staff',
  'GET /api/staff/funnel': 'staff',
  'GET /api/staff/users': 'admin',
  'POST /api/staff/users': 'admin',
  'PATCH /api/staff/users/:userId': 'admin',
  'GET /api/staff/audit': 'admin',
  'GET /api/staff/settings': 'admin',
  'PUT /api/staff/settings': 'admin',
  'POST /api/staff/erasures': 'admin',
};

export interface StaffPrincipal {
  userId: string;
  email: string;
  displayName: string;
  role: StaffRole;
  /** Admins, and case managers an admin gave wider access: every case, not only their own and unassigned ones. */
  seesAllCases: boolean;
  sessionId: string;
  csrfToken: string;
  expiresAt: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function routeKey(request: FastifyRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${request.routeOptions.url ?? ''}`;
}

/** The signed-in staff member; routes call it instead of reading request.staff directly. */
export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('unauthorized', 'Sign in to use the staff console.');
  return request.staff;
}

/**
 * A state change must come from our own page: the Origin (when the browser sends one, which
 * it always does on fetch POST) must be ours, and X-CSRF-Token must match the session.
 */
function assertSameOriginRequest(request: FastifyRequest, config: AppConfig): void {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('forbidden', 'Cross-site requests are not accepted.');
  }
  if (origin === undefined) return;
  const allowed = new Set([new URL(config.siteUrl).origin]);
  if (request.headers.host) allowed.add(`${request.protocol}://${request.headers.host}`);
  if (!allowed.has(origin)) throw new AppError('forbidden', 'Requests from this origin are not accepted.');
}

/** The case is visible to this staff member (404 when there is no such case, 403 when it is someone else's). */
export async function assertCaseAccess(
  app: FastifyInstance,
  staff: StaffPrincipal,
  caseId: string,
): Promise<void> {
  if (caseId.length > 100) throw new AppError('not_found', 'No such case.');
  const owner = await findCaseOwner(app.deps.store.db, caseId);
  if (!owner) throw new AppError('not_found', 'No such case.');
  if (!canSeeCase(staff, owner.ownerId))
    throw new AppError(
      'forbidden',
      'This case belongs to another case manager. Ask them or an admin to reassign it.',
    );
}

export function canSeeCase(
  staff: Pick<StaffPrincipal, 'userId' | 'seesAllCases'>,
  ownerId: string | null,
): boolean {
  return staff.seesAllCases || ownerId === null || ownerId === staff.userId;
}

/**
 * Guards every route registered inside the staff plugin (decision 0051): session (401),
 * role (403), then Origin and CSRF token on state changes (403). Runs on onRequest, before
 * the body is parsed, so an anonymous caller learns nothing about a route's input.
 */
export function registerStaffGuard(app: FastifyInstance, config: AppConfig): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const access = staffRouteAccess[routeKey(request)];
    if (!access) throw new AppError('forbidden', 'This route has no access rule.');
    const isStateChange = !safeMethods.has(request.method);
    if (access === 'public') {
      if (isStateChange) assertSameOriginRequest(request, config);
      return;
    }
    const token = readSessionToken(request);
    const session = token
      ? await findLiveSession(app.deps.store.db, hashSecretToken(token), new Date())
      : undefined;
    if (!token || !session) throw new AppError('unauthorized', 'Sign in to use the staff console.');
    request.staff = { ...session, csrfToken: csrfTokenFor(token) };
    if (access === 'admin' && session.role !== 'admin') {
      throw new AppError('forbidden', 'Only an administrator can do this.');
    }
    if (isStateChange) {
      assertSameOriginRequest(request, config);
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || sent !== request.staff.csrfToken) {
        throw new AppError('forbidden', 'The CSRF token is missing or wrong. Reload the page and try again.');
      }
    }
    // Every route under /cases/:caseId: a case manager works their own and unassigned cases
    // only, unless an admin gave them wider access (issue 14, decision 0070).
    const caseId = (request.params as Record<string, unknown> | undefined)?.caseId;
    if (typeof caseId === 'string') await assertCaseAccess(app, request.staff, caseId);
  });
  // Staff answers carry personal data: never cached, never indexed.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });
}
