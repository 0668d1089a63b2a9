import type { Insertable, Kysely, Transaction } from 'kysely';

import { type CaseRecord, caseRecordSchema } from '../../../contracts/case-record';
import { CONCLUSIONS_VERSION } from '../../../contracts/conclusions';
import { sealForCase } from '../../db/case-keyring';
import type { Database } from '../../db/schema';
import type {
  AttorneyMatchRow,
  AttorneyRow,
  EligibilityAssessmentRow,
  EligibilityDecision,
  EmailDeliveryRow,
  MatchStatus,
  NewAttorneyRow,
  NewReportRow,
  ReportRow,
  ReportVersionRow,
  ReportVersionsTable,
} from '../../db/tables/reports.tables';

import type { AttorneyCandidate } from './choose-attorney';

type Db = Kysely<Database> | Transaction<Database>;

/** The intake's case as the report needs it (the intake feature owns the table; we only read it). */
export interface CaseForReport {
  id: string;
  status: string;
  email: string | null;
  fullName: string | null;
  record: CaseRecord;
  /** An emergency was flagged during the intake: a person looks before anything else. */
  isEmergencyFlagged: boolean;
}

export async function findCaseForReport(db: Db, caseId: string): Promise<CaseForReport | undefined> {
  const row = await db
    .selectFrom('cases')
    .select(['id', 'status', 'email', 'full_name', 'case_record', 'emergency_flagged_at'])
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    fullName: row.full_name,
    record: caseRecordSchema.parse(JSON.parse(row.case_record)),
    isEmergencyFlagged: row.emergency_flagged_at !== null,
  };
}

export async function findReportByCaseId(db: Db, caseId: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('case_id', '=', caseId).executeTakeFirst();
}

export async function findReportById(db: Db, reportId: string): Promise<ReportRow | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
}

/** Inserts the report unless the case has one (a retried job); returns the stored row either way. */
export async function insertReportOnce(db: Db, row: NewReportRow): Promise<ReportRow> {
  await db
    .insertInto('reports')
    .values({ ...row, ...(await sealReportFigures(db, row.case_id, row)) })
    .onConflict((conflict) => conflict.column('case_id').doNothing())
    .execute();
  return (await findReportByCaseId(db, row.case_id))!;
}

export async function insertEligibility(
  db: Db,
  row: { caseId: string; reportId: string; decision: EligibilityDecision; reasons: unknown; now: string },
): Promise<void> {
  await db
    .insertInto('eligibility_assessments')
    .values({
      case_id: row.caseId,
      report_id: row.reportId,
      decision: row.decision,
      reasons: JSON.stringify(row.reasons),
      created_at: row.now,
    })
    .onConflict((conflict) => conflict.column('case_id').doNothing())
    .execute();
}

// ---- Report versions (migration 0007)

export async function insertReportVersion(db: Db, row: Insertable<ReportVersionsTable>): Promise<void> {
  const caseId = await caseIdOfReport(db, row.report_id);
  await db
    .insertInto('report_versions')
    .values({
      ...row,
      ...(await sealReportFigures(db, caseId, row)),
      ...(await sealForCase(db, caseId, { reasons: row.reasons, changes: row.changes })),
    })
    .onConflict((conflict) => conflict.columns(['report_id', 'version']).doNothing())
    .execute();
}

export async function listReportVersions(db: Db, reportId: string): Promise<ReportVersionRow[]> {
  return db
    .selectFrom('report_versions')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('version', 'asc')
    .execute();
}

export async function findReportVersion(
  db: Db,
  reportId: string,
  version: number,
): Promise<ReportVersionRow | undefined> {
  return db
    .selectFrom('report_versions')
    .selectAll()
    .where('report_id', '=', reportId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The reports row takes the new figures only if it is still at the version they were computed from. */
/**
 * A report's figures describe the visitor's case (its dates, bills, injuries): sealed with the
 * case's key like the record they come from (decision 0080). The dollar copies stay plain for
 * the console's sorting, as the case type and state do.
 */
async function sealReportFigures(
  db: Db,
  caseId: string,
  figures: { valuation: string; deadlines: string; routing?: string | null | undefined },
): Promise<{ valuation: string; deadlines: string; routing?: string | null }> {
  const sealed = await sealForCase(db, caseId, {
    valuation: figures.valuation,
    deadlines: figures.deadlines,
    routing: figures.routing,
  });
  return {
    valuation: sealed.valuation,
    deadlines: sealed.deadlines,
    ...(figures.routing === undefined ? {} : { routing: sealed.routing ?? null }),
  };
}

async function caseIdOfReport(db: Db, reportId: string): Promise<string> {
  const row = await db
    .selectFrom('reports')
    .select('case_id')
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  return row.case_id;
}

export async function advanceReport(
  db: Db,
  row: {
    reportId: string;
    fromVersion: number;
    figures: Pick<
      ReportRow,
      | 'value_low'
      | 'value_likely'
      | 'value_high'
      | 'valuation'
      | 'deadlines'
      | 'routing'
      | 'is_urgent'
      | 'report_date'
    >;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({
      ...row.figures,
      ...(await sealReportFigures(db, await caseIdOfReport(db, row.reportId), row.figures)),
      model_version: CONCLUSIONS_VERSION,
      version: row.fromVersion + 1,
    })
    .where('id', '=', row.reportId)
    .where('version', '=', row.fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceEligibility(
  db: Db,
  row: { caseId: string; decision: EligibilityDecision; reasons: unknown; now: string },
): Promise<void> {
  await db
    .updateTable('eligibility_assessments')
    .set({ decision: row.decision, reasons: JSON.stringify(row.reasons), created_at: row.now })
    .where('case_id', '=', row.caseId)
    .execute();
}

/**
 * A corrected version's email: claimed once (not_sent → pending), then marked sent; one that
 * failed for good may be claimed again. The attempts so far come back: they name the round.
 */
export async function claimCorrectedEmail(
  db: Db,
  reportId: string,
  version: number,
): Promise<{ attemptsBefore: number } | null> {
  const row = await db
    .updateTable('report_versions')
    .set({ corrected_email: 'pending' })
    .where('report_id', '=', reportId)
    .where('version', '=', version)
    .where('corrected_email', 'in', ['not_sent', 'failed'])
    .returning('email_attempts')
    .executeTakeFirst();
  return row ? { attemptsBefore: Number(row.email_attempts) } : null;
}

/** The corrected email will not go: the job gave up (staff see why and may send it again). */
export async function markCorrectedEmailFailed(
  db: Db,
  row: { reportId: string; version: number; error: string },
): Promise<void> {
  await db
    .updateTable('report_versions')
    .set({ corrected_email: 'failed', last_error: row.error.slice(0, 2000) })
    .where('report_id', '=', row.reportId)
    .where('version', '=', row.version)
    .where('corrected_email', '=', 'pending')
    .execute();
}

export async function recordCorrectedEmailAttempt(
  db: Db,
  row: { reportId: string; version: number; messageId: string; error: string | null },
): Promise<void> {
  await db
    .updateTable('report_versions')
    .set((eb) => ({
      email_attempts: eb('email_attempts', '+', 1),
      email_message_id: row.messageId,
      last_error: row.error?.slice(0, 2000) ?? null,
    }))
    .where('report_id', '=', row.reportId)
    .where('version', '=', row.version)
    .execute();
}

export async function markCorrectedEmailSent(
  db: Db,
  row: { reportId: string; version: number; now: string },
): Promise<void> {
  await db
    .updateTable('report_versions')
    .set({ corrected_email: 'sent', email_sent_at: row.now, last_error: null })
    .where('report_id', '=', row.reportId)
    .where('version', '=', row.version)
    .execute();
}

export async function findEligibility(db: Db, caseId: string): Promise<EligibilityAssessmentRow | undefined> {
  return db
    .selectFrom('eligibility_assessments')
    .selectAll()
    .where('case_id', '=', caseId)
    .executeTakeFirst();
}

// ---- Attorney directory and matches

export async function insertAttorney(db: Db, row: NewAttorneyRow): Promise<void> {
  await db.insertInto('attorneys').values(row).execute();
}

/** Every attorney with the number of open matches counting against their capacity. */
export async function listAttorneyCandidates(db: Db): Promise<AttorneyCandidate[]> {
  const attorneys = await db.selectFrom('attorneys').selectAll().execute();
  const loads = await db
    .selectFrom('attorney_matches')
    .select(['attorney_id', (eb) => eb.fn.countAll<string | number>().as('open')])
    .where('status', '=', 'open')
    .groupBy('attorney_id')
    .execute();
  const openBy = new Map(loads.map((load) => [load.attorney_id, Number(load.open)]));
  return attorneys.map((attorney) => ({
    id: attorney.id,
    statesLicensed: JSON.parse(attorney.states_licensed) as string[],
    practiceAreas: JSON.parse(attorney.practice_areas) as string[],
    capacity: attorney.capacity,
    isActive: attorney.is_active === 1,
    openMatches: openBy.get(attorney.id) ?? 0,
  }));
}

export async function insertMatchOnce(
  db: Db,
  row: {
    id: string;
    caseId: string;
    attorneyId: string | null;
    status: MatchStatus;
    rule: string;
    inputs: unknown;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('attorney_matches')
    .values({
      id: row.id,
      case_id: row.caseId,
      attorney_id: row.attorneyId,
      status: row.status,
      rule: row.rule,
      inputs: JSON.stringify(row.inputs),
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) => conflict.column('case_id').doNothing())
    .execute();
}

export async function findMatchWithAttorney(
  db: Db,
  caseId: string,
): Promise<{ match: AttorneyMatchRow; attorney: AttorneyRow | undefined } | undefined> {
  const match = await db
    .selectFrom('attorney_matches')
    .selectAll()
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!match) return undefined;
  const attorney = match.attorney_id
    ? await db.selectFrom('attorneys').selectAll().where('id', '=', match.attorney_id).executeTakeFirst()
    : undefined;
  return { match, attorney };
}

// ---- Report links (only the token's hash is stored)

export async function insertReportLink(
  db: Db,
  row: { tokenHash: string; reportId: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('report_links')
    .values({
      token_hash: row.tokenHash,
      report_id: row.reportId,
      expires_at: row.expiresAt,
      created_at: row.now,
    })
    .execute();
}

export async function findReportLink(db: Db, tokenHash: string) {
  return db.selectFrom('report_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

// ---- Email deliveries

export async function ensureDelivery(
  db: Db,
  row: { id: string; reportId: string; caseId: string; messageId: string; now: string },
): Promise<EmailDeliveryRow> {
  await db
    .insertInto('email_deliveries')
    .values({
      id: row.id,
      report_id: row.reportId,
      case_id: row.caseId,
      message_id: row.messageId,
      status: 'pending',
      transport: null,
      attempts: 0,
      last_error: null,
      sent_at: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) => conflict.column('report_id').doNothing())
    .execute();
  return db
    .selectFrom('email_deliveries')
    .selectAll()
    .where('report_id', '=', row.reportId)
    .executeTakeFirstOrThrow();
}

export async function recordDeliveryAttempt(
  db: Db,
  deliveryId: string,
  error: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('email_deliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error, updated_at: now }))
    .where('id', '=', deliveryId)
    .execute();
}

export async function markDeliverySent(
  db: Db,
  deliveryId: string,
  transport: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('email_deliveries')
    .set({ status: 'sent', transport, sent_at: now, last_error: null, updated_at: now })
    .where('id', '=', deliveryId)
    .execute();
}

export async function findDeliveryByReportId(
  db: Db,
  reportId: string,
): Promise<EmailDeliveryRow | undefined> {
  return db.selectFrom('email_deliveries').selectAll().where('report_id', '=', reportId).executeTakeFirst();
}

export async function markDeliveryFailed(
  db: Db,
  deliveryId: string,
  error: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('email_deliveries')
    .set({ last_error: error.slice(0, 2000), updated_at: now })
    .where('id', '=', deliveryId)
    .execute();
}
