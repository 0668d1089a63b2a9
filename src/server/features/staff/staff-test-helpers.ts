import { randomUUID } from 'node:crypto';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';

import { caseRecordSchema } from '../../../contracts/case-record';
import {
  type CaseValuation,
  CONCLUSIONS_VERSION,
  type DeadlineSummary,
} from '../../../contracts/conclusions';
import type { CallbackWindow } from '../../../contracts/intake-progress';
import { phoneE164 } from '../../case-record/phone-number';
import { sealForCase } from '../../db/case-keyring';
import { sealCaseColumns } from '../../db/sealed-case-columns';
import type { NewCaseRow } from '../../db/tables/intake.tables';
import type { AppConfig } from '../../config';
import type { Store } from '../../db/database';
import { enqueue } from '../../jobs/job-definition';
import { caseQueueJob } from '../../jobs/job-kinds';
import { createJobWorker } from '../../jobs/job-worker';
import { silentLog } from '../../../../test/support/silent-log';
import type { Database } from '../../db/schema';
import type { StaffRole } from '../../db/tables/staff.tables';

import { createStaffUser } from './auth/create-staff-user';
import { deliverCaseWebhookJobHandler } from './cases/deliver-case-webhook.job';
import { queueCaseJobHandler } from './cases/queue-case.job';
import { refreshQueueJobHandler } from './cases/refresh-queue.job';
import { sendUnreachableEmailJobHandler } from './contact-attempts/send-unreachable-email.job';
import { linkContactMessageJobHandler } from './inbox/link-contact-message.job';
import { sendContactReplyJobHandler } from './inbox/send-contact-reply.job';

/** Test-only helpers for the staff feature (imported by *.test.ts files only). */

export const testPassword = 'correct horse battery staple';

/** A cheap scrypt cost keeps tests quick; the stored hash records it, so sign-in verifies it. */
export async function seedStaffUser(
  db: Kysely<Database>,
  input: { email: string; role: StaffRole; password?: string },
): Promise<string> {
  const { id } = await createStaffUser(
    db,
    {
      email: input.email,
      role: input.role,
      password: input.password ?? testPassword,
      displayName: input.email,
    },
    { id: null, email: null },
    { logN: 10, r: 8, p: 1 },
  );
  return id;
}

export interface TestSession {
  cookie: string;
  csrfToken: string;
}

export async function signInAs(
  app: FastifyInstance,
  email: string,
  password = testPassword,
): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === 'staff_session');
  if (!cookie) throw new Error('no session cookie');
  return {
    cookie: `staff_session=${cookie.value}`,
    csrfToken: (response.json() as { csrfToken: string }).csrfToken,
  };
}

export function staffRequest(
  app: FastifyInstance,
  session: TestSession | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(session ? { cookie: session.cookie } : {}),
      ...(session && method !== 'GET' ? { 'x-csrf-token': session.csrfToken } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export interface SeedCaseInput {
  name?: string;
  email?: string;
  description?: string;
  caseType?: string;
  state?: string;
  status?: 'open' | 'complete';
  createdAt?: Date;
  completedAt?: Date | null;
  questionsTotal?: number;
  extensionsUsed?: number;
  messages?: { role: 'visitor' | 'agent'; text: string }[];
  report?: {
    valueLikely: number;
    deadlineDate?: string;
    /** The deadline's rule is VERIFY or stale (issue 10). */
    isDeadlineUnverified?: boolean;
    eligibility?: 'eligible' | 'ineligible' | 'needs_review';
    /** A deadline expired or near: same-day review (issue 14's queue serves it first). */
    isUrgent?: boolean;
    /** The stored valuation; `{}` (an unreadable one, as before version 2) when not given. */
    valuation?: CaseValuation;
  };
  phone?: string | null;
  /** false: a chat started at /chat directly, with no consent record (no calls or texts). */
  hasConsent?: boolean;
  emergencyAt?: Date;
  callback?: { requestedAt: Date; window?: CallbackWindow };
}

/** Inserts a case as the intake and report features would leave it. */
export async function seedCase(
  db: Kysely<Database>,
  input: SeedCaseInput = {},
): Promise<{ caseId: string; reportId: string | null }> {
  const caseId = randomUUID();
  const createdAt = (input.createdAt ?? new Date()).toISOString();
  const status = input.status ?? 'complete';
  const completedAt =
    input.completedAt === null ? null : (input.completedAt ?? input.createdAt ?? new Date()).toISOString();
  const record = caseRecordSchema.parse({ caseType: input.caseType ?? 'auto', state: input.state ?? 'TX' });
  await db
    .insertInto('cases')
    .values(
      await sealCaseColumns<NewCaseRow>(db, caseId, {
        id: caseId,
        session_id: 'ABC123',
        chat_id: randomUUID(),
        status,
        source: 'start_flow',
        full_name: input.name ?? 'Pat Example',
        phone: input.phone === undefined ? '(512) 555-0100' : input.phone,
        phone_e164: input.phone === undefined ? '+15125550100' : input.phone && phoneE164(input.phone),
        email: input.email ?? 'pat@example.com',
        description: input.description ?? 'Rear-ended at a light.',
        communication_method: 'phone',
        case_record: JSON.stringify(record),
        case_type: record.caseType,
        state: record.state,
        part: 1,
        questions_in_part: input.questionsTotal ?? 15,
        questions_total: input.questionsTotal ?? 15,
        extensions_used: input.extensionsUsed ?? 0,
        agent_state: '{}',
        llm_tokens_used: 0,
        version: 0,
        created_at: createdAt,
        updated_at: createdAt,
        completed_at: status === 'complete' ? completedAt : null,
        emergency_flagged_at: input.emergencyAt?.toISOString() ?? null,
        callback_requested_at: input.callback?.requestedAt.toISOString() ?? null,
        callback_window: input.callback?.window ? JSON.stringify(input.callback.window) : null,
      }),
    )
    .execute();
  if (input.hasConsent !== false)
    await db
      .insertInto('consent_records')
      .values({
        id: randomUUID(),
        case_id: caseId,
        consent_version: 'contact-2026-11',
        consent_text: 'I agree to be contacted.',
        agreed_at: createdAt,
        ip: '203.0.113.7',
        user_agent: 'TestBrowser/1.0',
        page_url: 'http://localhost:3000/',
        session_id: 'ABC123',
        ...(await sealForCase(db, caseId, {
          full_name: input.name ?? 'Pat Example',
          phone: '(512) 555-0100',
          phone_e164: '+15125550100',
        })),
        record_sha256: 'a'.repeat(64),
        created_at: createdAt,
      })
      .execute();
  let index = 0;
  for (const message of input.messages ?? [
    { role: 'visitor' as const, text: 'I was rear-ended.' },
    { role: 'agent' as const, text: 'When did it happen?' },
  ]) {
    index += 1;
    await db
      .insertInto('messages')
      .values({
        id: randomUUID(),
        case_id: caseId,
        role: message.role,
        endpoint: 'message',
        sender: message.role === 'visitor' ? 'User' : null,
        sess_q_no: null,
        ...(await sealForCase(db, caseId, { text: message.text })),
        replay_key: message.role === 'visitor' ? randomUUID() : null,
        reply_to: null,
        is_question: message.role === 'agent' ? 1 : 0,
        question_number: message.role === 'agent' ? index : null,
        part: 1,
        redirect_url: null,
        attachments: '[]',
        client_timestamp: null,
        created_at: new Date(Date.parse(createdAt) + index * 1000).toISOString(),
      })
      .execute();
  }
  if (!input.report) return { caseId, reportId: null };
  const reportId = randomUUID();
  const value = input.report.valueLikely;
  await db
    .insertInto('reports')
    .values({
      id: reportId,
      case_id: caseId,
      model_version: CONCLUSIONS_VERSION,
      value_low: Math.round(value / 2),
      value_likely: value,
      value_high: value * 2,
      valuation: input.report.valuation ? JSON.stringify(input.report.valuation) : '{}',
      deadlines: JSON.stringify({
        deadlines: input.report.deadlineDate
          ? [
              {
                kind: 'limitation',
                rule: 'personal_injury',
                state: 'CA',
                terms: [{ period: { years: 2 }, from: 'incident' }],
                pick: 'only',
                date: input.report.deadlineDate,
                status: 'open',
                assumptions: [],
                sourceUrls: [],
                isUnverified: input.report.isDeadlineUnverified ?? false,
                caseManagerNote: 'personal injury (CA) · 2 years from incident',
              },
            ]
          : [],
        isUrgent: false,
        isExpired: false,
        isUnknown: !input.report.deadlineDate,
      } satisfies DeadlineSummary),
      routing: null,
      is_urgent: input.report.isUrgent ? 1 : 0,
      report_date: createdAt.slice(0, 10),
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('eligibility_assessments')
    .values({
      case_id: caseId,
      report_id: reportId,
      decision: input.report.eligibility ?? 'eligible',
      reasons: JSON.stringify([{ code: 'has_injury', result: 'passed', reason: 'Reported a neck injury.' }]),
      created_at: createdAt,
    })
    .execute();
  return { caseId, reportId };
}

export async function seedAttorney(db: Kysely<Database>, name = 'Alex Sample'): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('attorneys')
    .values({
      id,
      name,
      firm: 'Sample & Partners (fictional)',
      email: 'alex@sample.invalid',
      states_licensed: JSON.stringify(['TX']),
      practice_areas: JSON.stringify(['auto']),
      capacity: 5,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The staff feature's own jobs (a feature test may not import the app root's full list). */
export const staffJobDefinitions = [
  queueCaseJobHandler,
  refreshQueueJobHandler,
  linkContactMessageJobHandler,
  sendContactReplyJobHandler,
  sendUnreachableEmailJobHandler,
  deliverCaseWebhookJobHandler,
];

/** Runs due staff jobs until none is left, on the given clock. */
export function runStaffJobs(store: Store, config: AppConfig, now: () => Date): Promise<number> {
  return createJobWorker({ store, config, log: silentLog, definitions: staffJobDefinitions, now }).drain();
}

/** As the report job does when a report is ready: the case enters the queue (and is assigned when eligible). */
export async function queueCase(store: Store, config: AppConfig, caseId: string, now: Date): Promise<void> {
  await enqueue(store.db, caseQueueJob, { caseId, reason: 'report', at: now.toISOString() }, { now });
  await runStaffJobs(store, config, () => now);
}

/** The case manager who owns a case (null: unassigned, or no pipeline row yet). */
export async function ownerOf(db: Kysely<Database>, caseId: string): Promise<string | null> {
  const row = await db
    .selectFrom('case_pipeline')
    .select('owner_id')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}
