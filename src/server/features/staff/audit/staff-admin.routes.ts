import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { erasureRequestSchema, settingsSchema } from '../../../../contracts/staff-console';

import { appendAudit, listAudit, toAuditView } from './audit-log.repository';
import { erasePerson } from '../privacy/erase-person';
import { readStaffSettings, saveStaffSettings } from '../settings.repository';
import { requireStaff } from '../staff-access';

const auditQuerySchema = z.object({
  subjectId: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Admin-only: the whole audit log, settings (retention) and erasure requests. */
export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.deps;

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
