import { researchDate, type RuleEntry } from './rule-types';

/**
 * Damage caps (research §3.7). Most cap non-economic damages in medical malpractice; a few
 * cap total damages. Indexed caps are stored per year and keyed on the date of the
 * estimate, so a year the research does not give has no entry and the report says so.
 */
export interface CapValue {
  kind: 'non_economic' | 'total';
  amount: number;
  /** The higher cap for the gravest injuries; null = no cap at all for them. */
  higherAmount?: number | null;
  higherWhen?: 'death' | 'catastrophic_or_death' | 'permanent_or_worse';
  caseTypes: 'medical_malpractice' | 'all';
}

const freeLegalReviews =
  'https://freelegalreviews.com/medical-malpractice/medical-malpractice-damage-caps-by-state/';
const ncsl = 'https://www.ncsl.org/financial-services/medical-liability-medical-malpractice-laws';
const millerZois = 'https://www.millerandzois.com/malpractice-damage-caps.html';
const tavrn = 'https://www.tavrn.ai/blog/medical-malpractice-caps-by-state';
const nolo =
  'https://www.nolo.com/legal-encyclopedia/how-does-the-micra-damage-cap-affect-california-medical-malpractice-case.html';

function cap(state: string, value: CapValue, extra: Partial<RuleEntry<CapValue>> = {}): RuleEntry<CapValue> {
  return {
    state,
    value,
    sourceUrls: [freeLegalReviews, millerZois],
    confidence: 'sourced',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'incident_date',
    verifiedOn: researchDate,
    ...extra,
  };
}
const medMal = 'medical_malpractice' as const;
const yearOf = (year: number) => ({
  effectiveFrom: `${year}-01-01`,
  effectiveTo: `${year + 1}-01-01`,
  keyedOn: 'report_date' as const,
});

export const nonEconomicCapRules: RuleEntry<CapValue>[] = [
  cap(
    'AK',
    {
      kind: 'non_economic',
      amount: 250_000,
      higherAmount: 400_000,
      higherWhen: 'catastrophic_or_death',
      caseTypes: medMal,
    },
    {
      citation: 'Alaska Stat. §09.55.549',
      sourceUrls: [ncsl],
      note: 'The higher cap is for death or disability over 70 %.',
    },
  ),
  // MICRA schedule: +$40k / +$50k a year from 2023 (Civ. Code §3333.2).
  ...[
    [2023, 350_000, 500_000],
    [2024, 390_000, 550_000],
    [2025, 430_000, 600_000],
    [2026, 470_000, 650_000],
  ].map(([year, injury, death]) =>
    cap(
      'CA',
      { kind: 'non_economic', amount: injury!, higherAmount: death!, higherWhen: 'death', caseTypes: medMal },
      { citation: 'Civ. Code §3333.2 (MICRA)', sourceUrls: [nolo], ...yearOf(year!) },
    ),
  ),
  cap('HI', { kind: 'non_economic', amount: 375_000, caseTypes: medMal }, { note: 'Pain and suffering.' }),
  cap(
    'IA',
    {
      kind: 'non_economic',
      amount: 250_000,
      higherAmount: 1_000_000,
      higherWhen: 'permanent_or_worse',
      caseTypes: medMal,
    },
    {
      note: 'The higher cap applies to substantial or permanent impairment, disfigurement or death ($2M against hospitals).',
    },
  ),
  cap(
    'MA',
    {
      kind: 'non_economic',
      amount: 500_000,
      higherAmount: null,
      higherWhen: 'permanent_or_worse',
      caseTypes: medMal,
    },
    { note: 'No cap for substantial or permanent loss.' },
  ),
  cap(
    'MS',
    { kind: 'non_economic', amount: 500_000, caseTypes: medMal },
    { citation: 'Miss. Code §11-1-60' },
  ),
  cap(
    'MO',
    {
      kind: 'non_economic',
      amount: 465_531,
      higherAmount: 814_679,
      higherWhen: 'catastrophic_or_death',
      caseTypes: medMal,
    },
    {
      citation: 'RSMo §538.210',
      ...yearOf(2024),
      note: 'Indexed each year; the research gives the 2024 figures.',
    },
  ),
  cap(
    'MD',
    { kind: 'non_economic', amount: 890_000, caseTypes: medMal },
    { citation: 'Md. CJP §11-108', ...yearOf(2024), note: 'Rises $15k a year; 125 % for death.' },
  ),
  cap('MT', { kind: 'non_economic', amount: 250_000, caseTypes: medMal }),
  cap(
    'ND',
    { kind: 'non_economic', amount: 500_000, caseTypes: medMal },
    {
      sourceUrls: ['https://medicalmalpracticelawyers.com/north-dakota-medical-malpractice-laws/'],
    },
  ),
  cap(
    'TX',
    { kind: 'non_economic', amount: 250_000, caseTypes: medMal },
    {
      citation: 'CPRC §74.301',
      sourceUrls: [
        'https://tcjl.com/why-preserving-the-250000-cap-in-medical-liability-cases-is-the-only-option',
      ],
      note: 'Physicians; up to $250k more per institution, $500k across institutions.',
    },
  ),
  cap(
    'IN',
    { kind: 'total', amount: 1_800_000, caseTypes: medMal },
    {
      citation: 'IC §34-18-14-3',
      sourceUrls: [freeLegalReviews, tavrn],
      note: 'Claims after mid-2019.',
    },
  ),
  cap(
    'LA',
    { kind: 'total', amount: 500_000, caseTypes: medMal },
    { sourceUrls: [freeLegalReviews, tavrn], note: 'Future medical care excluded.' },
  ),
  cap(
    'NE',
    { kind: 'total', amount: 2_250_000, caseTypes: medMal },
    { citation: 'Neb. Rev. Stat. §44-2825', sourceUrls: [freeLegalReviews, tavrn] },
  ),
  cap(
    'NM',
    { kind: 'total', amount: 600_000, caseTypes: medMal },
    {
      sourceUrls: [freeLegalReviews, tavrn],
      note: 'Independent providers (higher for hospitals); punitive damages and future medical care excluded.',
    },
  ),
  // Marked VERIFY in the research: carried as data, never applied until a second source agrees.
  cap(
    'NV',
    { kind: 'non_economic', amount: 350_000, caseTypes: medMal },
    { confidence: 'verify', note: 'A 2023 bill reportedly raises it in steps.' },
  ),
  cap(
    'NC',
    { kind: 'non_economic', amount: 500_000, caseTypes: medMal },
    { confidence: 'verify', note: 'Indexed every 3 years (about $656k).' },
  ),
  cap('SD', { kind: 'non_economic', amount: 500_000, caseTypes: medMal }, { confidence: 'verify' }),
  cap(
    'TN',
    {
      kind: 'non_economic',
      amount: 750_000,
      higherAmount: 1_000_000,
      higherWhen: 'catastrophic_or_death',
      caseTypes: 'all',
    },
    { confidence: 'verify', note: 'Applies to all personal-injury non-economic damages.' },
  ),
  cap('UT', { kind: 'non_economic', amount: 450_000, caseTypes: medMal }, { confidence: 'verify' }),
  cap('WI', { kind: 'non_economic', amount: 750_000, caseTypes: medMal }, { confidence: 'verify' }),
];

/** States the research lists with no cap (tavrn, millerandzois, NCSL). */
export const statesWithoutCap = {
  states: [
    'AL',
    'AZ',
    'AR',
    'CT',
    'DE',
    'DC',
    'FL',
    'GA',
    'IL',
    'KS',
    'KY',
    'ME',
    'MN',
    'NH',
    'NJ',
    'NY',
    'OK',
    'OR',
    'PA',
    'RI',
    'VT',
    'WA',
    'WY',
  ],
  sourceUrls: [tavrn, millerZois, ncsl],
  verifiedOn: researchDate,
};
