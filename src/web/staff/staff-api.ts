import { z } from 'zod';
import type { FactKey } from '../../contracts/case-record';

import {
  type AttorneyRequest,
  assigneesSchema,
  attorneysSchema,
  auditPageSchema,
  type BulkCasesRequest,
  bulkCasesResultSchema,
  caseViewSchema,
  type CorrectFactsRequest,
  correctFactsResultSchema,
  createdSchema,
  editRecordResultSchema,
  erasureSummarySchema,
  funnelViewSchema,
  okSchema,
  pipelinePageSchema,
  type PipelineStatus,
  resendResultSchema,
  sendCorrectedResultSchema,
  type StaffRole,
  type StaffSettingsUpdate,
  settingsSchema,
  staffSessionViewSchema,
  staffUsersSchema,
} from '../../contracts/staff-console';
import { confirmFactResultSchema } from '../../contracts/staff-facts';
import {
  type ContactMessageStatus,
  contactMessagesPageSchema,
  subscribersPageSchema,
} from '../../contracts/staff-inbox';
import {
  type ContactAttemptRequest,
  contactAttemptResultSchema,
  type QueueScope,
  type QueueView,
  queuePageSchema,
} from '../../contracts/staff-queue';

/**
 * The console's one way to the staff API: one typed function per endpoint, each answer
 * parsed with its schema from src/contracts (issue 14: no casts). The session cookie is
 * HttpOnly; the CSRF token comes from GET /api/staff/session and goes back in X-CSRF-Token
 * on every state change.
 */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

export const signedOutEvent = 'staff:signed-out';

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call<T>(method: Method, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(`/api/staff${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorBodySchema.safeParse(data);
    if (response.status === 401 && path !== '/sign-in') window.dispatchEvent(new Event(signedOutEvent));
    throw new StaffApiError(
      response.status,
      error.success ? error.data.error.code : 'error',
      error.success ? error.data.error.message : `Request failed (${response.status}).`,
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new StaffApiError(
      response.status,
      'bad_answer',
      'The server answered in a shape this page does not know. Reload it.',
    );
  return parsed.data;
}

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};
const at = (id: string) => encodeURIComponent(id);

// ---- session ----
export const getSession = () => call('GET', '/session', staffSessionViewSchema);
export const signIn = (body: { email: string; password: string }) =>
  call('POST', '/sign-in', staffSessionViewSchema, body);
export const signOut = () => call('POST', '/sign-out', okSchema, {});
export const signOutEverywhere = () =>
  call('POST', '/sign-out-everywhere', okSchema.extend({ sessions: z.number() }), {});
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  call('POST', '/password', okSchema, body);

// ---- queue and cases ----
export const getQueue = (options: { scope: QueueScope; view: QueueView; offset?: number; limit?: number }) =>
  call('GET', `/queue${query(options)}`, queuePageSchema);
export const getAssignees = () => call('GET', '/assignees', assigneesSchema);
/** The case list with the filters as they stand in the page's address. */
export const listCases = (search: string) =>
  call('GET', `/cases${search ? `?${search}` : ''}`, pipelinePageSchema);
export const bulkUpdateCases = (body: BulkCasesRequest) =>
  call('POST', '/cases/bulk', bulkCasesResultSchema, body);
/** A download link (the browser saves the CSV); the export is audited by the server. */
export const casesCsvHref = (caseIds: string[]) =>
  `/api/staff/cases/export.csv?ids=${caseIds.map(at).join(',')}`;
export const caseExportHref = (caseId: string) => `/api/staff/cases/${at(caseId)}/export`;
export const uploadHref = (caseId: string, uploadId: string) =>
  `/api/staff/cases/${at(caseId)}/uploads/${at(uploadId)}`;

export const getCase = (caseId: string) => call('GET', `/cases/${at(caseId)}`, caseViewSchema);
export const changeStatus = (caseId: string, body: { status: PipelineStatus; note?: string }) =>
  call('POST', `/cases/${at(caseId)}/status`, okSchema, body);
export const assignAttorney = (caseId: string, attorneyId: string | null) =>
  call('POST', `/cases/${at(caseId)}/assignment`, okSchema, { attorneyId });
export const assignOwner = (caseId: string, ownerId: string | null) =>
  call('POST', `/cases/${at(caseId)}/owner`, okSchema, { ownerId });
export const recordContactAttempt = (caseId: string, body: ContactAttemptRequest) =>
  call('POST', `/cases/${at(caseId)}/contact-attempts`, contactAttemptResultSchema, body);
export const addNote = (caseId: string, body: string) =>
  call('POST', `/cases/${at(caseId)}/notes`, okSchema, { body });
export const correctFacts = (caseId: string, body: CorrectFactsRequest) =>
  call('POST', `/cases/${at(caseId)}/facts`, correctFactsResultSchema, body);
export const editCaseRecord = (caseId: string, caseRecord: unknown) =>
  call('PUT', `/cases/${at(caseId)}/record`, editRecordResultSchema, { caseRecord });
export const resendReport = (caseId: string) =>
  call('POST', `/cases/${at(caseId)}/report/resend`, resendResultSchema, {});
/** "Confirm": the case manager checked a doubtful fact as it stands (decision 0127). */
export const confirmFact = (caseId: string, fact: FactKey) =>
  call('POST', `/cases/${at(caseId)}/facts/${at(fact)}/confirm`, confirmFactResultSchema, {});
export const sendCorrectedReport = (caseId: string) =>
  call('POST', `/cases/${at(caseId)}/report/send-corrected`, sendCorrectedResultSchema, {});

// ---- attorneys ----
export const listAttorneys = () => call('GET', '/attorneys', attorneysSchema);
export const createAttorney = (body: AttorneyRequest) => call('POST', '/attorneys', createdSchema, body);
export const updateAttorney = (attorneyId: string, body: AttorneyRequest) =>
  call('PUT', `/attorneys/${at(attorneyId)}`, okSchema, body);
export const deleteAttorney = (attorneyId: string) =>
  call('DELETE', `/attorneys/${at(attorneyId)}`, okSchema);

// ---- inbox ----
export const listContactMessages = (page = 1) =>
  call('GET', `/inbox/contact-messages${query({ page })}`, contactMessagesPageSchema);
export const setContactMessageStatus = (messageId: string, status: ContactMessageStatus) =>
  call('PATCH', `/inbox/contact-messages/${at(messageId)}`, okSchema, { status });
export const linkContactMessage = (messageId: string, caseId: string | null) =>
  call('PUT', `/inbox/contact-messages/${at(messageId)}/link`, okSchema, { caseId });
export const replyToContactMessage = (messageId: string, body: string) =>
  call('POST', `/inbox/contact-messages/${at(messageId)}/replies`, z.object({ replyId: z.string() }), {
    body,
  });
export const listSubscribers = (page = 1) =>
  call('GET', `/inbox/subscribers${query({ page })}`, subscribersPageSchema);

// ---- funnel, admin ----
export const getFunnel = (options: { weeks: number; caseType?: string }) =>
  call('GET', `/funnel${query(options)}`, funnelViewSchema);
export const listStaffUsers = () => call('GET', '/users', staffUsersSchema);
export const createStaffUser = (body: {
  email: string;
  displayName: string;
  role: StaffRole;
  password: string;
}) => call('POST', '/users', createdSchema, body);
export const updateStaffUser = (
  userId: string,
  body: { role?: StaffRole; isActive?: boolean; isInRotation?: boolean; seesAllCases?: boolean },
) => call('PATCH', `/users/${at(userId)}`, okSchema, body);
export const getAudit = (options: { page?: number; subjectId?: string; action?: string } = {}) =>
  call('GET', `/audit${query(options)}`, auditPageSchema);
export const getSettings = () => call('GET', '/settings', settingsSchema);
export const saveSettings = (body: StaffSettingsUpdate) => call('PUT', '/settings', settingsSchema, body);
/** `confirm` is what the person typed; the server refuses anything but ERASE. */
export const requestErasure = (body: { caseId?: string; email?: string; confirm: string }) =>
  call('POST', '/erasures', erasureSummarySchema, body);

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}
