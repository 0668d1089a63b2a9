import type { FastifyInstance } from 'fastify';

import { funnelQuerySchema } from '../../../../contracts/staff-console';

import { getFunnel } from './get-funnel';

export async function funnelRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.store;
  app.get('/api/staff/funnel', async (request) => {
    const query = funnelQuerySchema.parse(request.query);
    return getFunnel(db, query);
  });
}
