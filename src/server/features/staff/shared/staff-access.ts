import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppConfig } from '../../../config';
import type { StaffRole } from '../../../db/tables/staff.tables';
import { AppError } from '../../../http/app-error';
import { hashSecretToken } from '../../../http/secret-token';

import { findCaseOwner } from './case-owner.repository';
import { csrfTokenFor, readSessionToken } from './staff-session-token';
import { findLiveSession } from './staff-sessions.repository';

export type RouteAccess = 'public' | 'staff' | 'admin';

/**
 * Who may call each route of one room, keyed "METHOD /path". Each room declares its table
 * beside its routes; the plugin root merges them (decision 0136), so this module knows no room.
 */
export type RouteAccessTable = Readonly<Record<string, RouteAccess>>;

/**
 * The rooms' tables as the one table the guard reads. A route two rooms both declare stops
 * start-up: which rule would win would depend on the order of the list.
 */
export function composeRouteAccess(tables: readonly RouteAccessTable[]): RouteAccessTable {
  const composed: Record<string, RouteAccess> = {};
  for (const table of tables) {
    for (const [route, access] of Object.entries(table)) {
      if (Object.hasOwn(composed, route)) throw new Error(`Two staff rooms declare the access of ${route}.`);
      composed[route] = access;
    }
  }
  return composed;
}

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
 * Default deny: a route missing from the table answers 403 to everyone, and
 * staff-access.test.ts fails until its room lists it, so a new route cannot slip through
 * unguarded (issue 7).
 */
export function registerStaffGuard(app: FastifyInstance, config: AppConfig, table: RouteAccessTable): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const access = table[routeKey(request)];
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
