import type {
  Deadline,
  DeadlineTerm,
  EligibilityCheckCode,
  HumanReviewCode,
  MassTortMatch,
  NoClaimReason,
} from '../../../../contracts/conclusions';
import { usd } from '../../../../contracts/valuation';
import { labelCheckCodes } from '../../../case-record/check-labels';

import { englishPeriod } from './english';

/**
 * The case manager's words (English, the staff console's language), kept with the stored
 * decision: a deadline's one-line basis, a route's reason, a human-review reason. Terse and
 * technical, with the facts behind them; the visitor's words are in english.ts / spanish.ts.
 */
const startWords: Record<DeadlineTerm['from'], string> = {
  incident: 'incident',
  discovery: 'discovery',
  death: 'death',
  eighth_birthday: '8th birthday',
  twenty_second_birthday: '22nd birthday',
  claim_rejection: 'written rejection of the claim',
};

const termWords = (term: DeadlineTerm) =>
  `${englishPeriod(term.period) ? `${englishPeriod(term.period)} from ` : ''}${startWords[term.from]}${term.fromDate ? ` ${term.fromDate}` : ''}`;

export function caseManagerDeadlineNote(deadline: Omit<Deadline, 'caseManagerNote'>): string {
  const parts = [`${deadline.rule.replaceAll('_', ' ')}${deadline.state ? ` (${deadline.state})` : ''}`];
  if (deadline.terms.length) {
    parts.push(
      deadline.terms.map(termWords).join(deadline.pick === 'only' ? '' : ` | `) +
        (deadline.pick === 'only' ? '' : ` (${deadline.pick})`),
    );
  }
  if (deadline.cappedByRepose) parts.push(`cut by repose: ${termWords(deadline.cappedByRepose)}`);
  if (deadline.governmentKinds) parts.push(`covers ${deadline.governmentKinds.join(', ')}`);
  if (deadline.undatedReason) parts.push(`no date: ${deadline.undatedReason.replaceAll('_', ' ')}`);
  if (deadline.assumptions.length)
    parts.push(`assumed: ${deadline.assumptions.join(', ').replaceAll('_', ' ')}`);
  if (deadline.citation) parts.push(deadline.citation);
  if (deadline.isUnverified) parts.push('UNVERIFIED data: estimate');
  return parts.join(' · ');
}

/** Why a person must look before anything else, for the case manager. */
export const humanReviewNotes: Record<HumanReviewCode, (detail: string) => string> = {
  deadline_passed_exception_possible: (detail) =>
    `Limitation deadline passed (${detail}). Check exceptions (discovery, minority, absence, tolling agreements) before telling the visitor no.`,
  deadline_counted_from_discovery: (detail) =>
    `Harm found after the incident; the deadline is counted from the discovery (${detail}). Confirm today which day the state treats as the injury before anyone tells the visitor a date.`,
  unverified_deadline_passed: (detail) =>
    `A deadline from unverified data has passed (${detail}). Confirm the rule before acting on it.`,
  contributory_bar: (detail) =>
    `Contributory-negligence state and the visitor gives themselves ${detail} of the fault: barred if proven. Check the facts and exceptions (last clear chance, product claims).`,
  contributory_fault_disputed: (detail) =>
    `Contributory-negligence state and fault is disputed or unknown (${detail}). Any share proven against the visitor bars recovery.`,
  fault_bar_unverified: (detail) =>
    `Fault rule for this state is unverified and the visitor shares fault (${detail}): the bar was not applied.`,
  slight_fault_rule: (detail) =>
    `South Dakota slight/gross rule with ${detail} own fault: no number in the statute; weigh it.`,
  minor: (detail) =>
    `The injured person may have been a minor at the incident (${detail}): tolling and a guardian.`,
  wrongful_death: () =>
    'The injured person died: confirm the date of death, who may bring the claim, and the wrongful-death period.',
  not_the_injured_person: (detail) =>
    `Facts given by someone other than the injured person (${detail}): confirm with the injured person and their wish to be referred.`,
  emergency_during_intake: () =>
    'An emergency was reported during the intake: check on the visitor first; the value is provisional.',
  government_notice_unknown: (detail) =>
    `Government defendant with no notice-of-claim data (${detail}): find the notice deadline today.`,
  facts_missing: (detail) => `Checks the intake could not settle: ${labelCheckCodes(detail)}.`,
  turn_away_unconfirmed: (detail) =>
    `Would turn the visitor away, but the visitor has not confirmed it (${detail}): confirm with them before anyone is told no.`,
  release_signed: (detail) =>
    `The visitor says they already signed papers from an insurer ("${detail}"): a release or settlement may end the claim. Get a copy to the attorney before anyone advises the visitor or refers on value.`,
  turn_away_instruction_like: (detail) =>
    `Text that reads as an instruction to the agent touched ${detail}: the fact was not set. Ask the visitor directly.`,
};

/** The reason stored with each eligibility check. */
export const checkReasons = {
  deadlinePassed: 'A filing or notice deadline we computed has passed.',
  noDeadline: 'No filing deadline could be computed (date, state or data missing).',
  unverifiedPassed: 'A deadline from unverified data has passed: confirm the rule before acting.',
  open: 'The computed deadlines have not passed.',
  openEstimate: 'The computed deadlines have not passed; some rest on unverified data (estimates).',
  injury: 'An injury was reported.',
  noInjury: 'The intake did not capture an injury.',
  uninjured: 'The visitor confirmed nobody was hurt.',
  /** A turn-away fact the visitor has not confirmed (decision 0091): a person checks it. */
  unconfirmed: (what: string) =>
    `The intake read ${what}, but the visitor has not confirmed it: a person checks before anyone is turned away.`,
  fullyAtFault: 'The visitor holds themselves fully at fault.',
  barredByFault: "At the stated share of fault the state's rule bars recovery.",
  otherParty: 'Another party is held at least partly responsible.',
  noOtherParty: 'The intake did not capture who else was at fault.',
  represented: 'Already represented by an attorney for this accident; we do not refer.',
  notRepresented: 'Not represented.',
  representationUnknown: 'The intake did not learn whether an attorney is already involved.',
  compOnly:
    "Hurt at work with no one outside the employer involved: workers' compensation is normally the only remedy against an employer, so this is a comp claim, not an injury claim we refer.",
  compThirdParty:
    'Someone outside the employer was involved, so an injury claim may sit beside workers’ compensation.',
  compUnknown: 'A work injury where we do not know whether anyone outside the employer was involved.',
  compNotCarried:
    "A work injury where the visitor says the employer carries no workers' comp: comp may not be the only remedy. A person checks the state's rules before the case is referred or turned away.",
  stateUnknown: 'The state is not known.',
  stateServed: (state: string) => `${state} is a state we serve.`,
  stateNotServed: (state: string) => `${state} is not a state we serve.`,
  aboveFloor: (likely: number, floor: number) => `Likely value ${usd(likely)} is at least ${usd(floor)}.`,
  floorUnclear: (likely: number, high: number, floor: number) =>
    `Likely value ${usd(likely)} is below ${usd(floor)}, but unknown facts put the high end at ${usd(high)}.`,
  stillTreating: (likely: number, floor: number) =>
    `Likely value ${usd(likely)} is below ${usd(floor)} on the bills so far, but treatment is still going on and the cost of care to come is not known: ask where treatment stands before deciding.`,
  belowFloor: (likely: number, floor: number) => `Estimated value ${usd(likely)} is below ${usd(floor)}.`,
  valueUnmeasured:
    'An injury that needed care, but the medical bills are not known, so there is no figure to compare with the floor yet: ask for the bills.',
  /** A claim the injury model does not value: said as such, never as "$0 is below the floor" (decision 0092). */
  noClaim: {
    deadline_passed:
      'No injury value while the filing deadline looks passed: the value is worked out once a person has checked the dates.',
    workers_comp_only:
      "No injury value: workers' comp only, whose benefits follow the state's schedule and are handled by the workers' comp panel.",
  } satisfies Record<NoClaimReason, string>,
};

/** Why a case went where it went, for the case manager. */
export const routeReasons = {
  represented: 'Already represented for this accident: not referred (the visitor is told why).',
  compOnly:
    "Work injury with only the employer involved: exclusive remedy, so workers' comp. Refer to the workers' comp panel; no injury claim to match.",
  notReferred: (failed: EligibilityCheckCode[]) => `Not referred: failed ${failed.join(', ')}.`,
  massTort: (match: MassTortMatch) =>
    match.actionId === 'medical_device'
      ? 'Medical device involved, no known mass action matched: mass-tort panel; check for an action.'
      : `Matches a known mass action: ${match.name} (${match.court ?? 'court not recorded'})${match.isUnverified ? ', from unverified data: check the JPML list' : ''}. Mass-tort panel.${match.deadlineFacts ? ` ${match.deadlineFacts}` : ''}`,
  injury: 'Injury claim: personal-injury panel.',
  injuryAndComp:
    "Work injury with someone outside the employer: personal-injury panel for the third-party claim; workers' comp applies too (lien).",
};
