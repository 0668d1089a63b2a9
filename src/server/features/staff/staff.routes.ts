import type { FastifyInstance } from 'fastify';

import { attorneysRoutes } from './attorneys.routes';
import { caseRoutes } from './case.routes';
import { funnelRoutes } from './funnel.routes';
import { inboxRoutes } from './inbox.routes';
import { registerStaffGuard } from './staff-access';
import { staffAdminRoutes } from './staff-admin.routes';
import { staffAuthRoutes } from './staff-auth.routes';
import { staffUsersRoutes } from './staff-users.routes';

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
