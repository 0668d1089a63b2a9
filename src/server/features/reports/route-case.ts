import { type CaseRecord, isConfirmedTurnAway, type TurnAwayFact } from '../../../contracts/case-record';
import type {
  CaseValuation,
  DeadlineSummary,
  EligibilityCheckCode,
  HumanReviewCode,
  HumanReviewReason,
  MassTortMatch,
  Routing,
  VisitorRouteReason,
} from '../../../contracts/conclusions';

import { type Eligibility, workersCompOnly } from './assess-eligibility';
import { deadlinesToCheck, firstDeadline, hasUnverifiedPassed } from './compute-deadlines';
import { mayHaveBeenUnder } from './deadlines/limitation-rules';
import { massActionDeadlineFacts, massActionNamedIn } from './rules/mass-actions.rules';
import { isVerified } from './rules/rule-types';
import { findFaultRule } from './valuation/apply-fault-rule';
import { humanReviewNotes, routeReasons } from './words/case-manager';

/**
 * Where a case goes, and why (issue 12): the personal-injury panel; the workers' comp panel
 * (a work injury with only the employer involved; with someone outside it, the injury panel
 * and the visitor is told comp applies too); the mass-tort panel (a product, drug or device in
 * a known mass action, or a medical device); already represented; or not referred (no injury,
 * barred by the fault rule, expired, below the value floor, outside the states we serve).
 * Each route carries the visitor's reasons (codes the report words in their language) and
 * the case manager's. What a rule cannot settle is listed for a person, never decided silently.
 */
export interface Circumstances {
  /** An emergency was flagged during the intake (cases.emergency_flagged_at). */
  emergencyReported?: boolean;
}

/** Product, drug and device cases; a crash, a fall or a bite never belongs to a mass action. */
const massTortCaseTypes = new Set(['product_liability', 'medical_malpractice', 'workplace', 'other']);

/** A known mass action the product, its maker or the injuries name, matched on whole words. */
export function findMassAction(record: CaseRecord, reportDate: string): MassTortMatch | undefined {
  if (record.caseType === undefined || !massTortCaseTypes.has(record.caseType)) {
    return record.medicalDevice ? deviceWithoutAction : undefined;
  }
  const entry = massActionNamedIn(
    [record.product, record.manufacturer, record.atFaultParty, ...(record.injuries ?? [])]
      .filter(Boolean)
      .join(' · '),
  );
  if (entry) {
    return {
      actionId: entry.value.id,
      name: entry.value.name,
      court: `${entry.citation ?? ''}, ${entry.value.court}`.replace(/^, /, ''),
      sourceUrls: entry.sourceUrls,
      isUnverified: !isVerified(entry, reportDate),
      deadlineFacts: massActionDeadlineFacts(entry.value),
    };
  }
  return record.medicalDevice ? deviceWithoutAction : undefined;
}

const deviceWithoutAction: MassTortMatch = {
  actionId: 'medical_device',
  name: 'medical device',
  sourceUrls: [],
  isUnverified: false,
};

/** The reasons that mean a deadline may have passed: a person checks the dates today. */
const deadlineCheckCodes = new Set<HumanReviewCode>([
  'deadline_passed_exception_possible',
  'unverified_deadline_passed',
  'deadline_counted_from_discovery',
]);

const turnAwayLabels: Record<TurnAwayFact, string> = {
  priorAttorney: 'already has a lawyer',
  thirdPartyInvolved: "workers' comp only, nobody outside the employer",
  uninjured: 'nobody hurt',
  medicalBills: 'medical bills that put the value under the floor',
  incidentDate: 'an incident date that puts the deadline in the past',
};
const turnAwayLabel = (key: TurnAwayFact) => turnAwayLabels[key];

/** What no rule can settle from the record: each reason goes to a person with its facts. */
export function humanReviewReasons(
  record: CaseRecord,
  conclusions: { valuation: CaseValuation; deadlines: DeadlineSummary; eligibility: Eligibility },
  options: { reportDate: string; circumstances?: Circumstances },
): HumanReviewReason[] {
  const reasons: HumanReviewReason[] = [];
  const add = (code: HumanReviewCode, detail = '') =>
    reasons.push({ code, caseManagerNote: humanReviewNotes[code](detail) });
  const { deadlines, eligibility } = conclusions;
  const incidentDate = record.incidentDate?.from ?? options.reportDate;

  if (deadlines.isExpired) add('deadline_passed_exception_possible', firstDeadline(deadlines)?.date ?? '');
  else if (hasUnverifiedPassed(deadlines))
    add(
      'unverified_deadline_passed',
      deadlines.deadlines
        .filter((deadline) => deadline.isUnverified && deadline.status === 'expired')
        .map((deadline) => `${deadline.rule.replaceAll('_', ' ')} ${deadline.date}`)
        .join(', '),
    );
  const fromDiscovery = deadlinesToCheck(deadlines, options.reportDate).filter(
    (deadline) => deadline.status !== 'expired',
  );
  if (fromDiscovery.length)
    add(
      'deadline_counted_from_discovery',
      fromDiscovery
        .map((deadline) => {
          const fromIncident = deadline.terms.find((term) => term.from === 'incident')?.date;
          return `${deadline.rule.replaceAll('_', ' ')} ${deadline.date} from discovery, ${fromIncident} from the incident`;
        })
        .join(', '),
    );

  const faultRule = findFaultRule(record, { incidentDate, reportDate: options.reportDate });
  const ownFault = record.ownFaultPercent;
  if (faultRule) {
    const isRuleVerified = isVerified(faultRule, options.reportDate);
    const rule = faultRule.value.rule;
    if (isRuleVerified && rule === 'contributory') {
      if (ownFault !== undefined && ownFault > 0) add('contributory_bar', `${ownFault} %`);
      else if (record.ownFaultNotes || ownFault === undefined)
        add(
          'contributory_fault_disputed',
          record.ownFaultNotes ? 'the other side blames the visitor' : 'own share not known',
        );
    }
    if (!isRuleVerified && ownFault !== undefined && ownFault > 0)
      add('fault_bar_unverified', `${ownFault} %`);
    if (isRuleVerified && rule === 'slight_gross' && ownFault !== undefined && ownFault > 0)
      add('slight_fault_rule', `${ownFault} %`);
  }

  if (mayHaveBeenUnder(record, 18, incidentDate, options.reportDate)) add('minor', `age ${record.age} now`);
  if (record.deceased) add('wrongful_death');
  if (record.callerRelationship) add('not_the_injured_person', record.callerRelationship);
  // Papers already signed for an insurer may have settled the claim: only an attorney who
  // reads them can say (decision 0116), so no rule decides on it and no one tells the visitor.
  if (record.releaseSigned === true)
    add('release_signed', record.sources.releaseSigned?.quote ?? 'said so in the intake');
  if (options.circumstances?.emergencyReported) add('emergency_during_intake');
  if (
    record.governmentDefendant &&
    deadlines.deadlines.some((deadline) => deadline.kind === 'government_notice' && !deadline.date)
  )
    add('government_notice_unknown', record.state ?? 'state unknown');

  // A fact that would turn the visitor away goes to a person until they confirm it (decision 0091).
  if (eligibility.unconfirmed?.length)
    add('turn_away_unconfirmed', eligibility.unconfirmed.map(turnAwayLabel).join(', '));
  if (record.turnAway.instructionLike.length)
    add('turn_away_instruction_like', record.turnAway.instructionLike.map(turnAwayLabel).join(', '));

  const unsettled = eligibility.checks
    .filter((check) => check.result === 'unknown')
    .map((check) => check.code);
  if (unsettled.length) add('facts_missing', unsettled.join(', '));
  return reasons;
}

/** The route, its reasons for the visitor and the case manager, and what a person must look at. */
export function routeCase(
  record: CaseRecord,
  eligibility: Eligibility,
  humanReview: HumanReviewReason[],
  reportDate: string,
): Routing {
  const failed = eligibility.checks.filter((check) => check.result === 'failed').map((check) => check.code);
  const comp = workersCompOnly(record);
  const base: Pick<Routing, 'failedChecks' | 'humanReview' | 'alsoWorkersComp' | 'practiceArea'> & {
    deadlineCheck?: true;
  } = {
    failedChecks: [] as EligibilityCheckCode[],
    humanReview,
    alsoWorkersComp: comp === 'third_party',
    ...(record.caseType ? { practiceArea: record.caseType } : {}),
  };
  const routed = (
    route: Routing['route'],
    visitorReasons: VisitorRouteReason[],
    caseManagerReason: string,
    extra: Partial<Routing> = {},
  ): Routing => ({ ...base, route, visitorReasons, caseManagerReason, ...extra });

  // A deadline that may have passed is checked by a person the same day before the visitor
  // hears of it; whatever the route, nothing closes on it until then (decision 0090).
  if (humanReview.some((reason) => deadlineCheckCodes.has(reason.code))) base.deadlineCheck = true;

  // Already represented only on the visitor's own confirmation, never on a reading alone (decision 0091).
  if (record.priorAttorney === true && isConfirmedTurnAway(record, 'priorAttorney'))
    return routed('has_attorney', ['represented'], routeReasons.represented);
  if (comp === 'comp_only') {
    // The value floor fails only because a comp-only claim is valued at zero: not a reason of its own.
    return routed('workers_comp_panel', ['workers_comp_only'], routeReasons.compOnly, {
      failedChecks: failed.filter((code) => code !== 'value_above_floor'),
    });
  }
  const massTort = findMassAction(record, reportDate);
  // A product, drug or device in a known action goes to its panel even when the deadline
  // counted from the incident looks passed: the action's own facts and the discovery decide
  // it, and the value floor failed only because a passed deadline zeroed the value.
  const isDeadlineOnly =
    failed.includes('within_deadline') &&
    failed.every((code) => code === 'within_deadline' || code === 'value_above_floor');
  if (failed.length && !(massTort && isDeadlineOnly)) {
    return routed('none', ['not_referred'], routeReasons.notReferred(failed), { failedChecks: failed });
  }
  if (massTort) {
    const reason: VisitorRouteReason =
      massTort.actionId === 'medical_device' ? 'medical_device' : 'mass_tort_action';
    return routed('mass_tort_panel', [reason], routeReasons.massTort(massTort), { massTort });
  }
  return routed(
    'pi_panel',
    base.alsoWorkersComp ? ['injury_panel', 'workers_comp_too'] : ['injury_panel'],
    base.alsoWorkersComp ? routeReasons.injuryAndComp : routeReasons.injury,
  );
}
