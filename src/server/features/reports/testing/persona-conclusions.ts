import { z } from 'zod';

import type { CaseRecord } from '../../../../contracts/case-record';
import { type Conclusions, computeConclusions } from '../compute-conclusions';
import type { EligibilityPolicy } from '../assess-eligibility';
import { faultRules } from '../rules/fault-rules.rules';
import { findEntry } from '../rules/rule-types';

/**
 * The conclusions the product draws from a case record, set beside what a public persona
 * (../shared/personas) says they should be, with the personas' own tolerance: routing,
 * eligibility, urgency, fault rule and first deadline equal; the range's midpoint inside the
 * expected range widened 25 % each side; a [0, 0] case shows no positive value.
 */
const expectationSchema = z.object({
  eligible: z.boolean(),
  routing: z.string(),
  urgent: z.boolean(),
  firstDeadline: z.string().nullable(),
  faultRule: z.string().nullable(),
  settlementRange: z.tuple([z.number(), z.number()]),
});

interface Compared<T> {
  ours: T;
  expected: T;
  ok: boolean;
}

export interface ConclusionCheck {
  personaId: string;
  routing: Compared<string>;
  eligible: Compared<string>;
  urgent: Compared<string>;
  firstDeadline: Compared<string>;
  faultRule: Compared<string>;
  range: Compared<string>;
  conclusions: Conclusions;
}

const same = <T>(ours: T, expected: T): Compared<T> => ({ ours, expected, ok: ours === expected });
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export function firstDeadlineOf(conclusions: Conclusions): string | undefined {
  return conclusions.deadlines.deadlines
    .filter((deadline) => deadline.kind !== 'repose' && deadline.date)
    .map((deadline) => deadline.date!)
    .sort()[0];
}

export function faultRuleOf(record: CaseRecord, reportDate: string): string | undefined {
  if (!record.state) return undefined;
  const incidentDate = record.incidentDate?.from ?? reportDate;
  const isMedMal = record.caseType === 'medical_malpractice';
  return findEntry(faultRules, record.state, { incidentDate, reportDate }, (entry) =>
    entry.value.scope === 'all' ? true : entry.value.scope === 'medical_malpractice' ? isMedMal : !isMedMal,
  )?.value.rule;
}

export function compareConclusions(
  persona: { id: string; expected: unknown },
  record: CaseRecord,
  options: { reportDate: string; policy: EligibilityPolicy },
): ConclusionCheck {
  const conclusions = computeConclusions(record, options);
  const expected = expectationSchema.parse(persona.expected);
  const { low, likely, high } = conclusions.valuation.value;
  const [expectedLow, expectedHigh] = expected.settlementRange;
  const midpoint = (low + high) / 2;
  const rangeOk =
    expectedHigh === 0 ? high === 0 : midpoint >= expectedLow * 0.75 && midpoint <= expectedHigh * 1.25;
  return {
    personaId: persona.id,
    routing: same<string>(conclusions.route, expected.routing),
    eligible: same(String(conclusions.eligibility.decision !== 'ineligible'), String(expected.eligible)),
    urgent: same(String(conclusions.deadlines.isUrgent), String(expected.urgent)),
    firstDeadline: same(firstDeadlineOf(conclusions) ?? '—', expected.firstDeadline ?? '—'),
    faultRule: same(faultRuleOf(record, options.reportDate) ?? '—', expected.faultRule ?? '—'),
    range: {
      ours: `${dollars(low)}–${dollars(high)} (likely ${dollars(likely)})`,
      expected: `${dollars(expectedLow)}–${dollars(expectedHigh)}`,
      ok: rangeOk,
    },
    conclusions,
  };
}
