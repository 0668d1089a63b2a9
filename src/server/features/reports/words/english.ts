import type { CaseType } from '../../../../contracts/case-record';
import type { Period } from '../../../../contracts/conclusions';
import { organization } from '../../../../contracts/organization';

import type { LanguagePack } from './language-pack';
import { joinList } from './pack-helpers';

/** "2 years", "6 months", "1 year and 90 days". */
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

const noClaim = {
  deadline_passed:
    'We have not put a value on your claim yet: a person on our team will first look at its dates, today.',
  workers_comp_only:
    "A work injury with no one outside the employer involved is normally a workers' compensation claim: comp pays medical care and part of lost pay on a set schedule, not the damages valued here.",
};

export const englishPack: LanguagePack = {
  language: 'en',
  locale: 'en-US',
  and: 'and',
  range: (low, high, likely) => `${low} – ${high} (likely ${likely})`,
  valueUnmeasured:
    'Not estimated yet: we need your medical bills. The value of an injury claim is built on them, so we do not give a figure without them. A case manager will look at your case, and once you have the bills, the estimate can be worked out.',
  valueAwaitsDates:
    'Not estimated yet: a person on our team will first look at the dates for your claim, today, and the estimate follows from that.',
  valueWorkersComp:
    "Not valued here: a work injury with only your employer involved is a workers' compensation claim. Its benefits (your medical care and part of your lost pay) are set by your state's workers' compensation rules, not by an injury value like the ones this report estimates, so it gives no figure. What to do next is below.",
  dateBetween: (from, to) => `between ${from} and ${to}`,
  datePrecision: { day: 'day', week: 'week', month: 'month', season: 'season', year: 'year' },
  period: englishPeriod,

  page: {
    title: 'Your case value report',
    heading: 'Your case value report',
    subtitle: ({ caseType, state, incidentDate: when, reportDate }) =>
      `${caseType}${state ? ` in ${state}` : ''}${when ? ` on ${when}` : ''} · prepared ${reportDate}`,
    datesCheck:
      'A person on our team will look at the dates for your claim today, and will contact you about them.',
    signNothing:
      'Until you have heard from us, please do not sign anything about this claim, such as a release or a settlement offer.',
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
    howChosenHeading: 'How we choose an attorney',
    notReferredHeading: 'Why we are not referring this case, and where to turn',
    stillFreeToChoose: 'You can still speak with any attorney you choose. These can help:',
    deadlineToWatch: 'Deadline to watch.',
    deadlineToWatchText: (label, date) =>
      `${label}: about ${date} (an estimate; an attorney must confirm it).`,
    compDeadlineToWatch: (state) =>
      `Workers’ compensation claim: its deadline in ${state} is separate from the injury deadline and may come sooner. We have no data for it, so ask the state’s workers’ compensation agency or an attorney soon.`,
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
    pageOf: (page, total) => `Page ${page} of ${total}`,
  },
  chart: {
    axis: 'Dollars; the dark mark is the likely figure',
    value: 'Estimated value',
    afterFee: 'After attorney fee',
    low: 'low',
    likely: 'likely',
    high: 'high',
    title: (value, afterFee) => `Estimated value ${value}; after an illustrative attorney fee ${afterFee}`,
    likelyMark: 'likely figure',
  },

  steps: {
    labels: {
      medical_bills: 'Medical bills so far',
      future_medical: 'Future medical care',
      lost_wages: 'Lost wages',
      future_wages: 'Pay still to be lost',
      out_of_pocket: 'Out-of-pocket costs',
      property_damage: 'Property damage',
      vehicle_damage: 'Vehicle damage',
      pain_and_suffering: 'Pain and suffering (multiplier)',
      per_diem: 'Cross-check: per diem',
      unknowns_widen: 'Unknown facts widen the range',
      subtotal: 'Subtotal',
      fault_rule: 'Fault rule',
      damage_cap: 'Damage cap',
      insurance_limit: 'Insurance limit',
      rounded: 'Rounded',
      attorney_fee: 'Attorney fee (illustrative)',
      no_claim: 'No injury claim to value',
    },
    medicalBills: {
      total: 'Counted in full as economic damages.',
      paidParts: 'The parts of the bills you told us someone paid; the full bill may be higher.',
    },
    futureMedical: 'The future cost you were given; counted in full.',
    lostWages: 'Pay lost because of the injury; counted in full.',
    futureWages: ({ days, rate, per }) =>
      `The time off work you expect (about ${days} days, as you were told) at ${rate} ${per}; counted, not multiplied.`,
    perWords: { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' },
    outOfPocket: 'Counted in full.',
    propertyDamage: 'Repair or replacement cost; counted in full but not multiplied.',
    vehicleDamage:
      'Vehicle damage is usually settled on its own with the insurer as a property claim, so it is shown but not added to the injury claim.',
    painNone: 'No injury was reported, so there is no pain-and-suffering amount.',
    pain: ({ band, from, base, multipliers, adjustedFor }) =>
      `${band}${from ? ` (from ${from})` : ''}: medical costs and lost wages of ${base} × ${multipliers}` +
      (adjustedFor ? `, adjusted for ${adjustedFor}` : '') +
      '. Multipliers are an insurance-industry convention, not a rule of law.',
    tiers: {
      none: 'No injury reported',
      soft_tissue: 'Soft tissue',
      objective: 'Objective findings',
      surgery_or_permanent: 'Surgery or permanent injury',
      catastrophic: 'Catastrophic',
      unknown: 'Severity not known',
    },
    signs: {
      death: 'the death of the injured person',
      catastrophic_injury: 'a catastrophic injury',
      surgery: 'surgery',
      objective_injury: 'an injury with objective findings',
      soft_tissue_injury: 'a soft-tissue injury',
      permanent_injury: 'a permanent injury',
      hospital_admission: 'a hospital admission',
      injuries_described: 'the injuries described',
    },
    modifiers: {
      clear_liability: 'clear liability',
      treatment_gap: 'a gap of more than 30 days in treatment',
      same_part_prior_injury: 'an earlier injury to the same part of the body',
    },
    perDiem: ({ rate, floor, days, total }) =>
      `${rate} a day (a day's pay, at least ${floor}) × ${days} days missed = ${total}. Shown for comparison; not added.`,
    widen: ({ count, facts, lowCut, highRaise }) =>
      `${count} fact(s) that change the number were not captured (${facts}): low − ${lowCut}, high + ${highRaise}. They are not guessed.`,
    subtotal: 'Economic plus non-economic damages.',
    fault: {
      unverified: (state, share) =>
        `The fault rule for ${state} is unverified (our sources disagree or are unconfirmed); only the reduction for your share of fault (${share}) is applied, no bar.`,
      pure: (state, share) =>
        `${state} uses pure comparative fault: the value is reduced by your share of fault (${share}), whatever it is.`,
      modified: (state, rule, share, isBarred) =>
        `${state} uses modified comparative fault: recovery is barred at ${rule === 'mod50' ? '50 % or more' : 'more than 50 %'} fault, otherwise reduced by your share (${share})${isBarred ? '; at your stated share it is barred' : ''}.`,
      contributory: (state, isBarred) =>
        `${state} uses contributory negligence: any share of fault can bar recovery${isBarred ? ', and you told us you share some' : ''}.`,
      slightGross: (share) =>
        `South Dakota allows recovery only if your fault is "slight" compared with the other side's; ${
          share ? `with ${share} a court may find it is not, so the low figure is zero` : 'you reported none'
        }.`,
    },
    cap: {
      unverified: (state, limit) =>
        `${state} may cap damages (${limit} per the research) but the figure is unverified; not applied.`,
      notForThisInjury: (state) => `${state}'s cap does not apply to an injury this serious.`,
      applied: (state, kind, limit, citation) =>
        `${state} caps ${kind === 'non_economic' ? 'non-economic' : 'total'} damages in this kind of case at ${limit}${citation ? ` (${citation})` : ''}.`,
    },
    insuranceLimit: (limit) =>
      `The at-fault party's policy limit of ${limit} is the most their insurer must pay; more would have to come from other coverage or the party's own assets.`,
    rounded: 'Rounded to the nearest $500: these are estimates, not a quote.',
    fee: {
      typical: 'A typical contingency fee',
      stateLimit: (state, citation) => `${state}'s fee limit${citation ? ` (${citation})` : ''}`,
      upTo: (amount) => `up to ${amount}`,
      then: ', then ',
      text: (who, preSuit, litigated) =>
        `${who}: ${preSuit} if settled before a lawsuit (likely and high), ${litigated} if litigated (low). ` +
        'Case costs and liens (health insurer, Medicare or Medicaid, workers’ comp) also come out and are not included.',
    },
    noClaim,
  },
  notes: {
    noState: 'Without the state we cannot apply its fault rule, damage caps or deadlines.',
    noFaultRule: (state) => `We have no fault rule for ${state} on the incident date; none was applied.`,
    faultRuleUnverified: (state) =>
      `The fault rule for ${state} is unverified; an attorney must confirm how your share of fault counts.`,
    contributoryAnyFault: (state) => `In ${state} even a small share of fault on your side can bar recovery.`,
    capUnverified: (state) =>
      `A damage cap may apply in ${state}; our data for it is unverified, so no cap was applied.`,
    capNoFigureThisYear: (state) =>
      `${state}'s damage cap is indexed and we have no figure for this year; no cap was applied.`,
    insuranceUnknown:
      'The amount actually collectible may be limited by the available insurance, which we do not know.',
    liens: (payers) =>
      `Part of your medical bills was paid by ${joinList(payers, 'and')}. That part still counts in the bills above, ` +
      'but it may have to be paid back from a settlement (a lien), so you would keep less. Whether it does depends on who paid and on ' +
      'your state’s rules (in no-fault states, PIP often works differently); an attorney can check, and can often negotiate a lien down.',
    payerNames: {
      health_insurance: 'your health insurance',
      medicare: 'Medicare',
      medicaid: 'Medicaid',
      pip_medpay: 'PIP or MedPay',
      workers_comp: 'workers’ comp',
      auto_insurance: 'your car insurance',
      other_party_insurer: 'the other side’s insurer',
      self: 'you',
      unpaid: 'no one yet',
      other: 'someone else',
    },
  },

  deadlines: {
    status: {
      expired: 'A person is checking this date today',
      urgent: 'Close',
      open: 'Estimated',
      unknown: 'Needs an attorney',
    },
    labels: {
      limitation: 'Filing deadline (statute of limitations)',
      medicalMalpractice: 'Medical malpractice filing deadline',
      wrongfulDeath: 'Wrongful-death filing deadline',
      repose: 'Outer limit (statute of repose)',
      governmentNotice: 'Notice of claim to a government body',
      governmentSuit: 'Lawsuit deadline after the notice of claim',
      workersCompClaim: 'Workers’ compensation claim deadline',
    },
    starts: {
      incident: (on) => `the incident${on ? ` (${on})` : ''}`,
      discovery: (on) => `the discovery of the injury${on ? ` (${on})` : ''}`,
      death: () => 'the death',
      eighth_birthday: (on) => `the eighth birthday${on ? ` (about ${on})` : ''}`,
      twenty_second_birthday: (on) => `the 22nd birthday${on ? ` (about ${on})` : ''}`,
      claim_rejection: () => "the public body's written rejection of the claim",
    },
    term: (period, start) => `${period} from ${start}`,
    pick: {
      earlier: (terms) => `${terms.join(', or ')}, whichever is earlier`,
      later: (terms) => `${terms.join(', or ')}, whichever is later`,
    },
    qualifiers: {
      wrongfulDeath: ' (the state’s injury period, used because our research has no wrongful-death table)',
      motorVehicle: ' for motor-vehicle claims',
    },
    reposeCut: (period) =>
      `; never more than ${period} after the incident (statute of repose), which comes first here`,
    limitation: (where, basis) => `${where}: ${basis}.`,
    repose: (where, period) =>
      `${where}: no claim after ${period} from the incident, whenever the injury was discovered.`,
    notice: (where, kinds, period, start) =>
      `${where}: a claim against ${kinds} must be presented within ${period} of ${start}, long before the usual deadline.`,
    suitAfterRejection: (where, period) =>
      `${where}: if the claim is rejected in writing, a lawsuit must be filed within ${period} of that rejection; the date depends on the rejection, so we cannot show it.`,
    suitFromIncident: (where, kinds, period, start) =>
      `${where}: if the claim is not settled, a lawsuit against ${kinds} must be filed within ${period} of ${start}.`,
    workersCompClaim: (where, period, start) =>
      `${where}: a workers’ compensation claim must be filed within ${period} of ${start}, apart from the injury deadline.`,
    thisState: 'This state',
    governmentKinds: {
      federal: 'federal agencies',
      state: 'state agencies',
      county: 'counties',
      city: 'municipalities',
      school_district: 'school districts',
      transit: 'public transit agencies',
      other: 'other public bodies',
    },
    undated: {
      noState:
        'We need the state to estimate this deadline. Deadlines may be close; an attorney must confirm them.',
      noIncidentDate:
        'We need the date of the incident to estimate this deadline. Deadlines may be close; an attorney must confirm them.',
      noNoticeData: (state) =>
        `Claims against a government body usually need a formal notice within months, far sooner than the usual deadline. We have no data for ${state} and this public body; an attorney must confirm it right away.`,
      noRuleData: (state) =>
        `We have no deadline data for this kind of claim in ${state}. An attorney must confirm it.`,
      noWorkersCompData: (state) =>
        `A workers’ compensation claim has its own filing deadline, apart from the injury deadline, and it may come sooner. We have no deadline data for it in ${state}: an attorney or the state’s workers’ compensation agency must confirm it. Many states also require the injury to be reported to the employer within about 30 days.`,
    },
    assumptions: {
      discovery_not_given: 'We used the incident date because no discovery date was given.',
      death_date_not_given:
        'We counted from the incident because we do not know the date of death; the period runs from the death, which cannot come earlier.',
      counted_from_discovery:
        'The harm was found after the incident. Some states count from the day it was found, others from the incident, so we also counted from the day it was found; a person on our team is checking which day applies to you, today.',
      latent_injury:
        'The injury was found after the incident; a discovery rule may give more time, but we count from the incident until an attorney confirms.',
      birthday_estimated: 'A birthday is estimated from the age you gave, on its earliest possible day.',
      minor_tolling_not_in_data:
        'The injured person may have been under 18; the deadline for a minor is often later, but we show the adult one until an attorney confirms.',
      government_kind_not_given:
        'You did not say which public body was involved, so we used the earliest notice deadline that may apply.',
      dog_bite_law_not_in_data:
        'This is the state’s general injury deadline. In some states a claim under the dog-bite law itself has its own deadline, which can be shorter; we have no data for it, so the earliest deadline that may apply could come before this date. An attorney must confirm it.',
    },
    impreciseIncidentDate: (precision, earliestDay) =>
      `You gave the date as a ${precision}, so we counted from its earliest day, ${earliestDay}.`,
    unverified:
      'Our data for this rule is unverified, so treat the date as an estimate: an attorney must confirm it.',
  },

  routeReasons: {
    injury_panel: 'From what you told us, your case is the kind our participating injury attorneys take.',
    workers_comp_too:
      "You were hurt at work and someone outside your employer was involved. Workers' compensation still applies and pays for your care and part of your wages; beside it you may have an injury claim against that other party. The attorney will look at both.",
    medical_device:
      'A medical device was involved. Device cases are often handled together with others like them, so a case manager will look for the attorneys who take them.',
    represented:
      'You told us you already have an attorney for this accident, so we will not refer your case: two attorneys on one case only get in each other’s way. You may share this report with your attorney and ask them anything it raises.',
    workers_comp_only:
      "You were hurt at work and told us no one outside your employer was involved. That is normally a workers' compensation claim, which our participating injury attorneys do not take.",
    not_referred:
      'From what you told us we cannot refer this case to a participating attorney. That is not a judgement of your claim: you may still speak with any attorney you choose.',
  },
  massTortAction: (name, isUnverified) =>
    `What you named may be part of a group of similar cases already in court (${name ?? 'a mass action'}${isUnverified ? '; from our unverified list' : ''}). Cases like these go to attorneys who take part in such actions, so a case manager will find the right one.`,
  humanReview: {
    deadline_passed_exception_possible: 'the dates for your claim need a person to look at them today',
    unverified_deadline_passed:
      'a date for your claim comes from data we have not verified, and a person will check it today',
    deadline_counted_from_discovery:
      'the harm was found some time after it was caused, and a person will check today which date counts',
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
    turn_away_unconfirmed:
      'something you told us could mean we cannot help, and we want a person to check it with you first',
    turn_away_instruction_like:
      'part of what was written reads like instructions rather than facts about the accident, so a person will go over it',
    release_signed:
      'you told us you already signed papers from an insurance company, and the attorney will need to see what you signed',
  },
  humanReviewIntro: (reasons) =>
    `Before anything else, a person on our team will look at your case, because ${reasons}.`,
  nextSteps: {
    matched: [
      'A case manager will contact you within 24–48 hours to introduce a participating attorney licensed in your state.',
      'The attorney will confirm the facts, the deadlines and the value; the first consultation is free and there is no obligation.',
      'Keep gathering the documents in the checklist.',
    ],
    mass_tort: [
      'A case manager will contact you within 24–48 hours about attorneys who take cases like yours.',
      'Keep the product, its packaging and your records of when you used it.',
      'Keep gathering the documents in the checklist.',
    ],
    review: [
      'A case manager will review your case and may contact you for the facts we are missing.',
      'Keep gathering the documents in the checklist.',
    ],
    represented: [
      'Your attorney is the person to ask about deadlines and value; this report can help that conversation.',
    ],
    workers_comp: [
      "Report the injury to your employer in writing if you have not, and contact your state's workers' compensation agency: it explains your benefits and the forms, free of charge.",
      "A workers' compensation attorney can help if your claim is denied or your benefits stop; their fees are usually set or approved by the state.",
      'If you later learn that someone outside your employer played a part (an equipment maker, a contractor, a driver), tell us: that can be an injury claim of its own.',
    ],
    dates_check: [
      'A person on our team will look at the dates for your claim today and contact you.',
      'Until you have heard from us, please do not sign anything about this claim, such as a release or a settlement offer.',
      'Keep gathering the documents in the checklist.',
    ],
    not_referred: [
      'If a deadline is close, contact an attorney or your state bar’s lawyer referral service soon.',
    ],
  },
  matchedOffice: (office) => `The attorney we matched you with has an office in ${office}.`,
  howAttorneyIsChosen:
    'Among participating attorneys licensed in your state who take your type of case and have room for it, the case goes to the one with the lightest load for their capacity; we never rank by payment or ratings.',
  matchingDisclosure:
    'Participating attorneys pay to take part in our network. A match is not a recommendation or a judgement of any attorney’s quality. You are free to choose any attorney.',
  notReferredReasons: {
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
  },
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
    urgent: 'Important: a deadline for your claim may be close. Speak with an attorney as soon as possible.',
    datesCheck:
      'Important: a person on our team will look at the dates for your claim today. Until you have heard from us, please do not sign anything about this claim, such as a release or a settlement offer.',
    estimatedRange: (range) => `Estimated range: ${range}`,
    estimateNote:
      'This is an estimate from common valuation methods and the facts you gave us, not a promise.',
    shortEstimateNote: 'An estimate, not a promise.',
    whatNext: 'What happens next:',
  },
};
