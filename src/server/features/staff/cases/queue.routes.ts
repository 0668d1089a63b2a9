import type { FastifyInstance } from 'fastify';

import { bulkCasesRequestSchema, exportCasesQuerySchema } from '../../../../contracts/staff-console';
import { queueQuerySchema } from '../../../../contracts/staff-queue';

import { requireStaff, type RouteAccessTable } from '../shared/staff-access';

import { bulkUpdateCases } from './bulk-update-cases';
import { exportCasesCsv } from './export-cases-csv';
import { listQueue } from './list-queue';
import { listAssignees } from './queue.repository';

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const queueAccess = {
  'GET /api/staff/queue': 'staff',
  'GET /api/staff/assignees': 'staff',
  'POST /api/staff/cases/bulk': 'staff',
  'GET /api/staff/cases/export.csv': 'staff',
} satisfies RouteAccessTable;

/** The queue, the people cases can be given to, and bulk actions on a selection (issue 14). */
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.store;
  const now = () => app.deps.now?.() ?? new Date();

  app.get('/api/staff/queue', async (request) => {
    const staff = requireStaff(request);
    return listQueue(db, staff, queueQuerySchema.parse(request.query), now(), app.checkStoredFact);
  });

  app.get('/api/staff/assignees', async () => ({ assignees: await listAssignees(db) }));

  app.post('/api/staff/cases/bulk', async (request) => {
    const staff = requireStaff(request);
    const body = bulkCasesRequestSchema.parse(request.body);
    return bulkUpdateCases(db, staff, body, {
      now: now(),
      isCaseWebhookOn: app.deps.config.caseWebhook !== null,
    });
  });

  app.get('/api/staff/cases/export.csv', async (request, reply) => {
    const staff = requireStaff(request);
    const { ids } = exportCasesQuerySchema.parse(request.query);
    const at = now();
    const csv = await exportCasesCsv(db, staff, ids, at);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="cases-${at.toISOString().slice(0, 10)}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
}
