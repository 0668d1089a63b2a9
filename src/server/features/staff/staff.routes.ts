import type { FastifyInstance } from 'fastify';

import { attorneysRoutes } from './attorneys/attorneys.routes';
import { auditRoutes } from './audit/audit.routes';
import { staffAuthRoutes } from './auth/staff-auth.routes';
import { staffUsersRoutes } from './auth/staff-users.routes';
import { caseRoutes } from './cases/case.routes';
import { queueRoutes } from './cases/queue.routes';
import { contactAttemptsRoutes } from './contact-attempts/contact-attempts.routes';
import { funnelRoutes } from './funnel/funnel.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { settingsRoutes } from './settings.routes';
import { registerStaffGuard } from './staff-access';

/**
 * The staff API under /api/staff, one plugin per room. The guard is registered first, in
 * this encapsulated plugin, so it runs for every route below (and any added here later).
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  registerStaffGuard(app, app.deps.config);
  await app.register(staffAuthRoutes);
  await app.register(staffUsersRoutes);
  await app.register(queueRoutes);
  await app.register(caseRoutes);
  await app.register(contactAttemptsRoutes);
  await app.register(attorneysRoutes);
  await app.register(inboxRoutes);
  await app.register(privacyRoutes);
  await app.register(auditRoutes);
  await app.register(settingsRoutes);
  await app.register(funnelRoutes);
}
