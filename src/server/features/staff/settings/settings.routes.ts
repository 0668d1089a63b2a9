import type { FastifyInstance } from 'fastify';

import { settingsUpdateSchema } from '../../../../contracts/staff-console';
import { enqueue } from '../../../jobs/job-definition';
import { queueRefreshJob } from '../../../jobs/job-kinds';

import { appendAudit } from '../audit/audit-log.repository';
import { requireStaff, type RouteAccessTable } from '../shared/staff-access';

import { readStaffSettings, saveStaffSettings } from './settings.repository';

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const settingsAccess = {
  'GET /api/staff/settings': 'admin',
  'PUT /api/staff/settings': 'admin',
} satisfies RouteAccessTable;

/** Admin-only: the console's settings (retention, the contact cadence, automatic assignment). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.deps;

  app.get('/api/staff/settings', async () => readStaffSettings(store.db, config));

  app.put('/api/staff/settings', async (request) => {
    const staff = requireStaff(request);
    const body = settingsUpdateSchema.parse(request.body);
    const now = app.deps.now?.() ?? new Date();
    await store.db.transaction().execute(async (trx) => {
      await saveStaffSettings(trx, body, staff.userId, now);
      // Open queue entries follow the new cadence: derived again by a job, not in this request.
      if (body.contactCadence)
        await enqueue(trx, queueRefreshJob, { key: `cadence-${now.toISOString()}` }, { now });
      await appendAudit(trx, {
        actor: { id: staff.userId, email: staff.email },
        action: 'settings.updated',
        subjectType: 'setting',
        subjectId: Object.keys(body).join(','),
        details: body,
        at: now,
      });
    });
    return readStaffSettings(store.db, config);
  });
}
