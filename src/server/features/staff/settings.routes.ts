import type { FastifyInstance } from 'fastify';

import { settingsSchema } from '../../../contracts/staff-console';

import { appendAudit } from './audit/audit-log.repository';
import { readStaffSettings, saveStaffSettings } from './settings.repository';
import { requireStaff } from './staff-access';

/** Admin-only: the console's settings (retention today). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.deps;

  app.get('/api/staff/settings', async () => readStaffSettings(store.db, config));

  app.put('/api/staff/settings', async (request) => {
    const staff = requireStaff(request);
    const body = settingsSchema.parse(request.body);
    await saveStaffSettings(store.db, body, staff.userId);
    await appendAudit(store.db, {
      actor: { id: staff.userId, email: staff.email },
      action: 'settings.updated',
      subjectType: 'setting',
      subjectId: 'retention_days_closed',
      details: body,
    });
    return body;
  });
}
