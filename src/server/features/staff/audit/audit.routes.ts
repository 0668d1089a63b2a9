import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { RouteAccessTable } from '../shared/staff-access';

import { listAudit, toAuditView } from './audit-log.repository';

const auditQuerySchema = z.object({
  subjectId: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const auditAccess = {
  'GET /api/staff/audit': 'admin',
} satisfies RouteAccessTable;

/** Admin-only: the whole audit log (each case view shows its own trail). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.deps;

  app.get('/api/staff/audit', async (request) => {
    const query = auditQuerySchema.parse(request.query);
    const pageSize = 100;
    const rows = await listAudit(store.db, {
      ...(query.subjectId ? { subjectId: query.subjectId } : {}),
      ...(query.action ? { action: query.action } : {}),
      limit: pageSize,
      offset: (query.page - 1) * pageSize,
    });
    return { entries: rows.map(toAuditView), page: query.page, pageSize };
  });
}
