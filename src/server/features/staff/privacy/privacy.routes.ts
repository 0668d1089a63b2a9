import type { FastifyInstance } from 'fastify';

import { erasureRequestSchema } from '../../../../contracts/staff-console';

import { requireStaff, type RouteAccessTable } from '../shared/staff-access';

import { erasePerson } from './erase-person';

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const privacyAccess = {
  'POST /api/staff/erasures': 'admin',
} satisfies RouteAccessTable;

/** Admin-only: erasure requests (decision 0055). */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.deps;

  app.post('/api/staff/erasures', async (request) => {
    const staff = requireStaff(request);
    const body = erasureRequestSchema.parse(request.body);
    return erasePerson(store, config, {
      ...(body.caseId ? { caseId: body.caseId } : {}),
      ...(body.email ? { email: body.email } : {}),
      actor: { id: staff.userId, email: staff.email },
      reason: 'request',
    });
  });
}
