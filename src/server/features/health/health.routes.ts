import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';

import { AppError } from '../../http/app-error';

/** Liveness and readiness in one: the process answers and the store answers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async () => {
    try {
      await sql`select 1`.execute(app.deps.store.db);
    } catch (error) {
      throw new AppError('unavailable', 'The store is not answering.', { cause: error });
    }
    return { ok: true, engine: app.deps.store.engine };
  });
};
