import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { AuditEntryView } from '../../../../contracts/staff-console';
import type { Database } from '../../../db/schema';
import type { AuditLogRow } from '../../../db/tables/staff.tables';

export interface AuditActor {
  id: string | null;
  email: string | null;
}

export const systemActor: AuditActor = { id: null, email: null };

export interface AuditEntryInput {
  actor: AuditActor;
  /** Dotted verb, e.g. 'case.viewed', 'case.status_changed'. */
  action: string;
  subjectType:
    | 'case'
    | 'staff_user'
    | 'attorney'
    | 'subscriber'
    | 'contact_message'
    | 'setting'
    | 'session'
    | 'export'
    | 'person'
    | 'queue';
  subjectId?: string | null;
  /** Never a visitor's personal data: the entry outlives an erasure. */
  details?: Record<string, unknown>;
  /** The app's clock (tests pin it); the real time when unset. */
  at?: Date;
}

/** The only write the audit log has: there is no update or delete here, and triggers refuse both. */
export async function appendAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntryInput,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: (entry.at ?? new Date()).toISOString(),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

export interface AuditQuery {
  subjectId?: string;
  actorId?: string;
  action?: string;
  limit: number;
  offset: number;
}

export async function listAudit(db: Kysely<Database>, query: AuditQuery): Promise<AuditLogRow[]> {
  let select = db.selectFrom('audit_log').selectAll();
  if (query.subjectId) select = select.where('subject_id', '=', query.subjectId);
  if (query.actorId) select = select.where('actor_id', '=', query.actorId);
  if (query.action) select = select.where('action', '=', query.action);
  // id breaks ties between entries written in the same millisecond.
  return select.orderBy('at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute();
}

export function toAuditView(row: AuditLogRow): AuditEntryView {
  return {
    id: row.id,
    at: row.at,
    actorEmail: row.actor_email,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}
