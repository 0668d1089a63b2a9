import type { Kysely } from 'kysely';

import { caseRecordSchema } from '../../../../contracts/case-record';
import type { CorrectFactsRequest, CorrectFactsResult } from '../../../../contracts/staff-console';
import { factStates } from '../../../case-record/fact-flags';
import type { StoredFactCheck } from '../../../ports/stored-fact-check';
import { applyFactChanges, factKeyOf } from '../../../case-record/fact-lines';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { ReportCorrections } from '../../../ports/report-corrections';

import type { StaffActor } from '../audit/staff-actor';

import { findCase, findReport } from './case-view.repository';
import { saveRecordChange } from './save-record-change';
import { parseStoredJson } from './stored-conclusions';

/** The facts form: typed lines, checked like the visitor's review, then the report recomputed. */
export async function correctCaseFacts(
  deps: { db: Kysely<Database>; reportCorrections: ReportCorrections; now?: Date; check?: StoredFactCheck },
  actor: StaffActor,
  caseId: string,
  request: CorrectFactsRequest,
): Promise<CorrectFactsResult> {
  const row = await findCase(deps.db, caseId);
  if (!row) throw new AppError('not_found', 'No such case.');
  if (request.basedOnVersion !== undefined) {
    const report = await findReport(deps.db, caseId);
    if (report && report.version !== request.basedOnVersion)
      throw new AppError(
        'conflict',
        `Someone corrected this case meanwhile (the report is at version ${report.version}). Reload the case and try again.`,
      );
  }
  const parsed = caseRecordSchema.safeParse(parseStoredJson(row.case_record));
  if (!parsed.success)
    throw new AppError('conflict', 'This case record is in an older shape and cannot be corrected here.');
  const now = (deps.now ?? new Date()).toISOString();
  // Who, when and why stay with each changed fact (decision 0128); the reason is the case manager's words.
  const { record, lines } = applyFactChanges(parsed.data, request.changes, now.slice(0, 10), 'staff', {
    by: actor.email ?? actor.id,
    at: now,
    ...(request.reason ? { reason: request.reason } : {}),
  });
  // The doubts an edit clears, by kind (never the values), for the audit.
  const changedFacts = new Set(request.changes.map((change) => factKeyOf(change.key, parsed.data)));
  const cleared = deps.check
    ? factStates(parsed.data, { today: new Date(now), check: deps.check })
        .filter((state) => changedFacts.has(state.key) && state.flags.length > 0)
        .map((state) => ({ fact: state.key, flags: state.flags.map((flag) => flag.kind) }))
    : [];
  const recomputation = await saveRecordChange(deps, actor, {
    caseId,
    before: row.case_record,
    record,
    paths: request.changes.map((change) => change.key),
    lines,
    action: 'case.facts_corrected',
    auditDetails: { hasReason: Boolean(request.reason), ...(cleared.length ? { cleared } : {}) },
  });
  return { changes: lines, recomputation };
}
