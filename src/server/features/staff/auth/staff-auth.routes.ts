import type { FastifyInstance } from 'fastify';

import {
  changePasswordRequestSchema,
  signInRequestSchema,
  type StaffSessionView,
} from '../../../../contracts/staff-console';

import { enqueue } from '../../../jobs/job-definition';
import { queueRefreshJob } from '../../../jobs/job-kinds';

import { appendAudit } from '../audit/audit-log.repository';
import { scheduleRetentionSweep } from '../privacy/retention-sweep.job';
import { requireStaff, type RouteAccessTable } from '../shared/staff-access';
import { deleteSessionsOfUser, deleteStaffSession } from '../shared/staff-sessions.repository';
import { clearSessionCookie, setSessionCookie } from '../shared/staff-session-token';

import { changeOwnPassword } from './change-own-password';
import { signIn } from './sign-in';

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const staffAuthAccess = {
  'POST /api/staff/sign-in': 'public',
  'GET /api/staff/session': 'staff',
  'POST /api/staff/sign-out': 'staff',
  'POST /api/staff/sign-out-everywhere': 'staff',
  'POST /api/staff/password': 'staff',
} satisfies RouteAccessTable;

export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const { config, store } = app.deps;

  app.post(
    '/api/staff/sign-in',
    // Per-IP limit on top of the per-email lockout: slows password spraying across emails.
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = signInRequestSchema.parse(request.body);
      const result = await signIn(store.db, { ...body, sessionTtlHours: config.staff.sessionTtlHours });
      setSessionCookie(reply, config, result.token, result.expiresAt);
      await scheduleRetentionSweep(store.db, new Date());
      // Cases queued before issue 14 get their queue entry once (a fixed key: one job ever).
      await enqueue(store.db, queueRefreshJob, { key: 'backfill-1' });
      // Urgent cases the queue used to leave out when the rule found them ineligible (decision 0090).
      await enqueue(store.db, queueRefreshJob, { key: 'backfill-2-urgent-deadlines' });
      const view: StaffSessionView = {
        user: result.user,
        csrfToken: result.csrfToken,
        expiresAt: result.expiresAt.toISOString(),
      };
      return view;
    },
  );

  app.get('/api/staff/session', async (request) => {
    const staff = requireStaff(request);
    const view: StaffSessionView = {
      user: {
        id: staff.userId,
        email: staff.email,
        displayName: staff.displayName,
        role: staff.role,
        seesAllCases: staff.seesAllCases,
      },
      csrfToken: staff.csrfToken,
      expiresAt: staff.expiresAt,
    };
    return view;
  });

  app.post('/api/staff/sign-out', async (request, reply) => {
    const staff = requireStaff(request);
    await deleteStaffSession(store.db, staff.sessionId);
    await appendAudit(store.db, {
      actor: { id: staff.userId, email: staff.email },
      action: 'staff.signed_out',
      subjectType: 'session',
      subjectId: staff.userId,
    });
    clearSessionCookie(reply, config);
    return { ok: true };
  });

  app.post('/api/staff/sign-out-everywhere', async (request, reply) => {
    const staff = requireStaff(request);
    const sessions = await deleteSessionsOfUser(store.db, staff.userId);
    await appendAudit(store.db, {
      actor: { id: staff.userId, email: staff.email },
      action: 'staff.signed_out_everywhere',
      subjectType: 'session',
      subjectId: staff.userId,
      details: { sessions },
    });
    clearSessionCookie(reply, config);
    return { ok: true, sessions };
  });

  app.post('/api/staff/password', async (request, reply) => {
    const staff = requireStaff(request);
    const body = changePasswordRequestSchema.parse(request.body);
    await changeOwnPassword(store.db, staff, body);
    // Every session ends, this one too: whoever knew the old password is signed out.
    clearSessionCookie(reply, config);
    return { ok: true };
  });
}
