import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { attorneyRequestSchema } from '../../../../contracts/staff-console';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import { requireStaff, type RouteAccessTable } from '../shared/staff-access';

import {
  countAttorneyReferences,
  deleteAttorney,
  insertAttorney,
  listAttorneys,
  updateAttorney,
} from './attorneys.repository';

const attorneyParamsSchema = z.object({ attorneyId: z.string().min(1).max(100) });

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const attorneysAccess = {
  'GET /api/staff/attorneys': 'staff',
  'POST /api/staff/attorneys': 'admin',
  'PUT /api/staff/attorneys/:attorneyId': 'admin',
  'DELETE /api/staff/attorneys/:attorneyId': 'admin',
} satisfies RouteAccessTable;

/** The attorney directory: every staff member reads it (to assign), admins change it. */
export async function attorneysRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.store;

  app.get('/api/staff/attorneys', async () => ({ attorneys: await listAttorneys(db) }));

  app.post('/api/staff/attorneys', async (request, reply) => {
    const staff = requireStaff(request);
    const body = attorneyRequestSchema.parse(request.body);
    const id = await insertAttorney(db, body);
    await appendAudit(db, {
      actor: { id: staff.userId, email: staff.email },
      action: 'attorney.created',
      subjectType: 'attorney',
      subjectId: id,
    });
    return reply.status(201).send({ id });
  });

  app.put('/api/staff/attorneys/:attorneyId', async (request) => {
    const staff = requireStaff(request);
    const { attorneyId } = attorneyParamsSchema.parse(request.params);
    const body = attorneyRequestSchema.parse(request.body);
    if (!(await updateAttorney(db, attorneyId, body))) throw new AppError('not_found', 'No such attorney.');
    await appendAudit(db, {
      actor: { id: staff.userId, email: staff.email },
      action: 'attorney.updated',
      subjectType: 'attorney',
      subjectId: attorneyId,
      details: { isActive: body.isActive, capacity: body.capacity },
    });
    return { ok: true };
  });

  app.delete('/api/staff/attorneys/:attorneyId', async (request) => {
    const staff = requireStaff(request);
    const { attorneyId } = attorneyParamsSchema.parse(request.params);
    // The match record must keep naming who was chosen (compliance §5.3): such attorneys are deactivated, not deleted.
    if ((await countAttorneyReferences(db, attorneyId)) > 0) {
      throw new AppError('conflict', 'This attorney is named on cases; mark them inactive instead.');
    }
    if (!(await deleteAttorney(db, attorneyId))) throw new AppError('not_found', 'No such attorney.');
    await appendAudit(db, {
      actor: { id: staff.userId, email: staff.email },
      action: 'attorney.deleted',
      subjectType: 'attorney',
      subjectId: attorneyId,
    });
    return { ok: true };
  });
}
