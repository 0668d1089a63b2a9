import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  createStaffUserRequestSchema,
  updateStaffUserRequestSchema,
} from '../../../../contracts/staff-console';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import { requireStaff, type RouteAccessTable } from '../shared/staff-access';
import { deleteSessionsOfUser } from '../shared/staff-sessions.repository';

import { createStaffUser } from './create-staff-user';
import {
  countActiveAdmins,
  findStaffUserById,
  listStaffUsers,
  updateStaffUser,
} from './staff-users.repository';

const userParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const staffUsersAccess = {
  'GET /api/staff/users': 'admin',
  'POST /api/staff/users': 'admin',
  'PATCH /api/staff/users/:userId': 'admin',
} satisfies RouteAccessTable;

/** Admins manage staff accounts. */
export async function staffUsersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.store;

  app.get('/api/staff/users', async () => {
    const users = await listStaffUsers(db);
    return {
      users: users.map((user) => ({
        id: user.id,
        email: user.email,
        displayName: user.display_name,
        role: user.role,
        isActive: user.is_active === 1,
        isInRotation: user.is_in_rotation === 1,
        seesAllCases: user.sees_all_cases === 1,
        createdAt: user.created_at,
      })),
    };
  });

  app.post('/api/staff/users', async (request, reply) => {
    const staff = requireStaff(request);
    const body = createStaffUserRequestSchema.parse(request.body);
    const created = await createStaffUser(db, body, { id: staff.userId, email: staff.email });
    return reply.status(201).send(created);
  });

  app.patch('/api/staff/users/:userId', async (request) => {
    const staff = requireStaff(request);
    const { userId } = userParamsSchema.parse(request.params);
    const body = updateStaffUserRequestSchema.parse(request.body);
    const user = await findStaffUserById(db, userId);
    if (!user) throw new AppError('not_found', 'No such staff account.');
    const losesAdmin = user.role === 'admin' && (body.role === 'case_manager' || body.isActive === false);
    if (losesAdmin && user.is_active === 1 && (await countActiveAdmins(db)) <= 1) {
      throw new AppError('conflict', 'The last active administrator cannot be demoted or deactivated.');
    }
    await updateStaffUser(db, userId, body);
    // A role change or deactivation takes effect now, not when the session would expire.
    if (body.isActive === false || body.role !== undefined) await deleteSessionsOfUser(db, userId);
    await appendAudit(db, {
      actor: { id: staff.userId, email: staff.email },
      action: 'staff.user_updated',
      subjectType: 'staff_user',
      subjectId: userId,
      details: body,
    });
    return { ok: true };
  });
}
