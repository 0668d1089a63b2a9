import type { Kysely, Transaction } from 'kysely';

import type { CaseRecord } from '../../contracts/case-record';
import type { ReportRecomputation } from '../../contracts/staff-console';
import type { Database } from '../db/schema';

/**
 * What the report feature offers a feature that changes a case's facts (the staff console
 * today): recompute the report from the corrected record, keeping a version, and send the
 * corrected report once. app.ts builds it from the reports feature; features never import
 * each other.
 */
export interface ReportCorrections {
  /** In the caller's transaction. Null when the case has no report yet (nothing to correct). */
  recompute(
    trx: Transaction<Database>,
    input: { caseId: string; record: CaseRecord; by: string; changes: string[] },
  ): Promise<ReportRecomputation | null>;
  /** Queues the email of the latest corrected version; refused when it went out already. */
  sendCorrected(db: Kysely<Database>, input: { caseId: string }): Promise<{ version: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reportCorrections: ReportCorrections;
  }
}
