import type { FeeBracket } from '../../../../contracts/conclusions';

import { researchDate, type RuleEntry } from './rule-types';

/**
 * Contingency fees for the illustrative net-to-visitor figure (research §3.9). The 'US'
 * entry is the common practice (33⅓ % before a lawsuit, 40 % after), not a law; state
 * entries are rule or statute caps. A bracket's rate applies to the part of the recovery
 * up to `upTo` (null = everything above the previous bracket).
 */
export type { FeeBracket };

export interface FeeScheduleValue {
  preSuit: FeeBracket[];
  litigated: FeeBracket[];
  caseTypes: 'medical_malpractice' | 'all';
}

function fee(
  state: string,
  value: FeeScheduleValue,
  sourceUrls: string[],
  extra: Partial<RuleEntry<FeeScheduleValue>> = {},
): RuleEntry<FeeScheduleValue> {
  return {
    state,
    value,
    sourceUrls,
    confidence: 'sourced',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'incident_date',
    verifiedOn: researchDate,
    ...extra,
  };
}
const third = 1 / 3;

export const defaultFeeSchedule = fee(
  'US',
  { preSuit: [{ upTo: null, rate: third }], litigated: [{ upTo: null, rate: 0.4 }], caseTypes: 'all' },
  [
    'https://www.hoganinjury.com/ask-a-lawyer/personal-injury/my-attorney-is-charging-33-percent-to-my-car-repair-recovery-Is-this-the-norm',
    'https://msverdict.com/what-percentage-do-most-personal-injury-lawyers-take',
    'https://daviddanda.com/faqs/101-q-what-percent-is-the-contingent-fee',
  ],
  { note: 'Common practice, not a law; some firms use sliding steps (33 / 35 / 40 %).' },
);

export const feeScheduleRules: RuleEntry<FeeScheduleValue>[] = [
  fee(
    'FL',
    {
      preSuit: [
        { upTo: 1_000_000, rate: third },
        { upTo: 2_000_000, rate: 0.3 },
        { upTo: null, rate: 0.2 },
      ],
      litigated: [
        { upTo: 1_000_000, rate: 0.4 },
        { upTo: 2_000_000, rate: 0.3 },
        { upTo: null, rate: 0.2 },
      ],
      caseTypes: 'all',
    },
    [
      'https://ligorilaw.com/attorneys-fees-and-costs/attorneys-fees-and-costs-part-2/2',
      'http://www.law.cornell.edu/ethics/fl/code/CRule_4-1.5.htm',
    ],
    {
      citation: 'Rule Regulating the Florida Bar 4-1.5(f)(4)(B)',
      note: 'Three-business-day right to cancel.',
    },
  ),
  fee(
    'CA',
    {
      preSuit: [{ upTo: null, rate: 0.25 }],
      litigated: [{ upTo: null, rate: 0.33 }],
      caseTypes: 'medical_malpractice',
    },
    [
      'https://www.legalfina.com/en/laws/ca/business_&_professions/professions_and_vocations_generally/attorneys/fee_agreements',
    ],
    { citation: 'B&P §6146' },
  ),
  fee(
    'IL',
    (() => {
      const brackets = [
        { upTo: 150_000, rate: third },
        { upTo: 1_000_000, rate: 0.25 },
        { upTo: null, rate: 0.2 },
      ];
      return { preSuit: brackets, litigated: brackets, caseTypes: 'medical_malpractice' as const };
    })(),
    defaultFeeSchedule.sourceUrls,
    {
      confidence: 'verify',
      note: 'The research gives these brackets without a source of their own; the URLs are its general fee sources.',
    },
  ),
  fee(
    'NJ',
    (() => {
      const brackets = [
        { upTo: 500_000, rate: third },
        { upTo: 1_000_000, rate: 0.3 },
      ];
      return { preSuit: brackets, litigated: brackets, caseTypes: 'all' as const };
    })(),
    ['https://medicalmalpracticelawyers.com/new-jersey-medical-malpractice-laws/'],
    {
      citation: 'N.J. Court Rule 1:21-7',
      confidence: 'verify',
      note: 'Then 25 %, then 20 %; the research does not give those brackets’ bounds.',
    },
  ),
];
