import type { FastifyInstance } from 'fastify';

import { attorneysAccess, attorneysRoutes } from './attorneys/attorneys.routes';
import { auditAccess, auditRoutes } from './audit/audit.routes';
import { staffAuthAccess, staffAuthRoutes } from './auth/staff-auth.routes';
import { staffUsersAccess, staffUsersRoutes } from './auth/staff-users.routes';
import { caseAccess, caseRoutes } from './cases/case.routes';
import { queueAccess, queueRoutes } from './cases/queue.routes';
import { contactAttemptsAccess, contactAttemptsRoutes } from './contact-attempts/contact-attempts.routes';
import { funnelAccess, funnelRoutes } from './funnel/funnel.routes';
import { inboxAccess, inboxRoutes } from './inbox/inbox.routes';
import { privacyAccess, privacyRoutes } from './privacy/privacy.routes';
import { settingsAccess, settingsRoutes } from './settings/settings.routes';
import { composeRouteAccess, registerStaffGuard } from './shared/staff-access';

/** Each room's routes with the access it declares for them, in the order they are registered. */
export const staffRooms = [
  { routes: staffAuthRoutes, access: staffAuthAccess },
  { routes: staffUsersRoutes, access: staffUsersAccess },
  { routes: queueRoutes, access: queueAccess },
  { routes: caseRoutes, access: caseAccess },
  { routes: contactAttemptsRoutes, access: contactAttemptsAccess },
  { routes: attorneysRoutes, access: attorneysAccess },
  { routes: inboxRoutes, access: inboxAccess },
  { routes: privacyRoutes, access: privacyAccess },
  { routes: auditRoutes, access: auditAccess },
  { routes: settingsRoutes, access: settingsAccess },
  { routes: funnelRoutes, access: funnelAccess },
];

/**
 * Who may call each staff API route, keyed "METHOD /path": the rooms' tables merged here, at
 * the plugin root, so the guard imports no room (decision 0136). Composed when this module
 * loads: a route two rooms declare stops the server from starting.
 */
export const staffRouteAccess = composeRouteAccess(staffRooms.map((room) => room.access));

/**
 * The staff API under /api/staff, one plugin per room. The guard is registered first, in
 * this encapsulated plugin, so it runs for every route below (and any added here later).
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  registerStaffGuard(app, app.deps.config, staffRouteAccess);
  for (const room of staffRooms) await app.register(room.routes);
}
