/**
 * Facts the site states about fees, deadlines and settlements, each with where it comes
 * from (../shared/research/case-valuation.md). Pages quote these instead of restating
 * numbers, so a correction lands everywhere at once.
 */
export interface SourcedFact {
  /** The sentence as shown to visitors. */
  statement: string;
  sources: string[];
  /** When the sources were last read. */
  verifiedOn: string;
}

export const facts = {
  contingencyFee: {
    statement:
      'Personal injury attorneys usually work on contingency: no fee up front, and typically 33% to 40% of the recovery if the case is won (often about a third before a lawsuit is filed and up to 40% after).',
    sources: [
      'https://msverdict.com/what-percentage-do-most-personal-injury-lawyers-take',
      'https://daviddanda.com/faqs/101-q-what-percent-is-the-contingent-fee',
    ],
    verifiedOn: '2026-11-20',
  },
  filingDeadline: {
    statement:
      'Most states give you two to three years to file a personal injury lawsuit, but some allow only one year, and claims against a government body can require a formal notice within months.',
    sources: [
      'https://caseassist.co/statutes-50-states-usa',
      'https://www.legalaidman.com/post/statutes-of-limitations-for-personal-injury-cases-part-2',
      'https://self-law.org/code/ca/government-code/911-2',
    ],
    verifiedOn: '2026-11-20',
  },
  settlementRate: {
    statement:
      'About 95% of personal injury claims are resolved without a trial: in a large reader survey, two thirds of claimants settled and only about 4% went to trial.',
    sources: ['https://civilcourtattorney.com/can-i-get-for-my-personal-injury-case/'],
    verifiedOn: '2026-11-20',
  },
  multiplier: {
    statement:
      'Insurers and attorneys often estimate pain and suffering as the medical and wage losses times a multiplier between about 1.5 and 5, higher for more serious and lasting injuries.',
    sources: [
      'https://legalclarity.org/what-is-the-multiplier-formula-for-pain-and-suffering/',
      'https://shouselaw.com/ca/blog/pain-and-suffering-multiplier',
    ],
    verifiedOn: '2026-11-20',
  },
  policyLimits: {
    statement:
      "The at-fault party's insurance policy limit is often the practical ceiling on what a claim can recover.",
    sources: ['https://legalclarity.org/what-is-a-policy-limits-settlement-offer'],
    verifiedOn: '2026-11-20',
  },
  workersCompNotice: {
    statement: 'Many states expect you to tell your employer about a work injury within about 30 days.',
    sources: ['https://legalclarity.org/how-to-handle-injury-at-work-claims-and-lawsuits'],
    verifiedOn: '2026-11-20',
  },
} satisfies Record<string, SourcedFact>;
