import type {
  CaseType,
  DatePrecision,
  GovernmentKind,
  Language,
  MedicalPayer,
} from '../../../../contracts/case-record';
import type {
  DeadlineAssumption,
  DeadlineStart,
  DeadlineStatus,
  EligibilityCheckCode,
  FaultRuleCode,
  HumanReviewCode,
  MultiplierModifier,
  NoClaimReason,
  Period,
  SeveritySign,
  ValuationStepCode,
  VisitorRouteReason,
} from '../../../../contracts/conclusions';
import type { SeverityTier } from '../../../../contracts/valuation';

/**
 * The words of one language, and nothing else: phrases, and phrases with blanks that the
 * shared composition (report-words.ts) fills with amounts, dates and names. Which phrase a
 * step, a deadline or a route needs is decided once, there, for every language; a pack only
 * says it (issues 11 and 13, decision 0026).
 */
export type ReportOutcome =
  | 'matched'
  | 'review'
  | 'mass_tort'
  | 'represented'
  | 'workers_comp'
  | 'not_referred'
  /** A deadline may have passed: a person checks the dates today, whatever the route (decision 0090). */
  | 'dates_check';

export interface LanguagePack {
  language: Language;
  /** BCP 47 locale for dates ("en-US", "es-US"). */
  locale: string;
  /** "and" / "y": the last joint of a list. */
  and: string;
  /** "$29,000 – $38,500 (likely $33,500)". */
  range(low: string, high: string, likely: string): string;
  /** The value of an injury whose medical bills nobody has told us yet. */
  valueUnmeasured: string;
  /** The value of a claim whose dates a person checks first: not $0, not yet (decision 0090). */
  valueAwaitsDates: string;
  /**
   * A work injury with only the employer involved: not valued by the injury model, since comp
   * benefits are set by the state's comp rules (decision 0092).
   */
  valueWorkersComp: string;
  /** A date known only between two days (a week, a season). */
  dateBetween(from: string, to: string): string;
  datePrecision: Record<DatePrecision, string>;
  period(period: Period): string;

  page: {
    title: string;
    heading: string;
    subtitle(parts: {
      caseType: string;
      state: string | null;
      incidentDate: string | null;
      reportDate: string;
    }): string;
    /** A deadline may have passed: a person looks at the dates today (never "may have passed"). */
    datesCheck: string;
    /** What to do meanwhile: sign nothing. What happens, not what the law is. */
    signNothing: string;
    urgentClose: string;
    urgentAdvice: string;
    rangeHeading: string;
    greeting(name: string): string;
    afterFee(range: string): string;
    notAPromise: string;
    driversHeading: string;
    howHeading: string;
    columns: { step: string; why: string; amount: string };
    notAdded(amount: string): string;
    unknownsHeading: string;
    widensRange: string;
    unverifiedTag: string;
    deadlinesHeading: string;
    daysAgo(days: number): string;
    daysFromReport(days: number): string;
    notShown: string;
    evidenceHeading: string;
    nextHeading: string;
    howChosenHeading: string;
    notReferredHeading: string;
    stillFreeToChoose: string;
    deadlineToWatch: string;
    deadlineToWatchText(label: string, date: string): string;
    /** A comp claim whose deadline we have no data for, named where the comp route watches deadlines (decision 0344). */
    compDeadlineToWatch(state: string): string;
    pleaseRead: string;
    nav: {
      home: string;
      howItWorks: string;
      faq: string;
      contact: string;
      privacy: string;
      terms: string;
      site: string;
      legal: string;
    };
    footerTagline: string;
    /** The PDF's page footer ("Page 2 of 3"). */
    pageOf(page: number, total: number): string;
  };
  chart: {
    axis: string;
    value: string;
    afterFee: string;
    low: string;
    likely: string;
    high: string;
    title(value: string, afterFee: string): string;
    /** The PDF chart's legend: what the dark mark on each bar is. */
    likelyMark: string;
  };

  steps: {
    labels: Record<ValuationStepCode, string>;
    medicalBills: { total: string; paidParts: string };
    futureMedical: string;
    lostWages: string;
    futureWages(input: { days: number; rate: string; per: string }): string;
    perWords: Record<'hour' | 'day' | 'week' | 'month' | 'year', string>;
    outOfPocket: string;
    propertyDamage: string;
    vehicleDamage: string;
    painNone: string;
    pain(parts: {
      band: string;
      from: string | null;
      base: string;
      multipliers: string;
      adjustedFor: string | null;
    }): string;
    tiers: Record<SeverityTier | 'unknown', string>;
    signs: Record<SeveritySign, string>;
    modifiers: Record<MultiplierModifier, string>;
    perDiem(parts: { rate: string; floor: string; days: number; total: string }): string;
    widen(parts: { count: number; facts: string; lowCut: string; highRaise: string }): string;
    subtotal: string;
    fault: {
      unverified(state: string, share: string): string;
      pure(state: string, share: string): string;
      modified(
        state: string,
        rule: Extract<FaultRuleCode, 'mod50' | 'mod51'>,
        share: string,
        isBarred: boolean,
      ): string;
      contributory(state: string, isBarred: boolean): string;
      slightGross(share: string | null): string;
    };
    cap: {
      unverified(state: string, limit: string): string;
      notForThisInjury(state: string): string;
      applied(state: string, kind: 'non_economic' | 'total', limit: string, citation: string | null): string;
    };
    insuranceLimit(limit: string): string;
    rounded: string;
    fee: {
      typical: string;
      stateLimit(state: string, citation: string | null): string;
      upTo(amount: string): string;
      then: string;
      text(who: string, preSuit: string, litigated: string): string;
    };
    noClaim: Record<NoClaimReason, string>;
  };
  notes: {
    noState: string;
    noFaultRule(state: string): string;
    faultRuleUnverified(state: string): string;
    contributoryAnyFault(state: string): string;
    capUnverified(state: string): string;
    capNoFigureThisYear(state: string): string;
    insuranceUnknown: string;
    /** Who paid part of the bills and is repaid from a recovery, named in a list. */
    liens(payerNames: string[]): string;
    payerNames: Record<MedicalPayer, string>;
  };

  deadlines: {
    status: Record<DeadlineStatus, string>;
    labels: {
      limitation: string;
      medicalMalpractice: string;
      wrongfulDeath: string;
      repose: string;
      governmentNotice: string;
      governmentSuit: string;
      workersCompClaim: string;
    };
    /** Where the period starts: `on` is the day in words when known. */
    starts: Record<DeadlineStart, (on: string | null) => string>;
    term(period: string, start: string): string;
    pick: Record<'earlier' | 'later', (terms: string[]) => string>;
    qualifiers: { wrongfulDeath: string; motorVehicle: string };
    reposeCut(period: string): string;
    limitation(where: string, basis: string): string;
    repose(where: string, period: string): string;
    notice(where: string, kinds: string, period: string, start: string): string;
    suitAfterRejection(where: string, period: string): string;
    suitFromIncident(where: string, kinds: string, period: string, start: string): string;
    workersCompClaim(where: string, period: string, start: string): string;
    thisState: string;
    governmentKinds: Record<GovernmentKind, string>;
    undated: {
      noState: string;
      noIncidentDate: string;
      noNoticeData(state: string): string;
      noRuleData(state: string): string;
      noWorkersCompData(state: string): string;
    };
    assumptions: Record<Exclude<DeadlineAssumption, 'imprecise_incident_date'>, string>;
    impreciseIncidentDate(precision: string, earliestDay: string): string;
    unverified: string;
  };

  routeReasons: Record<Exclude<VisitorRouteReason, 'mass_tort_action'>, string>;
  massTortAction(name: string | null, isUnverified: boolean): string;
  humanReview: Record<HumanReviewCode, string>;
  humanReviewIntro(reasons: string): string;
  nextSteps: Record<ReportOutcome, string[]>;
  matchedOffice(office: string): string;
  howAttorneyIsChosen: string;
  matchingDisclosure: string;
  notReferredReasons: Record<EligibilityCheckCode, string>;
  help: {
    lawyerReferral(name: string): string;
    workersComp(name: string): string;
    nationalLawyerReferral: string;
    nationalWorkersComp: string;
    notYetChecked: string;
  };
  evidence: Record<CaseType, string[]>;
  disclaimers: string[];
  contactLine: string;

  email: {
    subject: string;
    correctedSubject: string;
    hello(name: string | null): string;
    correctedIntro: string;
    attachedAndOnline: string;
    attachedAndOnlineHtml: string;
    openReport: string;
    worksUntil(date: string): string;
    urgent: string;
    /** The datesCheck and signNothing lines, for the email. */
    datesCheck: string;
    estimatedRange(range: string): string;
    estimateNote: string;
    shortEstimateNote: string;
    whatNext: string;
  };
}
