import type { Kysely } from 'kysely';

import { caseRecordSchema, type CaseRecord, type FactKey } from '../../../../contracts/case-record';
import { factLabel } from '../../../../contracts/fact-catalogue';
import type { ConfirmFactResult } from '../../../../contracts/staff-facts';
import { factStates } from '../../../case-record/fact-flags';
import type { StoredFactCheck } from '../../../ports/stored-fact-check';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import type { StaffActor } from '../audit/staff-actor';

import { insertRecordEdit, updateCaseRecord } from './case-actions.repository';
import { findCase } from './case-view.repository';
import { parseStoredJson } from './stored-conclusions';

/**
 * A case manager confirms a fact as it stands (decision 0127): its doubts are cleared, the
 * confirmation (who, when) is kept in the fact's provenance inside the sealed record, the edit
 * history keeps the record before and after, and the audit names the fact and the doubts it
 * cleared (kinds only, never the value). The report is not recomputed: no value changed.
 */
export async function confirmCaseFact(
  deps: { db: Kysely<Database>; now: Date; check: StoredFactCheck },
  actor: StaffActor,
  caseId: string,
  fact: FactKey,
): Promise<ConfirmFactResult> {
  const row = await findCase(deps.db, caseId);
  if (!row) throw new AppError('not_found', 'No such case.');
  const parsed = caseRecordSchema.safeParse(parseStoredJson(row.case_record));
  if (!parsed.success)
    throw new AppError('conflict', 'This case record is in an older shape and cannot be confirmed here.');
  const record = parsed.data;
  if (record[fact] === undefined)
    throw new AppError('invalid_request', `${factLabel(fact, 'en')} holds no value to confirm.`);
  const before = factStates(record, { today: deps.now, check: deps.check }).find(
    (state) => state.key === fact,
  );
  const at = deps.now.toISOString();
  const by = actor.email ?? actor.id;
  // A fact without a recorded source (an old record) is vouched for by the case manager.
  const source = record.sources[fact] ?? { from: 'staff' as const, by, at };
  const next: CaseRecord = {
    ...record,
    sources: { ...record.sources, [fact]: { ...source, confirmed: { by, at } } },
  };
  const json = JSON.stringify(next);
  await deps.db.transaction().execute(async (trx) => {
    await updateCaseRecord(
      trx,
      caseId,
      { json, caseType: next.caseType ?? null, state: next.state ?? null },
      at,
    );
    await insertRecordEdit(trx, {
      caseId,
      staffId: actor.id,
      before: row.case_record,
      after: json,
      changedPaths: [`sources.${fact}.confirmed`],
      now: at,
    });
    await appendAudit(trx, {
      actor,
      action: 'case.fact_confirmed',
      subjectType: 'case',
      subjectId: caseId,
      details: { fact, cleared: (before?.flags ?? []).map((flag) => flag.kind) },
      at: deps.now,
    });
  });
  return { facts: factStates(next, { today: deps.now, check: deps.check }) };
}
