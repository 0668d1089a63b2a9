import type { FastifyInstance } from 'fastify';

import { attorneysRoutes } from './attorneys/attorneys.routes';
import { caseRoutes } from './cases/case.routes';
import { funnelRoutes } from './funnel/funnel.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { registerStaffGuard } from './staff-access';
import { staffAdminRoutes } from './audit/staff-admin.routes';
import { staffAuthRoutes } from './auth/staff-auth.routes';
import { staffUsersRoutes } from './auth/staff-users.routes';

/**
 * The staff API under /api/staff. The guard is registered first, in this encapsulated
 * plugin, so it runs for every route below (and any added here later).
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  registerStaffGuard(app, app.deps.config);
  await app.register(staffAuthRoutes);
  await app.register(staffUsersRoutes);
  await app.register(staffAdminRoutes);
  await app.register(caseRoutes);
  await app.register(attorneysRoutes);
  await app.register(inboxRoutes);
  await app.register(funnelRoutes);
}
