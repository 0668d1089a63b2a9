import { researchDate, type RuleEntry } from './rule-types';

/**
 * Medical-malpractice limitation periods with discovery rules and repose (research §3.6,
 * med-mal column). The period runs from the injury or from its discovery; where the
 * research gives a second period from discovery, `combine` says whether the earlier or
 * the later date wins; repose is an outer limit counted from the incident whatever the discovery.
 */
export interface MedicalMalpracticeLimitation {
  years: number;
  from: 'injury' | 'discovery';
  discoveryYears?: number;
  combine?: 'earlier' | 'later';
  reposeYears?: number;
}

const charts = [
  'https://settlementcalculator.xyz/personal-injury-statute-of-limitations-by-state.html',
  'https://www.alllaw.com/articles/nolo/medical-malpractice/state-laws-statutes-limitations.html',
  'https://legaldeadline.dropwatchhq.com/api/sol',
];

function mm(
  state: string,
  value: MedicalMalpracticeLimitation,
  extra: Partial<RuleEntry<MedicalMalpracticeLimitation>> = {},
): RuleEntry<MedicalMalpracticeLimitation> {
  return {
    state,
    value,
    sourceUrls: charts,
    confidence: 'sourced',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'incident_date',
    verifiedOn: researchDate,
    ...extra,
  };
}
const verify = { confidence: 'verify' as const };

export const solMedicalMalpracticeRules: RuleEntry<MedicalMalpracticeLimitation>[] = [
  mm(
    'AL',
    { years: 2, from: 'injury', discoveryYears: 0.5, combine: 'later', reposeYears: 4 },
    { citation: 'Ala. Code §6-5-482' },
  ),
  mm(
    'AK',
    { years: 2, from: 'discovery' },
    { ...verify, note: 'A repose period applies (one source says 7 years).' },
  ),
  mm(
    'AZ',
    { years: 2, from: 'injury' },
    { sourceUrls: [...charts, 'https://www.tdicinsurance.com/Region-D/Risk-Management/Tips'] },
  ),
  mm('AR', { years: 2, from: 'injury' }, { citation: 'A.C.A. §16-114-203' }),
  mm('CA', { years: 3, from: 'injury', discoveryYears: 1, combine: 'earlier' }, { citation: 'CCP §340.5' }),
  mm('CO', { years: 2, from: 'discovery', reposeYears: 3 }, verify),
  mm('CT', { years: 2, from: 'discovery', reposeYears: 3 }),
  mm('DE', { years: 2, from: 'injury' }, { ...verify, note: '3 years for latent injuries.' }),
  mm('DC', { years: 3, from: 'discovery' }, verify),
  mm('FL', { years: 2, from: 'discovery', reposeYears: 4 }),
  mm('GA', { years: 2, from: 'injury', reposeYears: 5 }, { ...verify, citation: 'O.C.G.A. §9-3-71' }),
  mm('HI', { years: 2, from: 'discovery', reposeYears: 6 }),
  mm('ID', { years: 2, from: 'injury' }),
  mm('IL', { years: 2, from: 'discovery', reposeYears: 4 }, { note: 'Minors: 8 years, not past age 22.' }),
  mm('IN', { years: 2, from: 'injury' }, verify),
  mm('IA', { years: 2, from: 'discovery', reposeYears: 6 }),
  mm('KS', { years: 2, from: 'injury', reposeYears: 4 }, verify),
  mm('KY', { years: 1, from: 'discovery', reposeYears: 5 }),
  mm('LA', { years: 1, from: 'injury', reposeYears: 3 }),
  mm('ME', { years: 3, from: 'injury' }),
  mm(
    'MD',
    { years: 5, from: 'injury', discoveryYears: 3, combine: 'earlier' },
    { citation: 'Md. CJP §5-109' },
  ),
  mm('MA', { years: 3, from: 'injury', reposeYears: 7 }),
  mm('MI', { years: 2, from: 'injury', discoveryYears: 0.5, combine: 'later', reposeYears: 6 }),
  mm('MN', { years: 4, from: 'injury' }, { citation: 'Minn. Stat. §541.076' }),
  mm('MS', { years: 2, from: 'discovery', reposeYears: 7 }),
  mm('MO', { years: 2, from: 'injury', reposeYears: 10 }),
  mm('MT', { years: 3, from: 'discovery', reposeYears: 5 }),
  mm('NE', { years: 2, from: 'injury', reposeYears: 10 }),
  mm('NV', { years: 3, from: 'injury', discoveryYears: 1, combine: 'earlier' }, verify),
  mm('NH', { years: 3, from: 'injury' }),
  mm('NJ', { years: 2, from: 'injury' }, { note: 'An affidavit of merit is required.' }),
  mm('NM', { years: 3, from: 'injury' }),
  mm('NY', { years: 2.5, from: 'injury' }, { citation: 'CPLR §214-a' }),
  mm('NC', { years: 3, from: 'injury', reposeYears: 4 }),
  mm('ND', { years: 2, from: 'injury', reposeYears: 6 }),
  mm('OH', { years: 1, from: 'injury', reposeYears: 4 }),
  mm('OK', { years: 2, from: 'injury' }),
  mm('OR', { years: 2, from: 'discovery', reposeYears: 5 }),
  mm('PA', { years: 2, from: 'injury', reposeYears: 7 }, verify),
  mm('RI', { years: 3, from: 'injury', discoveryYears: 3, combine: 'later' }),
  mm('SC', { years: 3, from: 'injury', reposeYears: 6 }, verify),
  mm('SD', { years: 2, from: 'injury' }, verify),
  mm('TN', { years: 1, from: 'discovery', reposeYears: 3 }, verify),
  mm('TX', { years: 2, from: 'injury', reposeYears: 10 }, verify),
  mm('UT', { years: 2, from: 'discovery', reposeYears: 4 }, verify),
  mm('VT', { years: 3, from: 'injury', discoveryYears: 2, combine: 'later', reposeYears: 7 }, verify),
  mm('VA', { years: 2, from: 'injury' }, verify),
  mm('WA', { years: 3, from: 'injury', discoveryYears: 1, combine: 'later', reposeYears: 8 }, verify),
  mm('WV', { years: 2, from: 'discovery', reposeYears: 10 }, verify),
  mm('WI', { years: 3, from: 'injury', discoveryYears: 1, combine: 'later', reposeYears: 5 }, verify),
  mm('WY', { years: 2, from: 'discovery' }),
];
