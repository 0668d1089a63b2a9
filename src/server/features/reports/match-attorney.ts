import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { CaseRecord } from '../../../contracts/case-record';
import type { Database } from '../../db/schema';

import { chooseAttorney } from './choose-attorney';
import { insertMatchOnce, listAttorneyCandidates } from './reports.repository';

/** Matches an eligible case with an attorney by the published rule, once (a retry keeps the first). */
export async function matchAttorney(
  db: Kysely<Database> | Transaction<Database>,
  input: { caseId: string; record: CaseRecord; now: string },
): Promise<void> {
  const decision = chooseAttorney(
    { state: input.record.state, practiceArea: input.record.caseType },
    await listAttorneyCandidates(db),
  );
  await insertMatchOnce(db, {
    id: randomUUID(),
    caseId: input.caseId,
    attorneyId: decision.attorneyId,
    status: decision.attorneyId ? 'open' : 'none',
    rule: decision.rule,
    inputs: decision.inputs,
    now: input.now,
  });
}
