import { researchDate, type RuleEntry } from './rule-types';

/**
 * Notice-of-claim deadlines against government defendants (research §3.6): far shorter
 * than the statute of limitations, so a government defendant always makes a case urgent.
 * Only the states the research gives are encoded; elsewhere the report says we have no data.
 */
export interface NoticeValue {
  days?: number;
  months?: number;
  /** Which government defendants the deadline covers, in plain words. */
  covers: string;
}

function notice(
  state: string,
  value: NoticeValue,
  citation: string,
  sourceUrls: string[],
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
  };
}

export const governmentNoticeRules: RuleEntry<NoticeValue>[] = [
  notice('CA', { months: 6, covers: 'public entities (government claim)' }, 'Gov. Code §911.2', [
    'https://self-law.org/code/ca/government-code/911-2',
  ]),
  notice('NY', { days: 90, covers: 'municipalities (notice of claim)' }, 'GML §50-e', [
    'https://nylc.passetra.com/question/what-is-the-initial-deadline-4f06a4b61b9d7d9f',
  ]),
  notice('MN', { days: 180, covers: 'municipalities' }, 'Minn. Stat. §466.05', [
    'https://www.fastcounsel.com/?p=6589',
  ]),
  {
    // Not in the research table: from general knowledge of the Local Government Tort Claims
    // Act, so 'verify'. A dated estimate can make a case urgent; it never closes one (0019).
    ...notice(
      'MD',
      { months: 12, covers: 'counties and municipalities (LGTCA notice)' },
      'Md. Code, Cts. & Jud. Proc. §5-304',
      ['https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gcj&section=5-304'],
    ),
    confidence: 'verify',
    note: 'general knowledge, not in the research table; check against the statute',
  },
];
