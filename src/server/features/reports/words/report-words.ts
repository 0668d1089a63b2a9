import type { CaseType, DateValue, Language } from '../../../../contracts/case-record';
import type {
  Deadline,
  DeadlineStatus,
  EligibilityCheckCode,
  HumanReviewCode,
  MassTortMatch,
  Range,
  ValuationNote,
  ValuationStep,
  ValuationUnknownKey,
  VisitorRouteReason,
} from '../../../../contracts/conclusions';

/**
 * Every word the report says to a visitor (page, PDF, email), one pack per language
 * (english.ts, spanish.ts). The logic holds none: it passes codes, amounts and dates, and the
 * pack for the case's language says them (issue 11 and 13; decision 0026). Wording limits from
 * compliance §5.3–§5.4: a range, not a promise; each input explained; no advice; matching copy
 * neutral and says that participating attorneys pay; deadlines confirmed by an attorney.
 */
export type ReportOutcome =
  'matched' | 'review' | 'mass_tort' | 'represented' | 'workers_comp' | 'not_referred';

export interface ReportWords {
  language: Language;
  /** BCP 47 locale for dates and numbers ("en-US", "es-US"). */
  locale: string;

  money(amount: number): string;
  /** "$29,000 – $38,500 (likely $33,500)", or "$0". */
  rangeText(range: Range): string;
  day(isoDate: string): string;
  incidentDate(date: DateValue): string;
  caseType(type: CaseType | undefined): string;

  page: {
    title: string;
    heading: string;
    subtitle(parts: {
      caseType: string;
      state: string | null;
      incidentDate: string | null;
      reportDate: string;
    }): string;
    urgentPassed: string;
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
    reviewIntro: string;
    howChosenHeading: string;
    notReferredHeading: string;
    stillFreeToChoose: string;
    deadlineToWatch: string;
    deadlineToWatchText(label: string, date: string): string;
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
  };
  chart: {
    axis: string;
    value: string;
    afterFee: string;
    low: string;
    likely: string;
    high: string;
    title(value: string, afterFee: string): string;
  };

  step(step: ValuationStep): { label: string; reason: string };
  unknown(key: ValuationUnknownKey): string;
  note(note: ValuationNote): string;
  driver(label: string, effect: string): string;

  deadlineStatus: Record<DeadlineStatus, string>;
  deadline(
    deadline: Deadline,
    context: { incidentDate: DateValue | undefined },
  ): { label: string; explanation: string };

  routeReason(reason: VisitorRouteReason, massTort: MassTortMatch | undefined): string;
  humanReview(code: HumanReviewCode): string;
  humanReviewIntro(reasons: string[]): string;
  nextSteps(outcome: ReportOutcome, matchedOffice: string | null): string[];
  /** The matching rule in one sentence (ABA Resolution 605: the way lawyers are chosen is disclosed). */
  howAttorneyIsChosen: string;
  matchingDisclosure: string;
  notReferredReason(code: EligibilityCheckCode): string;
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
    estimatedRange(range: string): string;
    estimateNote: string;
    shortEstimateNote: string;
    whatNext: string;
  };
}
