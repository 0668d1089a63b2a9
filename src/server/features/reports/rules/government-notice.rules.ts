import type { GovernmentKind } from '../../../../contracts/case-record';

import { researchDate, type RuleEntry } from './rule-types';

/**
 * Notice-of-claim deadlines against public bodies (research §3.6): far shorter than the
 * statute of limitations, so a government defendant always makes a case urgent. Each entry
 * says which public bodies it covers, how long the notice period is, and the suit deadline
 * that follows it when there is one (a suit period counted from the incident, or from the
 * body's written rejection, which no intake can date).
 *
 * The research gives California, New York and Minnesota. The other entries are general
 * knowledge, marked 'verify': a dated estimate from them can make a case urgent and is named
 * unverified in the report; it never closes a case (decision 0019).
 */
export interface SuitAfterNotice {
  years?: number;
  months?: number;
  days?: number;
  from: 'incident' | 'claim_rejection';
  citation: string;
  confidence: 'sourced' | 'verify';
}

export interface NoticeValue {
  days?: number;
  months?: number;
  years?: number;
  /** The public bodies the notice rule covers. */
  covers: GovernmentKind[];
  suit?: SuitAfterNotice;
}

function notice(
  state: string,
  value: NoticeValue,
  citation: string,
  sourceUrls: string[],
  extra: Partial<RuleEntry<NoticeValue>> = {},
): RuleEntry<NoticeValue> {
  return {
    state,
    value,
    citation,
    sourceUrls,
    confidence: 'sourced',
    effectiveFrom: null,
    effectiveTo: null,
    keyedOn: 'incident_date',
    verifiedOn: researchDate,
    ...extra,
  };
}

const generalKnowledge = { confidence: 'verify' as const };
const localBodies: GovernmentKind[] = ['county', 'city', 'school_district'];

export const governmentNoticeRules: RuleEntry<NoticeValue>[] = [
  notice(
    'CA',
    {
      months: 6,
      covers: ['state', 'county', 'city', 'school_district', 'transit', 'other'],
      // Gov. Code §945.6: six months after a written rejection (general knowledge, not in the research).
      suit: { months: 6, from: 'claim_rejection', citation: 'Gov. Code §945.6', confidence: 'verify' },
    },
    'Gov. Code §911.2',
    ['https://self-law.org/code/ca/government-code/911-2'],
  ),
  notice(
    'NY',
    {
      days: 90,
      covers: localBodies,
      // GML §50-i: one year and ninety days from the event (general knowledge, not in the research).
      suit: { years: 1, days: 90, from: 'incident', citation: 'GML §50-i', confidence: 'verify' },
    },
    'GML §50-e',
    ['https://nylc.passetra.com/question/what-is-the-initial-deadline-4f06a4b61b9d7d9f'],
  ),
  notice(
    'NY',
    {
      days: 90,
      covers: ['transit'],
      suit: { years: 1, days: 90, from: 'incident', citation: 'GML §50-i', confidence: 'verify' },
    },
    'Public Authorities Law §1212 (GML §50-e notice)',
    ['https://www.nysenate.gov/legislation/laws/PBA/1212'],
    {
      ...generalKnowledge,
      note: 'general knowledge, not in the research table: transit authorities take a GML §50-e notice',
    },
  ),
  notice('MN', { days: 180, covers: localBodies }, 'Minn. Stat. §466.05', [
    'https://www.fastcounsel.com/?p=6589',
  ]),
  notice(
    'MD',
    { years: 1, covers: ['county', 'city', 'transit'] },
    'Md. Code, Cts. & Jud. Proc. §5-304',
    ['https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gcj&section=5-304'],
    // County-run transit (Montgomery County's Ride On) is the county itself.
    {
      ...generalKnowledge,
      note: 'general knowledge, not in the research table (LGTCA notice); check against the statute',
    },
  ),
  notice(
    'US',
    {
      years: 2,
      covers: ['federal'],
      suit: { months: 6, from: 'claim_rejection', citation: '28 U.S.C. §2401(b)', confidence: 'verify' },
    },
    '28 U.S.C. §2401(b) (Federal Tort Claims Act)',
    ['https://www.law.cornell.edu/uscode/text/28/2401'],
    {
      ...generalKnowledge,
      note: 'general knowledge, not in the research table: an administrative claim to the agency within two years',
    },
  ),
];
