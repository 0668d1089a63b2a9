import type { CaseType } from '../../../contracts/case-record';
import { organization } from '../../../contracts/organization';

import type { EligibilityCheckCode } from './assess-eligibility';

/**
 * The fixed words of the report (HTML, PDF and email share them). Wording limits from
 * compliance §5.3–§5.4: a range, not a promise; each input explained; no advice; matching
 * copy neutral and says that participating attorneys pay; deadlines confirmed by an attorney.
 */
const common = [
  'Photos of your injuries, the scene and any damage, with dates',
  'Medical records, bills and receipts, including pharmacy and travel to appointments',
  'Proof of missed work and pay (pay stubs, a letter from your employer)',
  'Names and phone numbers of witnesses',
  'Every letter, email or offer from an insurance company (do not sign anything before an attorney reviews it)',
  'A short diary of pain, sleep and daily activities you could not do',
];

export const evidenceChecklists: Record<CaseType, string[]> = {
  auto: [
    'The police or crash report number',
    "The other driver's name, plate number and insurance details",
    'Your own policy declarations page (it shows PIP, MedPay and UM/UIM cover)',
    'Repair estimates or the total-loss valuation',
    ...common,
  ],
  slip_fall: [
    'Photos of what made you fall (spill, ice, broken step, poor lighting) taken as soon as possible',
    'The incident report you made with the property owner or store, and its number',
    'The shoes you were wearing, kept as they are',
    'Whether cameras covered the spot (footage is often deleted within days)',
    ...common,
  ],
  workplace: [
    'The injury report to your employer and the date you made it',
    'Any workers’ compensation claim number and letters',
    'Names of any contractor, equipment maker or driver involved besides your employer',
    ...common,
  ],
  medical_malpractice: [
    'A list of every provider and facility, with dates of treatment',
    'Copies of your medical records before and after the event (you have a right to request them)',
    'When and how you learned something had gone wrong',
    ...common,
  ],
  product_liability: [
    'The product itself, kept unchanged and stored safely (do not repair or throw it away)',
    'Packaging, manuals, receipts and where you bought it',
    'Any recall notice for the product',
    ...common,
  ],
  dog_bite: [
    "The dog owner's name and address, and the dog's vaccination record if you can get it",
    'The report to animal control or the police, and its number',
    "The owner's homeowner's or renter's insurance details",
    'Photos of the bites as they heal, and of where it happened',
    ...common,
  ],
  other: common,
};

export const disclaimers = [
  `${organization.productName} is a free referral service, not a law firm. This report is general information, not legal advice, and no attorney-client relationship is created by it.`,
  'The range is an estimate from common valuation methods and the facts you gave us. It is not a guarantee or a promise of any result; results in other cases do not predict yours.',
  'Deadlines shown are estimates from general state rules. Exceptions (for minors, government bodies, discovery of harm) can shorten or lengthen them: an attorney must confirm the deadlines that apply to you.',
];

export const matchingDisclosure =
  'Participating attorneys pay to take part in our network. We match cases by state and type of case and spread them evenly among attorneys with room to take them; a match is not a recommendation or a judgement of any attorney’s quality. You are free to choose any attorney.';

export type ReportOutcome = 'matched' | 'represented' | 'review' | 'not_referred' | 'workers_comp';

export function nextSteps(outcome: ReportOutcome, matchedOffice: string | null = null): string[] {
  switch (outcome) {
    case 'matched':
      return [
        'A case manager will contact you within 24–48 hours to introduce a participating attorney licensed in your state.',
        ...(matchedOffice ? [`The attorney we matched you with has an office in ${matchedOffice}.`] : []),
        'The attorney will confirm the facts, the deadlines and the value; the first consultation is free and there is no obligation.',
        'Keep gathering the documents in the checklist.',
      ];
    case 'represented':
      return [
        'You told us you already have an attorney for this accident, so we will not refer your case. You may share this report with your attorney.',
      ];
    case 'review':
      return [
        'A case manager will review your case and may contact you for the facts we are missing.',
        'Keep gathering the documents in the checklist.',
      ];
    case 'workers_comp':
      return [
        "You were hurt at work and told us no one outside your employer was involved. That is normally a workers' compensation claim, which our participating injury attorneys do not take.",
        "Report the injury to your employer in writing if you have not, and contact your state's workers' compensation agency: it explains your benefits and the forms, free of charge.",
        "A workers' compensation attorney can help if your claim is denied or your benefits stop; their fees are usually set or approved by the state.",
        'If you later learn that someone outside your employer played a part (an equipment maker, a contractor, a driver), tell us: that can be an injury claim of its own.',
      ];
    case 'not_referred':
      return [
        'From what you told us we cannot refer this case to a participating attorney. That is not a judgement of your claim: you may still speak with any attorney you choose.',
        'If a deadline is close, contact an attorney or your state bar’s lawyer referral service soon.',
      ];
  }
}

export const contactLine = `Questions: ${organization.supportEmail} or ${organization.supportPhone}.`;

/**
 * Why we are not referring a case, in the visitor's words (the staff view keeps the case
 * manager's wording). One line per check that failed.
 */
export const notReferredReasons: Record<EligibilityCheckCode, string> = {
  within_deadline:
    'The filing deadline we estimated for your claim seems to have passed. Exceptions exist, so an attorney should still look at it quickly.',
  has_injury: 'We did not learn of an injury, and our attorneys take injury claims.',
  other_party_at_fault:
    'From what you told us, the rule your state uses for shared fault may not let you recover, or no one else was at fault.',
  not_represented: 'You already have an attorney for this accident.',
  claim_beyond_workers_comp:
    "You were hurt at work and no one outside your employer was involved, which normally makes it a workers' compensation claim.",
  state_served: 'It happened in a state where we do not yet have participating attorneys.',
  value_above_floor:
    'The estimated value is below what our participating attorneys take on, so we cannot match it.',
};

/**
 * Where else to turn, with the page each link opens. These are public directories, not
 * referrals: the American Bar Association lists the lawyer referral services by state, and
 * the U.S. Department of Labor lists each state's workers' compensation agency. Taken from
 * general knowledge on 2026-11-24 and to be checked (no research row covers them).
 */
export const helpElsewhere = {
  lawyerReferral: {
    label: "Your state or local bar's lawyer referral service (American Bar Association directory)",
    href: 'https://www.americanbar.org/groups/lawyer_referral/resources/lrs-directory/',
  },
  workersComp: {
    label: "Your state's workers' compensation agency (U.S. Department of Labor list)",
    href: 'https://www.dol.gov/agencies/owcp/wc',
  },
} as const;
