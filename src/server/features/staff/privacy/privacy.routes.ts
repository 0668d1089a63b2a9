import type { FastifyInstance } from 'fastify';

import { erasureRequestSchema } from '../../../../contracts/staff-console';

import { requireStaff } from '../staff-access';

import { erasePerson } from './erase-person';

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
