import type { CaseRecord, FactKey } from '../../contracts/case-record';

/**
 * What the intake offers the staff console (decision 0127): its value check (decision 0095) run
 * again on a value as stored. 'failed': the value is not its kind of value (a sentence where a
 * party's name belongs, a date after today); 'narrowed': it passes only by cutting it down;
 * 'near': it passes within a word or two of the check's limit; both count as nearly failed.
 * null: it passes whole, or the fact has no check. app.ts builds it from the
 * intake feature; features never import each other.
 */
export type StoredFactJudgement = 'failed' | 'narrowed' | 'near' | null;

export type StoredFactCheck = (key: FactKey, record: CaseRecord, today: Date) => StoredFactJudgement;

declare module 'fastify' {
  interface FastifyInstance {
    checkStoredFact: StoredFactCheck;
  }
}
