import { z } from 'zod';

import { caseTypes, type FactKey, governmentKinds, medicalPayers } from './case-record';
import { severityTiers } from './valuation';

/**
 * The conclusions drawn from a case record, as they are stored (reports.valuation,
 * reports.deadlines, reports.routing, eligibility_assessments.reasons and their copies in
 * report_versions) and read back by the report page, the PDF, the email and the staff
 * console: one schema per shape, no second reading (issue 12).
 *
 * Stored conclusions carry no words a visitor reads: codes, amounts, dates, citations and
 * sources. The report words them in the visitor's language at render time (decision 0026).
 * Words written for the case manager (English, the console's language) are kept where a
 * decision is recorded for staff: a check's reason, the route's reason, a human-review
 * reason and a deadline's note.
 */

/** Version 2: language-free steps and deadlines, routing with its reasons (migration 0010). */
export const CONCLUSIONS_VERSION = 2;

const isoDate = z.iso.date();
const amount = z.number();

export const rangeSchema = z.object({ low: amount, likely: amount, high: amount });
export type Range = z.infer<typeof rangeSchema>;

// ---- Valuation

/** What the severity band was read from (read-severity.ts). */
export const severitySigns = [
  'death',
  'catastrophic_injury',
  'surgery',
  'objective_injury',
  'soft_tissue_injury',
  'permanent_injury',
  'hospital_admission',
  'injuries_described',
] as const;
export type SeveritySign = (typeof severitySigns)[number];

/** The research's multiplier modifiers (§3.2), each a fact the visitor gave. */
export const multiplierModifiers = ['clear_liability', 'treatment_gap', 'same_part_prior_injury'] as const;
export type MultiplierModifier = (typeof multiplierModifiers)[number];

/** Facts whose absence the report names; `widensRange` says whether it moved the number. */
export const valuationUnknownKeys = [
  'medicalBills',
  'futureMedical',
  'lostWages',
  'injuries',
  'ownFaultPercent',
  'state',
  'policyLimit',
] as const satisfies readonly FactKey[];
export type ValuationUnknownKey = (typeof valuationUnknownKeys)[number];

export const faultRuleCodes = ['contributory', 'pure', 'mod50', 'mod51', 'slight_gross'] as const;
export type FaultRuleCode = (typeof faultRuleCodes)[number];

export const feeBracketSchema = z.object({ upTo: z.number().nullable(), rate: z.number() });
export type FeeBracket = z.infer<typeof feeBracketSchema>;

/** 'add': sums into the value; 'total': the running value after the step; 'check': shown, not used. */
export const stepKinds = ['add', 'total', 'check'] as const;

const step = <Code extends string, Shape extends z.ZodRawShape>(code: Code, shape: Shape) =>
  z.object({
    code: z.literal(code),
    kind: z.enum(stepKinds),
    range: rangeSchema,
    sourceUrls: z.array(z.string()),
    isUnverified: z.boolean(),
    ...shape,
  });

export const noClaimReasons = ['deadline_passed', 'workers_comp_only'] as const;
export type NoClaimReason = (typeof noClaimReasons)[number];

export const valuationStepSchema = z.discriminatedUnion('code', [
  /** `isPaidParts`: no total was given; the parts someone paid are counted. */
  step('medical_bills', { isPaidParts: z.boolean() }),
  step('future_medical', {}),
  step('lost_wages', {}),
  /** Pay still to be lost: the rate the visitor earns over the time off a doctor expects. */
  step('future_wages', {
    days: z.number(),
    rate: amount,
    per: z.enum(['hour', 'day', 'week', 'month', 'year']),
  }),
  step('out_of_pocket', {}),
  step('property_damage', {}),
  /** Auto cases: settled as a property claim, shown beside the injury claim. */
  step('vehicle_damage', {}),
  step('pain_and_suffering', {
    tier: z.enum([...severityTiers, 'unknown']),
    derivedFrom: z.enum(severitySigns).optional(),
    base: amount,
    multipliers: rangeSchema,
    modifiers: z.array(z.enum(multiplierModifiers)),
  }),
  step('per_diem', { dailyRate: amount, days: z.number() }),
  step('unknowns_widen', {
    keys: z.array(z.enum(valuationUnknownKeys)),
    lowCut: z.number(),
    highRaise: z.number(),
  }),
  step('subtotal', {}),
  step('fault_rule', {
    state: z.string(),
    rule: z.enum(faultRuleCodes),
    ownFaultPercent: z.number(),
    isBarred: z.boolean(),
  }),
  step('damage_cap', {
    state: z.string(),
    capKind: z.enum(['non_economic', 'total']),
    /** null: the cap does not reach an injury this grave. */
    limit: z.number().nullable(),
    outcome: z.enum(['applied', 'not_for_this_injury', 'unverified_not_applied']),
    citation: z.string().optional(),
  }),
  step('insurance_limit', { perPerson: amount }),
  step('rounded', {}),
  step('attorney_fee', {
    /** Absent for the common practice; a state code when the state limits fees. */
    state: z.string().optional(),
    citation: z.string().optional(),
    preSuit: z.array(feeBracketSchema),
    litigated: z.array(feeBracketSchema),
  }),
  step('no_claim', { reason: z.enum(noClaimReasons) }),
]);
export type ValuationStep = z.infer<typeof valuationStepSchema>;
export type ValuationStepCode = ValuationStep['code'];

export const valuationNoteSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('no_state') }),
  z.object({ code: z.literal('no_fault_rule'), state: z.string() }),
  z.object({ code: z.literal('fault_rule_unverified'), state: z.string() }),
  z.object({ code: z.literal('contributory_any_fault'), state: z.string() }),
  z.object({ code: z.literal('cap_unverified'), state: z.string() }),
  z.object({ code: z.literal('cap_no_figure_this_year'), state: z.string() }),
  z.object({ code: z.literal('insurance_unknown') }),
  /**
   * Part of the bills was paid by a payer that is repaid from a recovery (PIP or MedPay, health
   * insurance, Medicare, Medicaid, workers' comp): a lien the visitor should know about (issue 24).
   */
  z.object({ code: z.literal('liens'), payers: z.array(z.enum(medicalPayers)).min(1) }),
  z.object({ code: z.literal('no_claim'), reason: z.enum(noClaimReasons) }),
]);
export type ValuationNote = z.infer<typeof valuationNoteSchema>;

export const valuationUnknownSchema = z.object({
  key: z.enum(valuationUnknownKeys),
  widensRange: z.boolean(),
});
export type ValuationUnknown = z.infer<typeof valuationUnknownSchema>;

export const caseValuationSchema = z.object({
  modelVersion: z.literal(CONCLUSIONS_VERSION),
  /** Estimated value of the claim before the attorney fee. */
  value: rangeSchema,
  /** Illustrative amount after the contingency fee (before costs and liens). */
  afterFee: rangeSchema,
  steps: z.array(valuationStepSchema),
  unknowns: z.array(valuationUnknownSchema),
  notes: z.array(valuationNoteSchema),
  /** The state's fault rule bars recovery at the visitor's stated share of fault. */
  isBarredByFault: z.boolean(),
  severityTier: z.enum([...severityTiers, 'unknown']),
});
export type CaseValuation = z.infer<typeof caseValuationSchema>;

// ---- Deadlines

export const deadlineKinds = [
  'limitation',
  'repose',
  'government_notice',
  'government_suit',
  'workers_comp_claim',
] as const;
export type DeadlineKind = (typeof deadlineKinds)[number];

/** Which rule a deadline comes from (research §3.6 and the notice-of-claim rules). */
export const deadlineRules = [
  'personal_injury',
  'motor_vehicle',
  'medical_malpractice',
  'product_liability',
  'wrongful_death',
  'minor_medical_malpractice',
  'medical_malpractice_repose',
  'government_notice',
  'government_suit',
  'workers_comp_claim',
] as const;
export type DeadlineRule = (typeof deadlineRules)[number];

/** The day a period runs from. */
export const deadlineStarts = [
  'incident',
  'discovery',
  'death',
  'eighth_birthday',
  'twenty_second_birthday',
  'claim_rejection',
] as const;
export type DeadlineStart = (typeof deadlineStarts)[number];

export const periodSchema = z.object({
  years: z.number().optional(),
  months: z.number().optional(),
  days: z.number().optional(),
});
export type Period = z.infer<typeof periodSchema>;

/** One period the rule counts, and the date it gives (absent when its start is not known). */
export const deadlineTermSchema = z.object({
  period: periodSchema,
  from: z.enum(deadlineStarts),
  fromDate: isoDate.optional(),
  date: isoDate.optional(),
});
export type DeadlineTerm = z.infer<typeof deadlineTermSchema>;

/**
 * What the date rests on, beyond the rule: each one is said beside the date.
 * - imprecise_incident_date: counted from the earliest day the visitor's words allow;
 * - discovery_not_given: the incident date stands in for the discovery date (the earlier);
 * - death_date_not_given: the incident date stands in for the date of death (the earlier);
 * - latent_injury: the harm was found later; a discovery rule may extend the date;
 * - counted_from_discovery: the harm was found later and the period is counted from when it was
 *   found (the later day), an estimate a person confirms (decision 0090);
 * - birthday_estimated: a birthday from the age alone, on its earliest possible day;
 * - minor_tolling_not_in_data: the visitor was a minor; tolling may extend the date;
 * - government_kind_not_given: which public body was not said; the earliest rule is used;
 * - dog_bite_law_not_in_data: a dog bite; a claim under a state's dog-bite law may have its own,
 *   possibly shorter, period that the data does not hold (decision 0343).
 */
export const deadlineAssumptions = [
  'imprecise_incident_date',
  'discovery_not_given',
  'death_date_not_given',
  'latent_injury',
  'counted_from_discovery',
  'birthday_estimated',
  'minor_tolling_not_in_data',
  'government_kind_not_given',
  'dog_bite_law_not_in_data',
] as const;
export type DeadlineAssumption = (typeof deadlineAssumptions)[number];

export const deadlineStatuses = ['expired', 'urgent', 'open', 'unknown'] as const;
export type DeadlineStatus = (typeof deadlineStatuses)[number];

/** Why no date could be given. */
export const undatedReasons = ['no_state', 'no_incident_date', 'no_rule_data', 'needs_later_event'] as const;

export const deadlineSchema = z.object({
  kind: z.enum(deadlineKinds),
  rule: z.enum(deadlineRules),
  state: z.string().nullable(),
  /** The periods the rule counts: one, or two of which the earlier or the later wins. */
  terms: z.array(deadlineTermSchema),
  pick: z.enum(['only', 'earlier', 'later']),
  /** An outer limit (statute of repose) that cut the date short. */
  cappedByRepose: deadlineTermSchema.optional(),
  /** Government notice: the public bodies it covers. */
  governmentKinds: z.array(z.enum(governmentKinds)).optional(),
  date: isoDate.optional(),
  daysLeft: z.number().optional(),
  status: z.enum(deadlineStatuses),
  undatedReason: z.enum(undatedReasons).optional(),
  assumptions: z.array(z.enum(deadlineAssumptions)),
  citation: z.string().optional(),
  sourceUrls: z.array(z.string()),
  /** VERIFY in the research, general knowledge, or last checked over a year ago: an estimate. */
  isUnverified: z.boolean(),
  /** The case manager's line (English): rule, period, start, source. */
  caseManagerNote: z.string(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

/** What a case manager calls each kind of deadline in the console (English, the console's language). */
export const deadlineKindLabels: Record<DeadlineKind, string> = {
  limitation: 'Filing deadline (statute of limitations)',
  repose: 'Outer limit (statute of repose)',
  government_notice: 'Notice of claim to a government body',
  government_suit: 'Lawsuit deadline after the notice of claim',
  workers_comp_claim: "Workers' compensation claim deadline",
};

export const deadlineSummarySchema = z.object({
  deadlines: z.array(deadlineSchema),
  /** Expired, within 90 days, or a government defendant: a person looks at it the same day. */
  isUrgent: z.boolean(),
  /** A verified limitation or notice deadline has passed. */
  isExpired: z.boolean(),
  /** No dated limitation deadline could be computed. */
  isUnknown: z.boolean(),
});
export type DeadlineSummary = z.infer<typeof deadlineSummarySchema>;

// ---- Eligibility

export const eligibilityCheckCodes = [
  'within_deadline',
  'has_injury',
  'other_party_at_fault',
  'not_represented',
  'claim_beyond_workers_comp',
  'state_served',
  'value_above_floor',
] as const;
export type EligibilityCheckCode = (typeof eligibilityCheckCodes)[number];

export const checkResults = ['passed', 'failed', 'unknown'] as const;
export type CheckResult = (typeof checkResults)[number];

export const eligibilityCheckSchema = z.object({
  code: z.enum(eligibilityCheckCodes),
  result: z.enum(checkResults),
  /** The case manager's reason (English). The visitor's words come from the report's pack by code. */
  reason: z.string(),
});
export type EligibilityCheck = z.infer<typeof eligibilityCheckSchema>;
export const eligibilityChecksSchema = z.array(eligibilityCheckSchema);

// ---- Routing

export const routes = ['pi_panel', 'workers_comp_panel', 'mass_tort_panel', 'has_attorney', 'none'] as const;
export type Route = (typeof routes)[number];

/**
 * What a rule cannot settle, so a person decides (issue 12): each reason is shown to the
 * case manager and, in kind words, to the visitor.
 */
export const humanReviewCodes = [
  'deadline_passed_exception_possible',
  'unverified_deadline_passed',
  'deadline_counted_from_discovery',
  'contributory_bar',
  'contributory_fault_disputed',
  'fault_bar_unverified',
  'slight_fault_rule',
  'minor',
  'wrongful_death',
  'not_the_injured_person',
  'emergency_during_intake',
  'government_notice_unknown',
  'facts_missing',
  /** A fact that would turn the visitor away, not confirmed by them (decision 0091). */
  'turn_away_unconfirmed',
  /** A fact that would turn the visitor away came in words that read as an instruction to the agent. */
  'turn_away_instruction_like',
  /**
   * The visitor already signed a release, settlement or other papers from an insurer: it may end
   * the claim, so an attorney reads it before anything else (decision 0116).
   */
  'release_signed',
] as const;
export type HumanReviewCode = (typeof humanReviewCodes)[number];

export const humanReviewReasonSchema = z.object({
  code: z.enum(humanReviewCodes),
  /** The case manager's words (English), with the facts behind it. */
  caseManagerNote: z.string(),
});
export type HumanReviewReason = z.infer<typeof humanReviewReasonSchema>;

/** A known mass action (MDL) a product, drug or device matched, or a medical device with none known. */
export const massTortMatchSchema = z.object({
  /** The action's id in our data, or 'medical_device' when a device matched none. */
  actionId: z.string(),
  name: z.string(),
  court: z.string().optional(),
  sourceUrls: z.array(z.string()),
  isUnverified: z.boolean(),
  /** The action's deadline facts for the case manager (English): when it formed, what to confirm. */
  deadlineFacts: z.string().optional(),
});
export type MassTortMatch = z.infer<typeof massTortMatchSchema>;

/** The visitor's reasons, worded by the report's pack in the visitor's language. */
export const visitorRouteReasons = [
  'injury_panel',
  'workers_comp_too',
  'mass_tort_action',
  'medical_device',
  'represented',
  'workers_comp_only',
  'not_referred',
] as const;
export type VisitorRouteReason = (typeof visitorRouteReasons)[number];

export const routingSchema = z.object({
  route: z.enum(routes),
  visitorReasons: z.array(z.enum(visitorRouteReasons)),
  /** For a case we do not refer: the checks that failed, in the visitor's words by code. */
  failedChecks: z.array(z.enum(eligibilityCheckCodes)),
  caseManagerReason: z.string(),
  humanReview: z.array(humanReviewReasonSchema),
  /** A work injury with someone outside the employer: an injury claim and workers' comp both. */
  alsoWorkersComp: z.boolean(),
  massTort: massTortMatchSchema.optional(),
  /**
   * A deadline may have passed (expired, passed on unverified data, or counted from a later
   * discovery): a person checks the dates the same business day, and until then the visitor is
   * told only that, never "may have passed" nor "not referred" (decision 0090).
   */
  deadlineCheck: z.boolean().optional(),
  practiceArea: z.enum(caseTypes).optional(),
});
export type Routing = z.infer<typeof routingSchema>;

/** Parses a stored JSON column with its schema; a row that does not fit is an error, never a guess. */
export function parseStored<T>(schema: z.ZodType<T>, json: string): T {
  return schema.parse(JSON.parse(json));
}
