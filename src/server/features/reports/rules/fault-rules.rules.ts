import { researchDate, type RuleEntry } from './rule-types';

/**
 * How a visitor's own share of fault changes what they can recover (research §3.5).
 * contributory: barred at any fault · pure: always recover (1 − f) · mod50: barred at f ≥ 50 %
 * · mod51: barred at f > 50 % · slight_gross: South Dakota, recovery only if the visitor's
 * fault is slight compared with the other side's.
 */
export type FaultRule = 'contributory' | 'pure' | 'mod50' | 'mod51' | 'slight_gross';

export interface FaultRuleValue {
  rule: FaultRule;
  /** Florida keeps pure comparative fault for medical negligence only. */
  scope: 'all' | 'medical_malpractice' | 'except_medical_malpractice';
}

const compilation = [
  'https://docslib.org/doc/1782001/contributory-negligence-comparative-fault-laws-in-all-5o-states',
  'https://www.cloudastructure.com/negligence-laws-map',
];

function compiled(
  state: string,
  rule: FaultRule,
  extra: Partial<RuleEntry<FaultRuleValue>> = {},
): RuleEntry<FaultRuleValue> {
  return {
    state,
    value: { rule, scope: 'all' },
    sourceUrls: compilation,
    confidence: 'sourced',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'incident_date',
    verifiedOn: researchDate,
    ...extra,
  };
}

const floridaSources = [
  'https://www.americanbar.org/groups/litigation/resources/newsletters/mass-torts/florida-tort-reform-three-key-changes/',
  'https://www.leiferlaw.com/floridas-major-tort-reform-reduced-statute-of-limitations-changed-comparative-fault-rule/',
];
const louisianaSources = [
  'https://perspectives.liskow.com/post/102m1zf/louisianas-new-comparative-fault-law-what-changed-on-january-1-2026-and-why',
  'https://www.mondaq.com/unitedstates/trials-appeals-compensation/1634410/louisiana-ends-pure-comparative-fault-key-changes-ahead-for-tort-and-wrongful-death-litigation',
];

export const faultRules: RuleEntry<FaultRuleValue>[] = [
  ...['AL', 'MD', 'NC', 'VA'].map((state) => compiled(state, 'contributory')),
  compiled('DC', 'contributory', {
    note: 'Since 2016 pedestrians and cyclists hit by a motor vehicle are barred only above 50 % (Motor Vehicle Collision Recovery Act); not modelled.',
  }),
  ...['AK', 'AZ', 'CA', 'KY', 'MS', 'MO', 'NM', 'NY', 'RI', 'WA'].map((state) => compiled(state, 'pure')),
  ...['AR', 'CO', 'GA', 'ID', 'KS', 'ME', 'NE', 'ND', 'TN', 'UT'].map((state) => compiled(state, 'mod50')),
  ...[
    'CT',
    'HI',
    'IL',
    'IN',
    'IA',
    'MA',
    'MN',
    'MT',
    'NV',
    'NH',
    'NJ',
    'OH',
    'OK',
    'OR',
    'PA',
    'SC',
    'TX',
    'VT',
    'WI',
    'WY',
  ].map((state) => compiled(state, 'mod51')),
  compiled('MI', 'mod51', {
    note: 'For auto accidents under the no-fault act, non-economic damages are barred above 50 % fault (MCL 500.3135(2)(b)).',
  }),
  compiled('DE', 'mod51', {
    citation: '10 Del. C. §8132 (negligence "not greater than" the defendant\'s)',
    sourceUrls: [...compilation, 'https://tlfllc.com/negligence'],
    confidence: 'verify',
    note: 'Sources conflict: the MWL compilation says a 51 % bar, tlfllc.com says 50 %.',
  }),
  compiled('WV', 'mod51', {
    effectiveFrom: '2015-05-25',
    sourceUrls: [
      'https://www.bcc-wv.com/blog/2016/05/comparative-fault-in-west-virginia/',
      'https://legalclarity.org/wv-comparative-fault-laws-in-west-virginia-explained',
    ],
    confidence: 'verify',
    note: 'Sources conflict: barred only if fault is greater than all others combined (51 %), but some pages still say 50 %.',
  }),
  compiled('SD', 'slight_gross'),
  // Florida, HB 837: the change applies to suits filed from 2023-03-24. Any suit not filed
  // yet will be filed after that date, so the pure rule no longer applies to new cases.
  compiled('FL', 'pure', {
    value: { rule: 'pure', scope: 'except_medical_malpractice' },
    sourceUrls: floridaSources,
    effectiveTo: '2023-03-24',
    keyedOn: 'report_date',
    note: 'Negligence suits filed before 2023-03-24.',
  }),
  compiled('FL', 'mod51', {
    value: { rule: 'mod51', scope: 'except_medical_malpractice' },
    citation: 'HB 837 (2023)',
    sourceUrls: floridaSources,
    effectiveFrom: '2023-03-24',
    keyedOn: 'report_date',
    note: 'Negligence suits filed on or after 2023-03-24.',
  }),
  compiled('FL', 'pure', {
    value: { rule: 'pure', scope: 'medical_malpractice' },
    sourceUrls: floridaSources,
    note: 'HB 837 left medical negligence claims under pure comparative fault.',
  }),
  compiled('LA', 'pure', { sourceUrls: [...compilation, ...louisianaSources], effectiveTo: '2026-01-01' }),
  compiled('LA', 'mod51', {
    citation: 'Act 15 of 2025 (HB 431)',
    sourceUrls: louisianaSources,
    effectiveFrom: '2026-01-01',
  }),
];
