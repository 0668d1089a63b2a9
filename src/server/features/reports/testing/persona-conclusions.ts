import { z } from 'zod';

import type { CaseRecord } from '../../../../contracts/case-record';
import { type Conclusions, computeConclusions } from '../compute-conclusions';
import type { EligibilityPolicy } from '../assess-eligibility';
import type { Circumstances } from '../route-case';
import { firstDeadline } from '../compute-deadlines';
import { findFaultRule } from '../valuation/apply-fault-rule';

/**
 * The conclusions the product draws from a case record, set beside what a public persona
 * (../shared/personas) says they should be, with the personas' own tolerance: routing,
 * eligibility, urgency, a person's review, fault rule and first deadline equal; the range's
 * midpoint inside the expected range widened 25 % each side; a [0, 0] case shows no positive value.
 */
const expectationSchema = z.object({
  eligible: z.boolean(),
  routing: z.string(),
  urgent: z.boolean(),
  /** Absent means no: only the personas a rule cannot settle carry it. */
  humanReview: z.boolean().optional(),
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
  humanReview: Compared<string>;
  firstDeadline: Compared<string>;
  faultRule: Compared<string>;
  range: Compared<string>;
  conclusions: Conclusions;
}

const same = <T>(ours: T, expected: T): Compared<T> => ({ ours, expected, ok: ours === expected });
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export function firstDeadlineOf(conclusions: Conclusions): string | undefined {
  return firstDeadline(conclusions.deadlines)?.date;
}

export function faultRuleOf(record: CaseRecord, reportDate: string): string | undefined {
  return findFaultRule(record, { incidentDate: record.incidentDate?.from ?? reportDate, reportDate })?.value
    .rule;
}

export function compareConclusions(
  persona: { id: string; expected: unknown },
  record: CaseRecord,
  options: { reportDate: string; policy: EligibilityPolicy; circumstances?: Circumstances },
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
    humanReview: {
      ...same(String(conclusions.routing.humanReview.length > 0), String(expected.humanReview ?? false)),
      ours: conclusions.routing.humanReview.length
        ? `true (${conclusions.routing.humanReview.map((reason) => reason.code).join(', ')})`
        : 'false',
    },
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
