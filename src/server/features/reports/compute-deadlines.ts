import type { CaseRecord, GovernmentKind } from '../../../contracts/case-record';
import type {
  Deadline,
  DeadlineAssumption,
  DeadlineStatus,
  DeadlineSummary,
  DeadlineTerm,
} from '../../../contracts/conclusions';

import { addPeriod, addYears, daysBetween, earliest, latest } from './deadlines/calendar';
import {
  birthWindow,
  type LimitationRule,
  limitationRulesFor,
  type TermRule,
} from './deadlines/limitation-rules';
import { governmentNoticeRules, type NoticeValue } from './rules/government-notice.rules';
import { appliesOn, findEntry, isVerified, type RuleEntry } from './rules/rule-types';
import { type WorkersCompClaimValue, workersCompClaimRules } from './rules/workers-comp-claims.rules';
import { caseManagerDeadlineNote } from './words/case-manager';

export { addDays, addMonths, addYears, daysBetween } from './deadlines/calendar';

/**
 * Deadlines from the effective-dated rules (research §3.6): the claim's limitation period
 * (injury, motor vehicle, product, medical malpractice with discovery and repose, a minor's
 * tolling where the research gives it), a wrongful-death estimate, and a government notice of
 * claim with the suit deadline that follows it. Each says which rule and which day it counts
 * from. Counted from the earliest day the visitor's date allows, and said so; expired or
 * within 90 days is flagged, the research's rule for a same-day look by a person. Every date
 * is an estimate an attorney must confirm (compliance §5.4): the words are the report's.
 */
export const urgentWithinDays = 90;

type Draft = Omit<Deadline, 'caseManagerNote'>;

function statusOf(daysLeft: number): DeadlineStatus {
  if (daysLeft < 0) return 'expired';
  return daysLeft <= urgentWithinDays ? 'urgent' : 'open';
}

function withDate(draft: Omit<Draft, 'status'>, date: string | undefined, today: string): Draft {
  if (!date) return { ...draft, status: 'unknown' };
  const daysLeft = daysBetween(today, date);
  return { ...draft, date, daysLeft, status: statusOf(daysLeft) };
}

interface Facts {
  incident: string;
  today: string;
  discovery: string | undefined;
  age: number | undefined;
}

/** The day a term counts from, and what had to be assumed to know it. */
function startOf(term: TermRule, facts: Facts): { date?: string; assumption?: DeadlineAssumption } {
  switch (term.from) {
    case 'incident':
      return { date: facts.incident };
    case 'discovery':
      // Without a discovery date the incident date stands in: the earlier, safer day.
      return facts.discovery
        ? { date: facts.discovery }
        : { date: facts.incident, assumption: 'discovery_not_given' };
    case 'death':
      // The record has no date of death; the death cannot come before the injury.
      return { date: facts.incident, assumption: 'death_date_not_given' };
    case 'eighth_birthday':
    case 'twenty_second_birthday':
      if (facts.age === undefined) return {};
      return {
        date: addYears(
          birthWindow(facts.age, facts.today).earliest,
          term.from === 'eighth_birthday' ? 8 : 22,
        ),
      };
    case 'claim_rejection':
      return {};
  }
}

function sourcesOf(entry: RuleEntry<unknown>) {
  return { ...(entry.citation ? { citation: entry.citation } : {}), sourceUrls: entry.sourceUrls };
}

/** One computation for every limitation rule: date each term, pick, then cut by repose. */
function limitationDeadline(rule: LimitationRule, state: string, facts: Facts): Draft[] {
  const assumptions = new Set<DeadlineAssumption>(rule.assumptions);
  const terms: DeadlineTerm[] = rule.terms.map((term) => {
    const start = startOf(term, facts);
    if (start.assumption) assumptions.add(start.assumption);
    return {
      period: term.period,
      from: term.from,
      ...(start.date ? { fromDate: start.date, date: addPeriod(start.date, term.period) } : {}),
    };
  });
  const dates = terms.flatMap((term) => (term.date ? [term.date] : []));
  let date = rule.pick === 'later' ? latest(dates) : earliest(dates);
  const drafts: Draft[] = [];
  let cappedByRepose: DeadlineTerm | undefined;
  if (rule.repose) {
    const repose: DeadlineTerm = {
      period: rule.repose,
      from: 'incident',
      fromDate: facts.incident,
      date: addPeriod(facts.incident, rule.repose),
    };
    if (date && repose.date! < date) {
      date = repose.date;
      cappedByRepose = repose;
    }
    drafts.push(
      withDate(
        {
          kind: 'repose',
          rule: 'medical_malpractice_repose',
          state,
          terms: [repose],
          pick: 'only',
          assumptions: [],
          ...sourcesOf(rule.entry),
          isUnverified: rule.isUnverified,
        },
        repose.date,
        facts.today,
      ),
    );
  }
  drafts.unshift(
    withDate(
      {
        kind: 'limitation',
        rule: rule.rule,
        state,
        terms,
        pick: rule.pick,
        ...(cappedByRepose ? { cappedByRepose } : {}),
        assumptions: [...assumptions],
        ...sourcesOf(rule.entry),
        isUnverified: rule.isUnverified,
      },
      date,
      facts.today,
    ),
  );
  return drafts;
}

function undated(
  kind: Deadline['kind'],
  rule: Deadline['rule'],
  state: string | null,
  reason: NonNullable<Deadline['undatedReason']>,
): Draft {
  return {
    kind,
    rule,
    state,
    terms: [],
    pick: 'only',
    status: 'unknown',
    undatedReason: reason,
    assumptions: [],
    sourceUrls: [],
    isUnverified: false,
  };
}

/** The notice rules for a public body: its state's entries (and the federal one), by kind when known. */
function noticeRulesFor(
  state: string,
  kind: GovernmentKind | undefined,
  incident: string,
): RuleEntry<NoticeValue>[] {
  return governmentNoticeRules.filter(
    (entry) =>
      appliesOn(entry, incident) &&
      (kind === 'federal' ? entry.state === 'US' : entry.state === state) &&
      (kind === undefined || entry.value.covers.includes(kind)),
  );
}

/** A notice of claim to a public body, then the suit deadline that follows it where there is one. */
function governmentDeadlines(record: CaseRecord, facts: Facts | undefined): Draft[] {
  const state = record.state ?? null;
  if (!state || !facts)
    return [
      undated('government_notice', 'government_notice', state, state ? 'no_incident_date' : 'no_state'),
    ];
  const kind = record.governmentKind;
  const entries = noticeRulesFor(state, kind, facts.incident);
  if (entries.length === 0) return [undated('government_notice', 'government_notice', state, 'no_rule_data')];
  const periodOf = ({ years, months, days }: NoticeValue) => ({ years, months, days });
  const dated = entries.map((entry) => ({ entry, date: addPeriod(facts.incident, periodOf(entry.value)) }));
  // Not told which public body: the earliest notice deadline among them, the careful side.
  const { entry, date } = dated.sort((a, b) => a.date.localeCompare(b.date))[0]!;
  const notice = entry.value;
  const isUnverified = !isVerified(entry, facts.today);
  const drafts: Draft[] = [
    withDate(
      {
        kind: 'government_notice',
        rule: 'government_notice',
        state: entry.state === 'US' ? state : entry.state,
        terms: [{ period: periodOf(notice), from: 'incident', fromDate: facts.incident, date }],
        pick: 'only',
        governmentKinds: notice.covers,
        assumptions: kind === undefined ? ['government_kind_not_given'] : [],
        ...sourcesOf(entry),
        isUnverified,
      },
      date,
      facts.today,
    ),
  ];
  const suit = notice.suit;
  if (suit) {
    const fromDate = suit.from === 'incident' ? facts.incident : undefined;
    const suitDate = fromDate ? addPeriod(fromDate, suit) : undefined;
    drafts.push(
      withDate(
        {
          kind: 'government_suit',
          rule: 'government_suit',
          state,
          terms: [
            {
              period: { years: suit.years, months: suit.months, days: suit.days },
              from: suit.from,
              ...(fromDate ? { fromDate, date: suitDate } : {}),
            },
          ],
          pick: 'only',
          governmentKinds: notice.covers,
          assumptions: [],
          ...(suitDate ? {} : { undatedReason: 'needs_later_event' as const }),
          citation: suit.citation,
          sourceUrls: entry.sourceUrls,
          isUnverified: isUnverified || suit.confidence === 'verify',
        },
        suitDate,
        facts.today,
      ),
    );
  }
  return drafts;
}

/**
 * Whether a workers' comp claim is part of the case: hurt at work (the case type, its second
 * side, or the visitor's own word) and not told that the employer carries no comp, nor that
 * the visitor was not working.
 */
export function hasWorkersCompClaim(record: CaseRecord): boolean {
  const atWork =
    record.caseType === 'workplace' ||
    record.secondaryCaseType === 'workplace' ||
    record.workersComp === true;
  return atWork && record.workersComp !== false && record.employerHasComp !== false;
}

/**
 * The comp claim's own filing deadline, beside the injury one (decision 0344): dated from the
 * state's entry where the research gives one, else undated with "no data", which the report
 * says in its words for a claim an attorney must confirm. `entries` is the table; a test may
 * pass its own.
 */
export function workersCompDeadline(
  record: CaseRecord,
  facts: Pick<Facts, 'incident' | 'today'> | undefined,
  entries: readonly RuleEntry<WorkersCompClaimValue>[] = workersCompClaimRules,
): Draft {
  const state = record.state ?? null;
  if (!state || !facts)
    return undated('workers_comp_claim', 'workers_comp_claim', state, state ? 'no_incident_date' : 'no_state');
  const entry = findEntry(entries, state, { incidentDate: facts.incident, reportDate: facts.today });
  if (!entry) return undated('workers_comp_claim', 'workers_comp_claim', state, 'no_rule_data');
  const period = { years: entry.value.years, months: entry.value.months, days: entry.value.days };
  const date = addPeriod(facts.incident, period);
  return withDate(
    {
      kind: 'workers_comp_claim',
      rule: 'workers_comp_claim',
      state,
      terms: [{ period, from: 'incident', fromDate: facts.incident, date }],
      pick: 'only',
      assumptions: [],
      ...sourcesOf(entry),
      isUnverified: !isVerified(entry, facts.today),
    },
    date,
    facts.today,
  );
}

export function computeDeadlines(record: CaseRecord, today: string): DeadlineSummary {
  const state = record.state;
  const incidentDate = record.incidentDate;
  const facts: Facts | undefined = incidentDate
    ? { incident: incidentDate.from, today, discovery: record.discoveryDate?.from, age: record.age }
    : undefined;
  const claimRule = record.caseType === 'medical_malpractice' ? 'medical_malpractice' : 'personal_injury';

  const drafts: Draft[] = [];
  if (!state || !facts) {
    drafts.push(undated('limitation', claimRule, state ?? null, !state ? 'no_state' : 'no_incident_date'));
  } else {
    const rules = limitationRulesFor(record, { incidentDate: facts.incident, reportDate: today });
    if (rules.claim) drafts.push(...limitationDeadline(rules.claim, state, facts));
    else drafts.push(undated('limitation', claimRule, state, 'no_rule_data'));
    if (rules.wrongfulDeath) drafts.push(...limitationDeadline(rules.wrongfulDeath, state, facts));
  }
  // A comp claim has its own deadline, which may come before the injury one (decision 0344).
  if (hasWorkersCompClaim(record)) drafts.push(workersCompDeadline(record, facts));
  const isGovernment = record.governmentDefendant === true;
  // The notice comes long before the usual deadline: it is listed first.
  if (isGovernment) drafts.unshift(...governmentDeadlines(record, facts));

  if (incidentDate && incidentDate.precision !== 'day') {
    for (const draft of drafts)
      if (draft.terms.some((term) => term.from === 'incident' && term.date))
        draft.assumptions.unshift('imprecise_incident_date');
  }

  const deadlines: Deadline[] = drafts.map((draft) => ({
    ...draft,
    caseManagerNote: caseManagerDeadlineNote(draft),
  }));
  // An unverified date makes a case urgent (the careful side) but never closes it: only a
  // verified deadline counts as passed (decision 0019). A passed comp deadline does not close
  // the injury claim: it makes the case urgent, and a person looks (decision 0344).
  const due = deadlines.filter(
    (deadline) =>
      deadline.kind !== 'repose' && deadline.kind !== 'workers_comp_claim' && !deadline.isUnverified,
  );
  return {
    deadlines,
    isExpired: due.some((deadline) => deadline.status === 'expired'),
    isUnknown: !deadlines.some((deadline) => deadline.kind === 'limitation' && deadline.date !== undefined),
    isUrgent:
      isGovernment ||
      deadlines.some(
        (deadline) =>
          deadline.status === 'expired' ||
          deadline.status === 'urgent' ||
          incidentCountRunsOut(deadline, today),
      ),
  };
}

/**
 * A deadline counted from a later discovery whose count from the incident has already run, or
 * runs out within the urgent window: the date rests on which day the state treats as the
 * injury, and if a court takes the earlier one, days may be all that is left. A person
 * confirms it today.
 */
function incidentCountRunsOut(deadline: Deadline, today: string): boolean {
  return (
    deadline.assumptions.includes('counted_from_discovery') &&
    deadline.terms.some(
      (term) =>
        term.from === 'incident' &&
        term.date !== undefined &&
        daysBetween(today, term.date) <= urgentWithinDays,
    )
  );
}

/** The deadlines a person must check today before the visitor hears anything about them (decision 0090). */
export function deadlinesToCheck(summary: DeadlineSummary, today: string): Deadline[] {
  return summary.deadlines.filter(
    (deadline) =>
      deadline.kind !== 'repose' && (deadline.status === 'expired' || incidentCountRunsOut(deadline, today)),
  );
}

/**
 * A deadline may have passed: expired (on verified or unverified data), or alive only because
 * it is counted from a later discovery. The case goes to the urgent queue the same day and the
 * visitor is told a person will look at the dates, not that a deadline may have passed.
 */
export function needsDeadlineCheck(summary: DeadlineSummary, today: string): boolean {
  return deadlinesToCheck(summary, today).length > 0;
}

/**
 * The first dated deadline a visitor must meet (a notice, a suit or a limitation; repose is
 * an outer limit already folded into its limitation). The staff summary, the persona bench
 * and the not-referred section all use this one.
 */
export function firstDeadline(summary: DeadlineSummary): Deadline | undefined {
  return summary.deadlines
    .filter((deadline) => deadline.kind !== 'repose' && deadline.date)
    .sort((a, b) => a.date!.localeCompare(b.date!))[0];
}

/** The nearest deadline still ahead on the report date. */
export function nextDeadlineAhead(summary: DeadlineSummary): Deadline | undefined {
  return summary.deadlines
    .filter((deadline) => deadline.kind !== 'repose' && deadline.date && (deadline.daysLeft ?? -1) >= 0)
    .sort((a, b) => a.date!.localeCompare(b.date!))[0];
}

/** A passed deadline from data we could not verify: it does not close the case, a person checks it. */
export function hasUnverifiedPassed(summary: DeadlineSummary): boolean {
  return summary.deadlines.some(
    (deadline) => deadline.kind !== 'repose' && deadline.isUnverified && deadline.status === 'expired',
  );
}
