import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { callAttemptRequestSchema } from '../../../../contracts/staff-console';

import { requireStaff } from '../staff-access';

import { recordCallAttempt } from './record-call-attempt';

const caseParamsSchema = z.object({ caseId: z.string().min(1).max(100) });

/** Contact attempts on a case: calls today. */
export async function contactAttemptsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.store;

  app.post('/api/staff/cases/:caseId/call-attempts', async (request, reply) => {
    const staff = requireStaff(request);
    const { caseId } = caseParamsSchema.parse(request.params);
    const body = callAttemptRequestSchema.parse(request.body);
    await recordCallAttempt(db, { id: staff.userId, email: staff.email }, caseId, body);
    return reply.status(201).send({ ok: true });
  });
}
