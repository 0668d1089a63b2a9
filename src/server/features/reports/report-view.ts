import type { CaseRecord, Language } from '../../../contracts/case-record';
import type { Range, ValuationStep } from '../../../contracts/conclusions';
import { valueEstimateOf } from '../../../contracts/value-estimate';

import { greetingNameOf } from '../../case-record/greeting-name';

import { nextDeadlineAhead } from './compute-deadlines';
import { findHelp } from './find-help';
import type { StoredConclusions } from './read-stored-conclusions';
import { valueDrivers } from './value-drivers';
import { type ReportOutcome, reportWords, type ReportWords } from './words';

/**
 * Everything the HTML page, the PDF and the email show, worded once in the case's language
 * (the language the visitor wrote in) from the stored conclusions.
 */
export interface ReportView {
  reportId: string;
  language: Language;
  words: ReportWords;
  greetingName: string | null;
  subtitle: string;
  reportDate: string;
  value: Range;
  afterFee: Range;
  rangeText: string;
  /**
   * No estimate to show (no bills yet, dates a person checks first, comp only): the range says
   * why, only the amounts given are listed, and no chart is drawn (src/contracts/value-estimate.ts).
   */
  isValueUnmeasured: boolean;
  afterFeeText: string;
  drivers: string[];
  steps: { label: string; reason: string; amount: string; isUnverified: boolean }[];
  unknowns: string[];
  notes: string[];
  deadlines: ShownDeadline[];
  isUrgent: boolean;
  isExpired: boolean;
  /**
   * A deadline may have passed: the visitor is told a person will look at the dates today and
   * to sign nothing meanwhile, never that a deadline may have passed (decision 0090).
   */
  isDatesCheck: boolean;
  evidence: string[];
  /** Where the case goes, in the visitor's words; then what a person will look at first. */
  routeReasons: string[];
  reviewNote: string | null;
  nextSteps: string[];
  /** The matching rule in one sentence, for a case we refer to a panel. */
  howAttorneyIsChosen: string | null;
  isMatched: boolean;
  /** Why the case is not referred, and where the visitor can turn instead; null when it is. */
  notReferred: NotReferred | null;
}

export interface ShownDeadline {
  label: string;
  explanation: string;
  /** The date in words, or null when it cannot be shown. */
  date: string | null;
  /** "about 90 days from the report date", "103 days ago". */
  when: string | null;
  status: string;
  isAlert: boolean;
  isUnverified: boolean;
  citation: string | null;
}

export interface HelpItem {
  label: string;
  href: string;
  /** General knowledge we have not checked: shown with a visible mark (decision 0028). */
  isUnverified: boolean;
}

export interface NotReferred {
  reasons: string[];
  help: HelpItem[];
  /** The nearest deadline still ahead, as the visitor should watch it. */
  deadlineToWatch: string | null;
}

/**
 * The after-fee figures are shown to the nearest $100, like every other figure a visitor reads
 * as a result (issue 28: "$10,333" was the one unrounded amount on the page). The fee's
 * arithmetic stays exact in the stored valuation.
 */
const FEE_ROUNDING = 100;
const roundRange = (range: Range): Range => ({
  low: Math.round(range.low / FEE_ROUNDING) * FEE_ROUNDING,
  likely: Math.round(range.likely / FEE_ROUNDING) * FEE_ROUNDING,
  high: Math.round(range.high / FEE_ROUNDING) * FEE_ROUNDING,
});
const shownStep = (step: ValuationStep): ValuationStep =>
  step.code === 'attorney_fee' ? { ...step, range: roundRange(step.range) } : step;

function stepAmount(step: ValuationStep, words: ReportWords): string {
  if (step.kind === 'check') return words.page.notAdded(words.money(step.range.likely));
  return step.range.low === step.range.high
    ? words.money(step.range.likely)
    : `${words.money(step.range.low)} – ${words.money(step.range.high)}`;
}

/**
 * Without the bills the running totals (pain and suffering, the subtotal, the rules applied to
 * it, the rounding, the fee) are built on nothing: only the amounts the visitor gave are shown
 * (issue 24: "$0 × 1.5" rows under "Not estimated yet").
 */
const isGivenAmount = (step: ValuationStep): boolean =>
  (step.kind === 'add' && step.code !== 'pain_and_suffering') || step.code === 'vehicle_damage';

function outcomeOf(conclusions: StoredConclusions, isMatched: boolean): ReportOutcome {
  const { route } = conclusions.routing;
  // Nothing is said about a route that rests on a date a person has not checked yet.
  if (isDatesCheck(conclusions) && route !== 'has_attorney') return 'dates_check';
  if (route === 'has_attorney') return 'represented';
  if (route === 'workers_comp_panel') return 'workers_comp';
  if (route === 'none') return 'not_referred';
  if (route === 'mass_tort_panel') return 'mass_tort';
  // A panel case not matched yet: nobody fitted, or a person looks first (humanReview).
  return isMatched ? 'matched' : 'review';
}

/** A deadline may have passed: stored by the routing, or seen in the deadlines of an older version. */
function isDatesCheck(conclusions: StoredConclusions): boolean {
  return (
    conclusions.routing.deadlineCheck === true ||
    conclusions.deadlines.deadlines.some(
      (deadline) => deadline.kind !== 'repose' && deadline.status === 'expired',
    )
  );
}

/** A date a person checks today: neither the date nor how long ago it was is shown. */
const isCheckedToday = (deadline: StoredConclusions['deadlines']['deadlines'][number]) =>
  deadline.kind !== 'repose' &&
  (deadline.status === 'expired' || deadline.assumptions.includes('counted_from_discovery'));

export function buildReportView(input: {
  reportId: string;
  reportDate: string;
  record: CaseRecord;
  fullName: string | null;
  conclusions: StoredConclusions;
  isMatched: boolean;
  /** Where the matched attorney's office is ("Austin, TX"), when known. */
  matchedOffice?: string | null;
}): ReportView {
  const { record, conclusions } = input;
  const { valuation, deadlines, routing } = conclusions;
  const words = reportWords(record.language);
  const outcome = outcomeOf(conclusions, input.isMatched);
  const datesCheck = isDatesCheck(conclusions);
  const context = { incidentDate: record.incidentDate };
  const afterFee = roundRange(valuation.afterFee);
  // The one rule the staff console also asks (src/contracts/value-estimate.ts): bills missing,
  // a value zeroed by a date a person checks first, or a comp-only claim the injury model does
  // not value: none of them is "$0".
  const estimate = valueEstimateOf(valuation);
  const awaitsDates = estimate.kind === 'awaits_dates';
  const isUnmeasured = estimate.kind !== 'estimated';
  return {
    reportId: input.reportId,
    language: words.language,
    words,
    greetingName: greetingNameOf(input.fullName),
    subtitle: words.page.subtitle({
      caseType: words.caseType(record.caseType),
      state: record.state ?? null,
      incidentDate: record.incidentDate ? words.incidentDate(record.incidentDate) : null,
      reportDate: words.day(input.reportDate),
    }),
    reportDate: input.reportDate,
    value: valuation.value,
    afterFee,
    rangeText:
      estimate.kind === 'awaits_dates'
        ? words.valueAwaitsDates
        : estimate.kind === 'workers_comp_only'
          ? words.valueWorkersComp
          : estimate.kind === 'not_estimated'
            ? words.valueUnmeasured
            : words.rangeText(valuation.value),
    isValueUnmeasured: isUnmeasured,
    afterFeeText: words.rangeText(afterFee),
    drivers: isUnmeasured ? [] : valueDrivers(valuation, words).map((driver) => driver.text),
    steps: (isUnmeasured ? valuation.steps.filter(isGivenAmount) : valuation.steps)
      .map(shownStep)
      .map((step) => ({
        ...words.step(step),
        amount: stepAmount(step, words),
        isUnverified: step.isUnverified,
      })),
    // What widens an injury value (fault, a policy limit) says nothing of a comp claim's benefits.
    unknowns: (estimate.kind === 'workers_comp_only' ? [] : valuation.unknowns).map(
      (unknown) => `${words.unknown(unknown.key)}${unknown.widensRange ? words.page.widensRange : ''}`,
    ),
    notes: valuation.notes.filter((note) => !(awaitsDates && note.code === 'no_claim')).map(words.note),
    deadlines: deadlines.deadlines.map((deadline) => ({
      ...words.deadline(deadline, context),
      date: deadline.date && !(datesCheck && isCheckedToday(deadline)) ? words.day(deadline.date) : null,
      when:
        deadline.daysLeft === undefined || (datesCheck && isCheckedToday(deadline))
          ? null
          : deadline.daysLeft < 0
            ? words.page.daysAgo(-deadline.daysLeft)
            : words.page.daysFromReport(deadline.daysLeft),
      status: words.deadlineStatus[datesCheck && isCheckedToday(deadline) ? 'expired' : deadline.status],
      isAlert: deadline.status === 'expired' || deadline.status === 'urgent',
      isUnverified: deadline.isUnverified,
      citation: deadline.citation ?? null,
    })),
    isUrgent: deadlines.isUrgent,
    isExpired: deadlines.isExpired,
    isDatesCheck: datesCheck,
    evidence: words.evidence[record.caseType ?? 'other'],
    // "Not referred" rests on the date a person has not checked yet: not said (decision 0090).
    routeReasons: routing.visitorReasons
      .filter((reason) => !(datesCheck && reason === 'not_referred'))
      .map((reason) => words.routeReason(reason, routing.massTort)),
    reviewNote: routing.humanReview.length
      ? words.humanReviewIntro(routing.humanReview.map((reason) => words.humanReview(reason.code)))
      : null,
    nextSteps: words.nextSteps(outcome, input.matchedOffice ?? null),
    howAttorneyIsChosen: routing.route === 'pi_panel' ? words.howAttorneyIsChosen : null,
    isMatched: input.isMatched,
    notReferred:
      (routing.route === 'none' && !datesCheck) || routing.route === 'workers_comp_panel'
        ? notReferredFor(conclusions, record, words, input.reportDate)
        : null,
  };
}

/**
 * The first name the report and its email greet, or null for "Hello,". Only a name-shaped
 * word passes (letters, an apostrophe or hyphen, at most 30 characters): whatever a visitor
 * types as a name is carried into an email sent from our address, so a link or a phrase
 * must never be (issue 15). First name only: the report may be forwarded.
 */
export { greetingNameOf };

function notReferredFor(
  conclusions: StoredConclusions,
  record: CaseRecord,
  words: ReportWords,
  reportDate: string,
): NotReferred {
  const { routing, deadlines } = conclusions;
  const isComp = routing.route === 'workers_comp_panel';
  const ahead = nextDeadlineAhead(deadlines);
  const help = findHelp(record.state, reportDate);
  const items: HelpItem[] = [];
  if (isComp && help.workersComp) {
    items.push({
      label: words.help.workersComp(help.workersComp.name),
      href: help.workersComp.url,
      isUnverified: help.isUnverified,
    });
  }
  if (isComp)
    items.push({
      label: words.help.nationalWorkersComp,
      href: help.national.workersComp.url,
      isUnverified: true,
    });
  if (help.lawyerReferral) {
    items.push({
      label: words.help.lawyerReferral(help.lawyerReferral.name),
      href: help.lawyerReferral.url,
      isUnverified: help.isUnverified,
    });
  }
  items.push({
    label: words.help.nationalLawyerReferral,
    href: help.national.lawyerReferral.url,
    isUnverified: true,
  });
  const watched = ahead
    ? words.page.deadlineToWatchText(
        words.deadline(ahead, { incidentDate: record.incidentDate }).label,
        words.day(ahead.date!),
      )
    : null;
  // A comp claim is what this visitor has: its deadline, undated for want of data, is named
  // before the injury one, which may come later (decision 0344).
  const compUndated = isComp
    ? deadlines.deadlines.find((deadline) => deadline.kind === 'workers_comp_claim' && !deadline.date)
    : undefined;
  const compWatch = compUndated?.state ? words.page.compDeadlineToWatch(compUndated.state) : null;
  return {
    reasons: routing.failedChecks.map(words.notReferredReason),
    help: items,
    deadlineToWatch: [compWatch, watched].filter(Boolean).join(' ') || null,
  };
}
