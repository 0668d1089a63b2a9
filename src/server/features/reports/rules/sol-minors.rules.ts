import { researchDate, type RuleEntry } from './rule-types';

/**
 * Tolling for minors where the research gives it (§3.6): two medical-malpractice rows.
 * Alabama: a child under four has until the eighth birthday when that is later than the
 * usual deadline. Illinois: eight years from the act, but never after the 22nd birthday.
 * Elsewhere the report shows the adult deadline, says a minor's deadline may be later, and a
 * person reviews the case.
 */
export type MinorTolling =
  | { kind: 'until_birthday'; underAge: number; birthday: number }
  | { kind: 'years_capped_at_birthday'; years: number; birthday: number };

export interface MinorTollingValue {
  caseTypes: 'medical_malpractice';
  tolling: MinorTolling;
}

const charts = [
  'https://settlementcalculator.xyz/personal-injury-statute-of-limitations-by-state.html',
  'https://www.alllaw.com/articles/nolo/medical-malpractice/state-laws-statutes-limitations.html',
];

function minors(state: string, tolling: MinorTolling, citation: string): RuleEntry<MinorTollingValue> {
  return {
    state,
    value: { caseTypes: 'medical_malpractice', tolling },
    citation,
    sourceUrls: charts,
    confidence: 'sourced',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'incident_date',
    verifiedOn: researchDate,
  };
}

export const solMinorRules: RuleEntry<MinorTollingValue>[] = [
  minors('AL', { kind: 'until_birthday', underAge: 4, birthday: 8 }, 'Ala. Code §6-5-482(b)'),
  minors('IL', { kind: 'years_capped_at_birthday', years: 8, birthday: 22 }, '735 ILCS 5/13-212(b)'),
];
