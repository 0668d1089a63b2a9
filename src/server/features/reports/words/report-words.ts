import { caseTypeName, factLabel } from '../../../../contracts/fact-catalogue';
import type { CaseType, DateValue, Language } from '../../../../contracts/case-record';
import type {
  Deadline,
  DeadlineTerm,
  EligibilityCheckCode,
  HumanReviewCode,
  MassTortMatch,
  Range,
  ValuationNote,
  ValuationStep,
  ValuationUnknownKey,
  VisitorRouteReason,
} from '../../../../contracts/conclusions';
import { perDiemFloorRate, usd } from '../../../../contracts/valuation';

import { modifierFactors } from '../valuation/non-economic-damages';

import type { LanguagePack, ReportOutcome } from './language-pack';
import { describeBrackets, joinList, percent } from './pack-helpers';

export type { ReportOutcome } from './language-pack';

/**
 * What the report's page, PDF and email say, in one language: the pack's phrases put
 * together here, once for every language. The logic decides which phrase a step, a deadline,
 * a route needs and fills in its amounts, dates and names; the pack holds the words
 * (issues 11 and 13; decision 0026). Wording limits from compliance §5.3–§5.4: a range, not a
 * promise; each input explained; no advice; neutral matching copy; deadlines an attorney confirms.
 */
export interface ReportWords {
  language: Language;
  locale: string;
  money(amount: number): string;
  rangeText(range: Range): string;
  valueUnmeasured: string;
  valueAwaitsDates: string;
  valueWorkersComp: string;
  day(isoDate: string): string;
  incidentDate(date: DateValue): string;
  caseType(type: CaseType | undefined): string;
  page: LanguagePack['page'];
  chart: LanguagePack['chart'];
  step(step: ValuationStep): { label: string; reason: string };
  unknown(key: ValuationUnknownKey): string;
  note(note: ValuationNote): string;
  driver(label: string, effect: string): string;
  deadlineStatus: LanguagePack['deadlines']['status'];
  deadline(
    deadline: Deadline,
    context: { incidentDate: DateValue | undefined },
  ): { label: string; explanation: string };
  routeReason(reason: VisitorRouteReason, massTort: MassTortMatch | undefined): string;
  humanReview(code: HumanReviewCode): string;
  humanReviewIntro(reasons: string[]): string;
  nextSteps(outcome: ReportOutcome, matchedOffice: string | null): string[];
  howAttorneyIsChosen: string;
  matchingDisclosure: string;
  notReferredReason(code: EligibilityCheckCode): string;
  help: LanguagePack['help'];
  evidence: Record<CaseType, string[]>;
  disclaimers: string[];
  contactLine: string;
  email: LanguagePack['email'];
}

function stepReason(pack: LanguagePack, step: ValuationStep): string {
  const words = pack.steps;
  switch (step.code) {
    case 'medical_bills':
      return step.isPaidParts ? words.medicalBills.paidParts : words.medicalBills.total;
    case 'future_medical':
      return words.futureMedical;
    case 'lost_wages':
      return words.lostWages;
    case 'future_wages':
      return words.futureWages({ days: step.days, rate: usd(step.rate), per: words.perWords[step.per] });
    case 'out_of_pocket':
      return words.outOfPocket;
    case 'property_damage':
      return words.propertyDamage;
    case 'vehicle_damage':
      return words.vehicleDamage;
    case 'pain_and_suffering': {
      if (step.tier === 'none') return words.painNone;
      const adjusted = step.modifiers.map(
        (modifier) => `${words.modifiers[modifier]} (× ${modifierFactors[modifier]})`,
      );
      return words.pain({
        band: words.tiers[step.tier],
        from: step.derivedFrom ? words.signs[step.derivedFrom] : null,
        base: usd(step.base),
        multipliers: `${step.multipliers.low} / ${step.multipliers.likely} / ${step.multipliers.high}`,
        adjustedFor: adjusted.length ? joinList(adjusted, pack.and) : null,
      });
    }
    case 'per_diem':
      return words.perDiem({
        rate: usd(step.dailyRate),
        floor: usd(perDiemFloorRate),
        days: step.days,
        total: usd(step.range.likely),
      });
    case 'unknowns_widen':
      return words.widen({
        count: step.keys.length,
        facts: step.keys.map((key) => factLabel(key, pack.language).toLowerCase()).join(', '),
        lowCut: percent(step.lowCut),
        highRaise: percent(step.highRaise),
      });
    case 'subtotal':
      return words.subtotal;
    case 'fault_rule': {
      const share = percent(step.ownFaultPercent / 100);
      if (step.isUnverified) return words.fault.unverified(step.state, share);
      switch (step.rule) {
        case 'pure':
          return words.fault.pure(step.state, share);
        case 'mod50':
        case 'mod51':
          return words.fault.modified(step.state, step.rule, share, step.isBarred);
        case 'contributory':
          return words.fault.contributory(step.state, step.isBarred);
        case 'slight_gross':
          return words.fault.slightGross(step.ownFaultPercent > 0 ? share : null);
      }
      break;
    }
    case 'damage_cap': {
      const limit = usd(step.limit ?? 0);
      if (step.outcome === 'unverified_not_applied') return words.cap.unverified(step.state, limit);
      if (step.outcome === 'not_for_this_injury') return words.cap.notForThisInjury(step.state);
      return words.cap.applied(step.state, step.capKind, limit, step.citation ?? null);
    }
    case 'insurance_limit':
      return words.insuranceLimit(usd(step.perPerson));
    case 'rounded':
      return words.rounded;
    case 'attorney_fee': {
      const describe = describeBrackets(usd, words.fee.upTo, words.fee.then);
      const who = step.state ? words.fee.stateLimit(step.state, step.citation ?? null) : words.fee.typical;
      return words.fee.text(who, describe(step.preSuit), describe(step.litigated));
    }
    case 'no_claim':
      return words.noClaim[step.reason];
  }
}

function noteText(pack: LanguagePack, note: ValuationNote): string {
  switch (note.code) {
    case 'no_state':
      return pack.notes.noState;
    case 'no_fault_rule':
      return pack.notes.noFaultRule(note.state);
    case 'fault_rule_unverified':
      return pack.notes.faultRuleUnverified(note.state);
    case 'contributory_any_fault':
      return pack.notes.contributoryAnyFault(note.state);
    case 'cap_unverified':
      return pack.notes.capUnverified(note.state);
    case 'cap_no_figure_this_year':
      return pack.notes.capNoFigureThisYear(note.state);
    case 'insurance_unknown':
      return pack.notes.insuranceUnknown;
    case 'liens':
      return pack.notes.liens(note.payers.map((payer) => pack.notes.payerNames[payer]));
    case 'no_claim':
      return pack.steps.noClaim[note.reason];
  }
}

function deadlineLabel(pack: LanguagePack, deadline: Deadline): string {
  const labels = pack.deadlines.labels;
  switch (deadline.kind) {
    case 'repose':
      return labels.repose;
    case 'government_notice':
      return labels.governmentNotice;
    case 'government_suit':
      return labels.governmentSuit;
    case 'workers_comp_claim':
      return labels.workersCompClaim;
    case 'limitation':
      return deadline.rule === 'medical_malpractice' || deadline.rule === 'minor_medical_malpractice'
        ? labels.medicalMalpractice
        : deadline.rule === 'wrongful_death'
          ? labels.wrongfulDeath
          : labels.limitation;
  }
}

function deadlineBasis(pack: LanguagePack, day: (iso: string) => string, deadline: Deadline): string {
  const words = pack.deadlines;
  const where = deadline.state ?? words.thisState;
  const kinds = joinList(
    (deadline.governmentKinds ?? []).map((kind) => words.governmentKinds[kind]),
    pack.and,
  );
  const start = (term: DeadlineTerm) => {
    const on = term.from.endsWith('birthday') ? term.date : term.fromDate;
    return words.starts[term.from](on ? day(on) : null);
  };
  const term = (item: DeadlineTerm) =>
    Object.keys(item.period).length === 0 ? start(item) : words.term(pack.period(item.period), start(item));
  const first = deadline.terms[0]!;
  switch (deadline.kind) {
    case 'repose':
      return words.repose(where, pack.period(first.period));
    case 'government_notice':
      return words.notice(where, kinds, pack.period(first.period), start(first));
    case 'government_suit':
      return first.from === 'claim_rejection'
        ? words.suitAfterRejection(where, pack.period(first.period))
        : words.suitFromIncident(where, kinds, pack.period(first.period), start(first));
    case 'workers_comp_claim':
      return words.workersCompClaim(where, pack.period(first.period), start(first));
    case 'limitation': {
      // A date we also counted from the discovery is our estimate, not the state's rule: the
      // rule is told as the state writes it, and the assumption says what we did and who checks.
      const stated = deadline.assumptions.includes('counted_from_discovery')
        ? deadline.terms.filter((item) => item.from !== 'discovery')
        : deadline.terms;
      const terms = stated.map(term);
      const basis =
        terms.length === 1
          ? terms[0]!
          : words.pick[deadline.pick === 'only' ? 'later' : deadline.pick](terms);
      const qualifier =
        deadline.rule === 'wrongful_death'
          ? words.qualifiers.wrongfulDeath
          : deadline.rule === 'motor_vehicle'
            ? words.qualifiers.motorVehicle
            : '';
      const repose = deadline.cappedByRepose
        ? words.reposeCut(pack.period(deadline.cappedByRepose.period))
        : '';
      return words.limitation(where, `${basis}${qualifier}${repose}`);
    }
  }
}

function undatedText(pack: LanguagePack, deadline: Deadline): string {
  const words = pack.deadlines.undated;
  if (deadline.undatedReason === 'no_state') return words.noState;
  if (deadline.undatedReason === 'no_incident_date') return words.noIncidentDate;
  const state = deadline.state ?? pack.deadlines.thisState;
  if (deadline.kind === 'government_notice') return words.noNoticeData(state);
  if (deadline.kind === 'workers_comp_claim') return words.noWorkersCompData(state);
  return words.noRuleData(state);
}

export function reportWordsFrom(pack: LanguagePack): ReportWords {
  const day = (isoDate: string) =>
    new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(pack.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    language: pack.language,
    locale: pack.locale,
    money: usd,
    valueUnmeasured: pack.valueUnmeasured,
    valueAwaitsDates: pack.valueAwaitsDates,
    valueWorkersComp: pack.valueWorkersComp,
    rangeText: (range) =>
      range.high === 0 ? usd(0) : pack.range(usd(range.low), usd(range.high), usd(range.likely)),
    day,
    incidentDate: (date) => {
      switch (date.precision) {
        case 'day':
          return day(date.from);
        case 'month':
          return new Date(`${date.from}T12:00:00Z`).toLocaleDateString(pack.locale, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          });
        case 'year':
          return date.from.slice(0, 4);
        default:
          return pack.dateBetween(day(date.from), day(date.to));
      }
    },
    caseType: (type) => caseTypeName(type ?? 'other', pack.language),
    page: pack.page,
    chart: pack.chart,
    step: (step) => ({ label: pack.steps.labels[step.code], reason: stepReason(pack, step) }),
    unknown: (key) => factLabel(key, pack.language),
    note: (note) => noteText(pack, note),
    driver: (label, effect) => `${label}: ${effect}`,
    deadlineStatus: pack.deadlines.status,
    deadline: (deadline, { incidentDate }) => {
      const words = pack.deadlines;
      const sentences = [
        deadline.terms.length ? deadlineBasis(pack, day, deadline) : undatedText(pack, deadline),
        ...deadline.assumptions.map((assumption) =>
          assumption !== 'imprecise_incident_date'
            ? words.assumptions[assumption]
            : incidentDate
              ? words.impreciseIncidentDate(
                  pack.datePrecision[incidentDate.precision],
                  day(incidentDate.from),
                )
              : '',
        ),
        deadline.isUnverified ? words.unverified : '',
      ];
      return { label: deadlineLabel(pack, deadline), explanation: sentences.filter(Boolean).join(' ') };
    },
    routeReason: (reason, massTort) =>
      reason === 'mass_tort_action'
        ? pack.massTortAction(massTort?.name ?? null, massTort?.isUnverified ?? true)
        : pack.routeReasons[reason],
    humanReview: (code) => pack.humanReview[code],
    humanReviewIntro: (reasons) => pack.humanReviewIntro(joinList(reasons, pack.and)),
    nextSteps: (outcome, matchedOffice) => {
      const steps = pack.nextSteps[outcome];
      // The matched attorney's city or county, right after the introduction it belongs to.
      return outcome === 'matched' && matchedOffice
        ? [steps[0]!, pack.matchedOffice(matchedOffice), ...steps.slice(1)]
        : steps;
    },
    howAttorneyIsChosen: pack.howAttorneyIsChosen,
    matchingDisclosure: pack.matchingDisclosure,
    notReferredReason: (code) => pack.notReferredReasons[code],
    help: pack.help,
    evidence: pack.evidence,
    disclaimers: pack.disclaimers,
    contactLine: pack.contactLine,
    email: pack.email,
  };
}
