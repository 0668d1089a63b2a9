import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { contactAttemptRequestSchema } from '../../../../contracts/staff-queue';

import { requireStaff, type RouteAccessTable } from '../shared/staff-access';

import { recordContactAttempt } from './record-contact-attempt';

const caseParamsSchema = z.object({ caseId: z.string().min(1).max(100) });

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const contactAttemptsAccess = {
  'POST /api/staff/cases/:caseId/contact-attempts': 'staff',
} satisfies RouteAccessTable;

/** Contact attempts on a case: calls, texts and emails, each a work item of the queue (decision 0071). */
export async function contactAttemptsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.store;

  app.post('/api/staff/cases/:caseId/contact-attempts', async (request, reply) => {
    const staff = requireStaff(request);
    const { caseId } = caseParamsSchema.parse(request.params);
    const body = contactAttemptRequestSchema.parse(request.body);
    const result = await recordContactAttempt(
      { db, now: app.deps.now?.() ?? new Date() },
      { id: staff.userId, email: staff.email },
      caseId,
      body,
    );
    return reply.status(201).send(result);
  });
}
