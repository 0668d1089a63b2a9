import type { FastifyInstance } from 'fastify';

import { funnelQuerySchema } from '../../../../contracts/staff-console';

import type { RouteAccessTable } from '../shared/staff-access';

import { getFunnel } from './get-funnel';

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const funnelAccess = {
  'GET /api/staff/funnel': 'staff',
} satisfies RouteAccessTable;

export async function funnelRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.store;
  app.get('/api/staff/funnel', async (request) => {
    const query = funnelQuerySchema.parse(request.query);
    return getFunnel(db, query);
  });
}
