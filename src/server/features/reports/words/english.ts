import { type CaseType, caseTypeLabels, type GovernmentKind } from '../../../../contracts/case-record';
import type { Deadline, DeadlineTerm, Period, ValuationStep } from '../../../../contracts/conclusions';
import { organization } from '../../../../contracts/organization';
import { perDiemFloorRate, type SeverityTier, usd } from '../../../../contracts/valuation';
import { describeDate } from '../../../case-record/fact-lines';

import { modifierFactors } from '../valuation/non-economic-damages';

import { describeBrackets, joinList, percent } from './pack-helpers';
import type { ReportWords } from './report-words';

const day = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function englishPeriod(period: Period): string {
  const parts: string[] = [];
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (period.years !== undefined) {
    parts.push(
      Number.isInteger(period.years)
        ? plural(period.years, 'year')
        : plural(Math.round(period.years * 12), 'month'),
    );
  }
  if (period.months !== undefined) parts.push(plural(period.months, 'month'));
  if (period.days !== undefined) parts.push(plural(period.days, 'day'));
  return parts.join(' and ');
}

const tierLabels: Record<SeverityTier | 'unknown', string> = {
  none: 'No injury reported',
  soft_tissue: 'Soft tissue',
  objective: 'Objective findings',
  surgery_or_permanent: 'Surgery or permanent injury',
  catastrophic: 'Catastrophic',
  unknown: 'Severity not known',
};

const signWords = {
  death: 'the death of the injured person',
  catastrophic_injury: 'a catastrophic injury',
  surgery: 'surgery',
  objective_injury: 'an injury with objective findings',
  soft_tissue_injury: 'a soft-tissue injury',
  permanent_injury: 'a permanent injury',
  hospital_admission: 'a hospital admission',
  injuries_described: 'the injuries described',
} as const;

const modifierWords = {
  clear_liability: 'clear liability',
  treatment_gap: 'a gap of more than 30 days in treatment',
  same_part_prior_injury: 'an earlier injury to the same part of the body',
} as const;

const unknownLabels = {
  medicalBills: 'Medical bills so far',
  futureMedical: 'The cost of care still to come',
  lostWages: 'Lost wages',
  injuries: 'How serious the injury is',
  ownFaultPercent: 'Your own share of fault, if any',
  state: 'The state where it happened',
  policyLimit: "The at-fault party's insurance limit",
} as const;

const noClaimWords = {
  deadline_passed:
    'The filing deadline we computed has passed, so there may be no claim left to value. Exceptions exist (a later discovery of the harm, a minor, time away): only an attorney can confirm.',
  workers_comp_only:
    "A work injury with no one outside the employer involved is normally a workers' compensation claim: comp pays medical care and part of lost pay on a set schedule, not the damages valued here.",
} as const;

function stepWords(step: ValuationStep): { label: string; reason: string } {
  switch (step.code) {
    case 'medical_bills':
      return {
        label: 'Medical bills so far',
        reason: step.isPaidParts
          ? 'The parts of the bills you told us someone paid; the full bill may be higher.'
          : 'Counted in full as economic damages.',
      };
    case 'future_medical':
      return { label: 'Future medical care', reason: 'The future cost you were given; counted in full.' };
    case 'lost_wages':
      return { label: 'Lost wages', reason: 'Pay lost because of the injury; counted in full.' };
    case 'out_of_pocket':
      return { label: 'Out-of-pocket costs', reason: 'Counted in full.' };
    case 'property_damage':
      return {
        label: 'Property damage',
        reason: 'Repair or replacement cost; counted in full but not multiplied.',
      };
    case 'vehicle_damage':
      return {
        label: 'Vehicle damage',
        reason:
          'Vehicle damage is usually settled on its own with the insurer as a property claim, so it is shown but not added to the injury claim.',
      };
    case 'pain_and_suffering': {
      if (step.tier === 'none')
        return {
          label: 'Pain and suffering (multiplier)',
          reason: 'No injury was reported, so there is no pain-and-suffering amount.',
        };
      const adjusted = step.modifiers.map(
        (modifier) => `${modifierWords[modifier]} (× ${modifierFactors[modifier]})`,
      );
      return {
        label: 'Pain and suffering (multiplier)',
        reason:
          `${tierLabels[step.tier]}${step.derivedFrom ? ` (from ${signWords[step.derivedFrom]})` : ''}: medical costs and lost wages of ${usd(step.base)} × ` +
          `${step.multipliers.low} / ${step.multipliers.likely} / ${step.multipliers.high}` +
          (adjusted.length ? `, adjusted for ${adjusted.join(' and ')}` : '') +
          '. Multipliers are an insurance-industry convention, not a rule of law.',
      };
    }
    case 'per_diem':
      return {
        label: 'Cross-check: per diem',
        reason: `${usd(step.dailyRate)} a day (a day's pay, at least ${usd(perDiemFloorRate)}) × ${step.days} days missed = ${usd(step.range.likely)}. Shown for comparison; not added.`,
      };
    case 'unknowns_widen':
      return {
        label: 'Unknown facts widen the range',
        reason: `${step.keys.length} fact(s) that change the number were not captured (${step.keys
          .map((key) => unknownLabels[key].toLowerCase())
          .join(
            ', ',
          )}): low − ${percent(step.lowCut)}, high + ${percent(step.highRaise)}. They are not guessed.`,
      };
    case 'subtotal':
      return { label: 'Subtotal', reason: 'Economic plus non-economic damages.' };
    case 'fault_rule':
      return { label: 'Fault rule', reason: faultWords(step) };
    case 'damage_cap': {
      const citation = step.citation ? ` (${step.citation})` : '';
      const reason =
        step.outcome === 'unverified_not_applied'
          ? `${step.state} may cap damages (${usd(step.limit ?? 0)} per the research) but the figure is unverified; not applied.`
          : step.outcome === 'not_for_this_injury'
            ? `${step.state}'s cap does not apply to an injury this serious.`
            : `${step.state} caps ${step.capKind === 'non_economic' ? 'non-economic' : 'total'} damages in this kind of case at ${usd(step.limit ?? 0)}${citation}.`;
      return { label: 'Damage cap', reason };
    }
    case 'insurance_limit':
      return {
        label: 'Insurance limit',
        reason: `The at-fault party's policy limit of ${usd(step.perPerson)} is the most their insurer must pay; more would have to come from other coverage or the party's own assets.`,
      };
    case 'rounded':
      return { label: 'Rounded', reason: 'Rounded to the nearest $500: these are estimates, not a quote.' };
    case 'attorney_fee': {
      const describe = describeBrackets(usd, (upTo) => `up to ${upTo}`, ', then ');
      const who = step.state
        ? `${step.state}'s fee limit${step.citation ? ` (${step.citation})` : ''}`
        : 'A typical contingency fee';
      return {
        label: 'Attorney fee (illustrative)',
        reason:
          `${who}: ${describe(step.preSuit)} if settled before a lawsuit (likely and high), ${describe(step.litigated)} if litigated (low). ` +
          'Case costs and liens (health insurer, Medicare or Medicaid, workers’ comp) also come out and are not included.',
      };
    }
    case 'no_claim':
      return { label: 'No injury claim to value', reason: noClaimWords[step.reason] };
  }
}

function faultWords(step: Extract<ValuationStep, { code: 'fault_rule' }>): string {
  const share = percent(step.ownFaultPercent / 100);
  if (step.isUnverified)
    return `The fault rule for ${step.state} is unverified (our sources disagree or are unconfirmed); only the reduction for your share of fault (${share}) is applied, no bar.`;
  switch (step.rule) {
    case 'pure':
      return `${step.state} uses pure comparative fault: the value is reduced by your share of fault (${share}), whatever it is.`;
    case 'mod50':
    case 'mod51':
      return `${step.state} uses modified comparative fault: recovery is barred at ${step.rule === 'mod50' ? '50 % or more' : 'more than 50 %'} fault, otherwise reduced by your share (${share})${step.isBarred ? '; at your stated share it is barred' : ''}.`;
    case 'contributory':
      return `${step.state} uses contributory negligence: any share of fault can bar recovery${step.isBarred ? ', and you told us you share some' : ''}.`;
    case 'slight_gross':
      return `South Dakota allows recovery only if your fault is "slight" compared with the other side's; ${
        step.ownFaultPercent > 0
          ? `with ${share} a court may find it is not, so the low figure is zero`
          : 'you reported none'
      }.`;
  }
}

const governmentKindWords: Record<GovernmentKind, string> = {
  federal: 'federal agencies',
  state: 'state agencies',
  county: 'counties',
  city: 'cities and towns',
  school_district: 'school districts',
  transit: 'public transit agencies',
  other: 'other public bodies',
};

const startWords = (term: DeadlineTerm): string => {
  const on = term.fromDate ? ` (${day(term.fromDate)})` : '';
  switch (term.from) {
    case 'incident':
      return `the incident${on}`;
    case 'discovery':
      return `the discovery of the injury${on}`;
    case 'death':
      return 'the death';
    case 'eighth_birthday':
      return `the eighth birthday${term.date ? ` (about ${day(term.date)})` : ''}`;
    case 'twenty_second_birthday':
      return `the 22nd birthday${term.date ? ` (about ${day(term.date)})` : ''}`;
    case 'claim_rejection':
      return "the public body's written rejection of the claim";
  }
};

const termWords = (term: DeadlineTerm) =>
  Object.keys(term.period).length === 0
    ? startWords(term)
    : `${englishPeriod(term.period)} from ${startWords(term)}`;

const assumptionWords = {
  imprecise_incident_date: '',
  discovery_not_given: 'We used the incident date because no discovery date was given.',
  death_date_not_given:
    'We counted from the incident because we do not know the date of death; the period runs from the death, which cannot come earlier.',
  latent_injury:
    'The injury was found after the incident; a discovery rule may give more time, but we count from the incident until an attorney confirms.',
  birthday_estimated: 'A birthday is estimated from the age you gave, on its earliest possible day.',
  minor_tolling_not_in_data:
    'The injured person may have been under 18; the deadline for a minor is often later, but we show the adult one until an attorney confirms.',
  government_kind_not_given:
    'You did not say which public body was involved, so we used the earliest notice deadline that may apply.',
} as const;

function deadlineLabel(deadline: Deadline): string {
  switch (deadline.kind) {
    case 'repose':
      return 'Outer limit (statute of repose)';
    case 'government_notice':
      return 'Notice of claim to a government body';
    case 'government_suit':
      return 'Lawsuit deadline after the notice of claim';
    case 'limitation':
      return deadline.rule === 'medical_malpractice' || deadline.rule === 'minor_medical_malpractice'
        ? 'Medical malpractice filing deadline'
        : deadline.rule === 'wrongful_death'
          ? 'Wrongful-death filing deadline'
          : 'Filing deadline (statute of limitations)';
  }
}

function deadlineBasis(deadline: Deadline): string {
  const where = deadline.state ?? 'This state';
  const kinds = joinList(
    (deadline.governmentKinds ?? []).map((kind) => governmentKindWords[kind]),
    'and',
  );
  const first = deadline.terms[0];
  switch (deadline.kind) {
    case 'repose':
      return `${where}: no claim after ${englishPeriod(first!.period)} from the incident, whenever the injury was discovered.`;
    case 'government_notice':
      return `${where}: a claim against ${kinds} must be presented within ${englishPeriod(first!.period)} of ${startWords(first!)}, long before the usual deadline.`;
    case 'government_suit':
      return first!.from === 'claim_rejection'
        ? `${where}: if the claim is rejected in writing, a lawsuit must be filed within ${englishPeriod(first!.period)} of that rejection; the date depends on the rejection, so we cannot show it.`
        : `${where}: if the claim is not settled, a lawsuit against ${kinds} must be filed within ${englishPeriod(first!.period)} of ${startWords(first!)}.`;
    case 'limitation': {
      const terms = deadline.terms.map(termWords);
      const basis =
        deadline.pick === 'only' ? terms[0] : `${terms.join(', or ')}, whichever is ${deadline.pick}`;
      const what =
        deadline.rule === 'wrongful_death'
          ? ' (the state’s injury period, used because our research has no wrongful-death table)'
          : deadline.rule === 'motor_vehicle'
            ? ' for motor-vehicle claims'
            : '';
      const repose = deadline.cappedByRepose
        ? `; never more than ${englishPeriod(deadline.cappedByRepose.period)} after the incident (statute of repose), which comes first here`
        : '';
      return `${where}: ${basis}${what}${repose}.`;
    }
  }
}

function undatedWords(deadline: Deadline): string {
  switch (deadline.undatedReason) {
    case 'no_state':
      return 'We need the state to estimate this deadline. Deadlines may be close; an attorney must confirm them.';
    case 'no_incident_date':
      return 'We need the date of the incident to estimate this deadline. Deadlines may be close; an attorney must confirm them.';
    default:
      return deadline.kind === 'government_notice'
        ? `Claims against a government body usually need a formal notice within months, far sooner than the usual deadline. We have no data for ${deadline.state ?? 'this state'} and this public body; an attorney must confirm it right away.`
        : `We have no deadline data for this kind of claim in ${deadline.state ?? 'this state'}. An attorney must confirm it.`;
  }
}

const common = [
  'Photos of your injuries, the scene and any damage, with dates',
  'Medical records, bills and receipts, including pharmacy and travel to appointments',
  'Proof of missed work and pay (pay stubs, a letter from your employer)',
  'Names and phone numbers of witnesses',
  'Every letter, email or offer from an insurance company (do not sign anything before an attorney reviews it)',
  'A short diary of pain, sleep and daily activities you could not do',
];

const evidence: Record<CaseType, string[]> = {
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

export const english: ReportWords = {
  language: 'en',
  locale: 'en-US',
  money: usd,
  rangeText: (range) =>
    range.high === 0 ? '$0' : `${usd(range.low)} – ${usd(range.high)} (likely ${usd(range.likely)})`,
  day,
  incidentDate: describeDate,
  caseType: (type) => (type ? caseTypeLabels[type] : 'Injury'),

  page: {
    title: 'Your case value report',
    heading: 'Your case value report',
    subtitle: ({ caseType, state, incidentDate, reportDate }) =>
      `${caseType}${state ? ` in ${state}` : ''}${incidentDate ? ` on ${incidentDate}` : ''} · prepared ${reportDate}`,
    urgentPassed: 'A deadline for your claim may already have passed.',
    urgentClose: 'A deadline for your claim may be close.',
    urgentAdvice:
      'Speak with an attorney as soon as possible; only an attorney can confirm the deadlines that apply to you.',
    rangeHeading: 'Estimated range',
    greeting: (name) =>
      `${name}, here is what cases like yours are commonly valued at, based on what you told us.`,
    afterFee: (range) => `After an illustrative attorney fee: ${range}.`,
    notAPromise: 'This is an estimate, not a promise.',
    driversHeading: 'What moved the likely figure most:',
    howHeading: 'How we got there',
    columns: { step: 'Step', why: 'Why', amount: 'Amount' },
    notAdded: (amount) => `(${amount}, not added)`,
    unknownsHeading: 'What we did not know',
    widensRange: ' (widens the range)',
    unverifiedTag: 'unverified',
    deadlinesHeading: 'Deadlines (estimates: an attorney must confirm them)',
    daysAgo: (days) => `${days} days ago`,
    daysFromReport: (days) => `about ${days} days from the report date`,
    notShown: 'not shown',
    evidenceHeading: 'What to keep and gather',
    nextHeading: 'What happens next',
    reviewIntro: 'Before anything else, a person on our team will look at your case, because',
    howChosenHeading: 'How we choose an attorney',
    notReferredHeading: 'Why we are not referring this case, and where to turn',
    stillFreeToChoose: 'You can still speak with any attorney you choose. These can help:',
    deadlineToWatch: 'Deadline to watch.',
    deadlineToWatchText: (label, date) =>
      `${label}: about ${date} (an estimate; an attorney must confirm it).`,
    pleaseRead: 'Please read',
    nav: {
      home: 'Home',
      howItWorks: 'How It Works',
      faq: 'FAQ',
      contact: 'Contact',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      site: 'Site',
      legal: 'Legal',
    },
    footerTagline: 'a free referral service, not a law firm',
  },
  chart: {
    axis: 'Dollars; the dark mark is the likely figure',
    value: 'Estimated value',
    afterFee: 'After attorney fee',
    low: 'low',
    likely: 'likely',
    high: 'high',
    title: (value, afterFee) => `Estimated value ${value}; after an illustrative attorney fee ${afterFee}`,
  },

  step: stepWords,
  unknown: (key) => unknownLabels[key],
  note: (note) => {
    switch (note.code) {
      case 'no_state':
        return 'Without the state we cannot apply its fault rule, damage caps or deadlines.';
      case 'no_fault_rule':
        return `We have no fault rule for ${note.state} on the incident date; none was applied.`;
      case 'fault_rule_unverified':
        return `The fault rule for ${note.state} is unverified; an attorney must confirm how your share of fault counts.`;
      case 'contributory_any_fault':
        return `In ${note.state} even a small share of fault on your side can bar recovery.`;
      case 'cap_unverified':
        return `A damage cap may apply in ${note.state}; our data for it is unverified, so no cap was applied.`;
      case 'cap_no_figure_this_year':
        return `${note.state}'s damage cap is indexed and we have no figure for this year; no cap was applied.`;
      case 'insurance_unknown':
        return 'The amount actually collectible may be limited by the available insurance, which we do not know.';
      case 'no_claim':
        return noClaimWords[note.reason];
    }
  },
  driver: (label, effect) => `${label}: ${effect}`,

  deadlineStatus: {
    expired: 'May have passed',
    urgent: 'Close',
    open: 'Estimated',
    unknown: 'Needs an attorney',
  },
  deadline: (deadline, { incidentDate }) => {
    const sentences = [
      deadline.date || deadline.terms.length ? deadlineBasis(deadline) : undatedWords(deadline),
    ];
    for (const assumption of deadline.assumptions) {
      sentences.push(
        assumption === 'imprecise_incident_date' && incidentDate
          ? `You gave the date as a ${incidentDate.precision}, so we counted from its earliest day, ${day(incidentDate.from)}.`
          : assumptionWords[assumption],
      );
    }
    if (deadline.isUnverified)
      sentences.push(
        'Our data for this rule is unverified, so treat the date as an estimate: an attorney must confirm it.',
      );
    return { label: deadlineLabel(deadline), explanation: sentences.filter(Boolean).join(' ') };
  },

  routeReason: (reason, massTort) => {
    switch (reason) {
      case 'injury_panel':
        return 'From what you told us, your case is the kind our participating injury attorneys take.';
      case 'workers_comp_too':
        return "You were hurt at work and someone outside your employer was involved. Workers' compensation still applies and pays for your care and part of your wages; beside it you may have an injury claim against that other party. The attorney will look at both.";
      case 'mass_tort_action':
        return `What you named may be part of a group of similar cases already in court (${massTort?.name ?? 'a mass action'}${massTort?.isUnverified ? '; from our unverified list' : ''}). Cases like these go to attorneys who take part in such actions, so a case manager will find the right one.`;
      case 'medical_device':
        return 'A medical device was involved. Device cases are often handled together with others like them, so a case manager will look for the attorneys who take them.';
      case 'represented':
        return 'You told us you already have an attorney for this accident, so we will not refer your case: two attorneys on one case only get in each other’s way. You may share this report with your attorney and ask them anything it raises.';
      case 'workers_comp_only':
        return "You were hurt at work and told us no one outside your employer was involved. That is normally a workers' compensation claim, which our participating injury attorneys do not take.";
      case 'not_referred':
        return 'From what you told us we cannot refer this case to a participating attorney. That is not a judgement of your claim: you may still speak with any attorney you choose.';
    }
  },
  humanReview: (code) =>
    ({
      deadline_passed_exception_possible:
        'the deadline we estimated seems to have passed, and exceptions exist that only a person can weigh',
      unverified_deadline_passed: 'a deadline from data we have not verified may have passed',
      contributory_bar:
        'in your state any share of fault can stop a claim, so how the fault is shared needs a careful look',
      contributory_fault_disputed:
        'in your state any share of fault can stop a claim, and who was at fault needs a careful look',
      fault_bar_unverified: 'the rule your state uses for shared fault is one we have not verified',
      slight_fault_rule: "your state's rule on shared fault needs a person to weigh it",
      minor: 'the injured person may have been under 18, and the rules for minors differ',
      wrongful_death: 'the injured person died, and who may bring the claim and by when needs a careful look',
      not_the_injured_person:
        'someone other than the injured person told us what happened, so we want to hear from the injured person too',
      emergency_during_intake:
        'you told us about an emergency during the intake, and we want to be sure everyone is safe first',
      government_notice_unknown:
        'a government body is involved, and its notice deadline is one we could not estimate',
      facts_missing: 'we are missing a few facts we need',
    })[code],
  humanReviewIntro: (reasons) =>
    `Before anything else, a person on our team will look at your case, because ${joinList(reasons, 'and')}.`,
  nextSteps: (outcome, matchedOffice) => {
    switch (outcome) {
      case 'matched':
        return [
          'A case manager will contact you within 24–48 hours to introduce a participating attorney licensed in your state.',
          ...(matchedOffice ? [`The attorney we matched you with has an office in ${matchedOffice}.`] : []),
          'The attorney will confirm the facts, the deadlines and the value; the first consultation is free and there is no obligation.',
          'Keep gathering the documents in the checklist.',
        ];
      case 'mass_tort':
        return [
          'A case manager will contact you within 24–48 hours about attorneys who take cases like yours.',
          'Keep the product, its packaging and your records of when you used it.',
          'Keep gathering the documents in the checklist.',
        ];
      case 'review':
        return [
          'A case manager will review your case and may contact you for the facts we are missing.',
          'Keep gathering the documents in the checklist.',
        ];
      case 'represented':
        return [
          'Your attorney is the person to ask about deadlines and value; this report can help that conversation.',
        ];
      case 'workers_comp':
        return [
          "Report the injury to your employer in writing if you have not, and contact your state's workers' compensation agency: it explains your benefits and the forms, free of charge.",
          "A workers' compensation attorney can help if your claim is denied or your benefits stop; their fees are usually set or approved by the state.",
          'If you later learn that someone outside your employer played a part (an equipment maker, a contractor, a driver), tell us: that can be an injury claim of its own.',
        ];
      case 'not_referred':
        return [
          'If a deadline is close, contact an attorney or your state bar’s lawyer referral service soon.',
        ];
    }
  },
  howAttorneyIsChosen:
    'Among participating attorneys licensed in your state who take your type of case and have room for it, the case goes to the one with the lightest load for their capacity; we never rank by payment or ratings.',
  matchingDisclosure:
    'Participating attorneys pay to take part in our network. A match is not a recommendation or a judgement of any attorney’s quality. You are free to choose any attorney.',
  notReferredReason: (code) =>
    ({
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
    })[code],
  help: {
    lawyerReferral: (name) => `${name}: lawyer referral in your state`,
    workersComp: (name) => `${name}: your state's workers' compensation agency`,
    nationalLawyerReferral: 'American Bar Association directory of lawyer referral services, by state',
    nationalWorkersComp: "U.S. Department of Labor list of state workers' compensation agencies",
    notYetChecked: 'address from general knowledge, not yet checked by us',
  },
  evidence,
  disclaimers: [
    `${organization.productName} is a free referral service, not a law firm. This report is general information, not legal advice, and no attorney-client relationship is created by it.`,
    'The range is an estimate from common valuation methods and the facts you gave us. It is not a guarantee or a promise of any result; results in other cases do not predict yours.',
    'Deadlines shown are estimates from general state rules. Exceptions (for minors, government bodies, discovery of harm) can shorten or lengthen them: an attorney must confirm the deadlines that apply to you.',
  ],
  contactLine: `Questions: ${organization.supportEmail} or ${organization.supportPhone}.`,

  email: {
    subject: `Your case value report from ${organization.productName}`,
    correctedSubject: `Your corrected case value report from ${organization.productName}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    correctedIntro: 'We corrected the facts of your case and recomputed your report. What changed:',
    attachedAndOnline:
      'Thank you for telling us what happened. Your case value report is attached as a PDF and online at:',
    attachedAndOnlineHtml:
      'Thank you for telling us what happened. Your case value report is attached as a PDF and online:',
    openReport: 'Open your report',
    worksUntil: (date) => `(the link works until ${date})`,
    urgent:
      'Important: a deadline for your claim may be close or may have passed. Speak with an attorney as soon as possible.',
    estimatedRange: (range) => `Estimated range: ${range}`,
    estimateNote:
      'This is an estimate from common valuation methods and the facts you gave us, not a promise.',
    shortEstimateNote: 'An estimate, not a promise.',
    whatNext: 'What happens next:',
  },
};
