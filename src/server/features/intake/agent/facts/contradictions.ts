import type { CaseRecord, FactKey, TreatmentLevel } from '../../../../../contracts/case-record';

/**
 * Facts that contradict each other once a message is read (decision 0272): the stronger, explicit
 * fact wins. "Nobody was hurt" is the weakest thing a visitor says of an injury: listed injuries,
 * a stay in hospital, intensive care or surgery each say someone was hurt, so the record never
 * holds uninjured = yes beside them ("I wasn't hurt bad, just 9 days in the hospital").
 * An ER visit or a check-up alone does not: people are checked and sent home unhurt.
 */
const careOfSomeoneHurt: readonly TreatmentLevel[] = ['hospital', 'icu', 'surgery', 'burn_clinic'];

/** Whether the record says, by injuries or by care, that someone was hurt. */
export function saysSomeoneHurt(record: CaseRecord): boolean {
  return (
    (record.injuries?.length ?? 0) > 0 ||
    (record.treatment?.levels ?? []).some((level) => careOfSomeoneHurt.includes(level))
  );
}

/**
 * The record after a message's readings, with the weaker of two contradicting facts given up:
 * an uninjured = yes read from this very message is not stored; one held from before becomes no.
 * `before` is the record as the message found it; `learned` the facts the message set.
 */
export function settleContradictions(record: CaseRecord, before: CaseRecord, learned: FactKey[]): CaseRecord {
  if (record.uninjured !== true || !saysSomeoneHurt(record)) return record;
  const index = learned.indexOf('uninjured');
  if (index >= 0 && before.uninjured !== true) {
    learned.splice(index, 1);
    const next: CaseRecord = { ...record, sources: { ...record.sources } };
    if (before.uninjured === undefined) {
      delete next.uninjured;
      delete next.sources.uninjured;
    } else {
      next.uninjured = before.uninjured;
      if (before.sources.uninjured) next.sources.uninjured = before.sources.uninjured;
    }
    return next;
  }
  if (!learned.includes('uninjured')) learned.push('uninjured');
  const reason = learned.includes('injuries') ? 'injuries' : 'treatment';
  return {
    ...record,
    uninjured: false,
    sources: {
      ...record.sources,
      uninjured: { from: record.sources[reason]?.from ?? 'answer', derivedFrom: reason },
    },
  };
}
