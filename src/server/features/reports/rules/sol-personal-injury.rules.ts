import { researchDate, type RuleEntry } from './rule-types';

/** Statute of limitations for adult personal-injury negligence claims (research §3.6, PI column). */
export interface LimitationValue {
  years: number;
  /** Colorado and Kentucky give motor-vehicle claims a different period. */
  scope: 'all' | 'auto' | 'except_auto';
}

const tables = [
  'https://caseassist.co/statutes-50-states-usa',
  'https://www.legalaidman.com/post/statutes-of-limitations-for-personal-injury-cases-part-2',
];

function pi(
  state: string,
  years: number,
  citation: string,
  extra: Partial<RuleEntry<LimitationValue>> = {},
): RuleEntry<LimitationValue> {
  return {
    state,
    value: { years, scope: 'all' },
    citation,
    sourceUrls: tables,
    confidence: 'sourced',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'incident_date',
    verifiedOn: researchDate,
    ...extra,
  };
}

const florida = [
  'https://www.americanbar.org/groups/litigation/resources/newsletters/mass-torts/florida-tort-reform-three-key-changes/',
  'https://www.leiferlaw.com/floridas-major-tort-reform-reduced-statute-of-limitations-changed-comparative-fault-rule/',
];
const louisiana = [
  'https://app.legiplex.com/la/legislature/2024/2024-r/bills/hb315/draft-245783',
  'https://www.maplesconnick.com/post/louisiana-s-2024-reform-timing-is-everything',
];
const minnesota = [
  ...tables,
  'https://johnsonbecker.com/?p=4594',
  'https://www.hallinjurylaw.com/time-limits-in-minnesota-personal-injury-cases/',
];

export const solPersonalInjuryRules: RuleEntry<LimitationValue>[] = [
  pi('AL', 2, 'Ala. Code §6-2-38'),
  pi('AK', 2, 'Alaska Stat. §09.10.070'),
  pi('AZ', 2, 'A.R.S. §12-542'),
  pi('AR', 3, 'A.C.A. §16-56-105'),
  pi('CA', 2, 'CCP §335.1'),
  pi('CO', 2, 'C.R.S. §13-80-102', { value: { years: 2, scope: 'except_auto' } }),
  pi('CO', 3, 'C.R.S. §13-80-101(1)(n)', { value: { years: 3, scope: 'auto' } }),
  pi('CT', 2, 'C.G.S. §52-584'),
  pi('DE', 2, '10 Del. C. §8119'),
  pi('DC', 3, 'D.C. Code §12-301'),
  pi('FL', 4, 'Fla. Stat. §95.11', { sourceUrls: [...tables, ...florida], effectiveTo: '2023-03-24' }),
  pi('FL', 2, 'Fla. Stat. §95.11 (HB 837)', {
    sourceUrls: [...tables, ...florida],
    effectiveFrom: '2023-03-24',
  }),
  pi('GA', 2, 'O.C.G.A. §9-3-33'),
  pi('HI', 2, 'HRS §657-7'),
  pi('ID', 2, 'Idaho Code §5-219'),
  pi('IL', 2, '735 ILCS 5/13-202'),
  pi('IN', 2, 'IC §34-11-2-4'),
  pi('IA', 2, 'Iowa Code §614.1'),
  pi('KS', 2, 'K.S.A. §60-513'),
  pi('KY', 1, 'KRS §413.140', { value: { years: 1, scope: 'except_auto' } }),
  pi('KY', 2, 'Motor Vehicle Reparations Act', { value: { years: 2, scope: 'auto' } }),
  pi('LA', 1, 'La. C.C. (before Act 423 of 2024)', {
    sourceUrls: [...tables, ...louisiana],
    effectiveTo: '2024-07-01',
  }),
  pi('LA', 2, 'La. C.C. art. 3493.11 (Act 423 of 2024)', {
    sourceUrls: louisiana,
    effectiveFrom: '2024-07-01',
  }),
  pi('ME', 6, '14 M.R.S. §752'),
  pi('MD', 3, 'Md. CJP §5-101'),
  pi('MA', 3, 'M.G.L. c.260 §2A'),
  pi('MI', 3, 'MCL §600.5805'),
  pi('MN', 6, 'Minn. Stat. §541.05 subd.1(5)', {
    sourceUrls: minnesota,
    note: 'Negligence; intentional torts have 2 years (§541.07).',
  }),
  pi('MS', 3, 'Miss. Code §15-1-49'),
  pi('MO', 5, 'RSMo §516.120'),
  pi('MT', 3, 'MCA §27-2-204'),
  pi('NE', 4, 'Neb. Rev. Stat. §25-207'),
  pi('NV', 2, 'NRS §11.190'),
  pi('NH', 3, 'RSA §508:4'),
  pi('NJ', 2, 'N.J.S.A. §2A:14-2'),
  pi('NM', 3, 'NMSA §37-1-8'),
  pi('NY', 3, 'CPLR §214'),
  pi('NC', 3, 'N.C.G.S. §1-52'),
  pi('ND', 6, 'N.D.C.C. §28-01-16'),
  pi('OH', 2, 'ORC §2305.10'),
  pi('OK', 2, '12 O.S. §95'),
  pi('OR', 2, 'ORS §12.110'),
  pi('PA', 2, '42 Pa.C.S. §5524'),
  pi('RI', 3, 'R.I.G.L. §9-1-14'),
  pi('SC', 3, 'S.C. Code §15-3-530'),
  pi('SD', 3, 'SDCL §15-2-14'),
  pi('TN', 1, 'T.C.A. §28-3-104'),
  pi('TX', 2, 'CPRC §16.003'),
  pi('UT', 4, 'U.C.A. §78B-2-307'),
  pi('VT', 3, '12 V.S.A. §512'),
  pi('VA', 2, 'Va. Code §8.01-243(A)'),
  pi('WA', 3, 'RCW §4.16.080'),
  pi('WV', 2, 'W. Va. Code §55-2-12'),
  pi('WI', 3, 'Wis. Stat. §893.54'),
  pi('WY', 4, 'Wyo. Stat. §1-3-105'),
];
