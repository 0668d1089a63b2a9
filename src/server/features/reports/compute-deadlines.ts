import type { CaseRecord, DateValue } from '../../../contracts/case-record';

import { governmentNoticeRules } from './rules/government-notice.rules';
import { solMedicalMalpracticeRules } from './rules/sol-medical-malpractice.rules';
import { solPersonalInjuryRules } from './rules/sol-personal-injury.rules';
import { findEntry, isVerified, type RuleEntry } from './rules/rule-types';

/**
 * Deadlines from the effective-dated rules (research §3.6): the statute of limitations for
 * the case type, medical-malpractice discovery and repose, and government notice of claim.
 * Computed from the earliest day the visitor's date allows (a month counts from its first day);
 * expired or within 90 days is flagged, the research's rule for a same-day look by a person.
 * The wording never says "you have N days" as fact: an attorney must confirm (compliance §5.4).
 */
export const urgentWithinDays = 90;

export type DeadlineStatus = 'expired' | 'urgent' | 'open' | 'unknown';

export interface Deadline {
  kind: 'limitation' | 'repose' | 'government_notice';
  label: string;
  /** ISO date; absent when we cannot compute it (unknown date, no or unverified data). */
  date?: string;
  daysLeft?: number;
  status: DeadlineStatus;
  explanation: string;
  citation?: string;
  sourceUrls: string[];
  isUnverified: boolean;
}

export interface DeadlineSummary {
  deadlines: Deadline[];
  /** Expired, within 90 days, or a government defendant: a person looks at it the same day. */
  isUrgent: boolean;
  /** The limitation (or notice) deadline we could compute has passed. */
  isExpired: boolean;
  /** No verified limitation deadline could be computed (an unverified date may still be shown). */
  isUnknown: boolean;
}

const dayMs = 86_400_000;

/** Adds whole months in UTC; the 31st of a short month becomes its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export const addYears = (isoDate: string, years: number): string =>
  addMonths(isoDate, Math.round(years * 12));
const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(isoDate) + days * dayMs).toISOString().slice(0, 10);
export const daysBetween = (fromIso: string, toIso: string): number =>
  Math.round((Date.parse(toIso) - Date.parse(fromIso)) / dayMs);

function statusOf(daysLeft: number): DeadlineStatus {
  if (daysLeft < 0) return 'expired';
  return daysLeft <= urgentWithinDays ? 'urgent' : 'open';
}

const periodText = (years: number): string =>
  years < 1 ? `${Math.round(years * 12)} months` : years === 1 ? '1 year' : `${years} years`;

function dated(base: Omit<Deadline, 'status' | 'date' | 'daysLeft'>, date: string, today: string): Deadline {
  const daysLeft = daysBetween(today, date);
  return { ...base, date, daysLeft, status: statusOf(daysLeft) };
}

const unverifiedNote =
  ' Our data for this rule is unverified, so treat the date as an estimate: an attorney must confirm it.';

function unknownDeadline(
  today: string,
  kind: Deadline['kind'],
  label: string,
  explanation: string,
  entry?: RuleEntry<unknown>,
): Deadline {
  return {
    kind,
    label,
    status: 'unknown',
    explanation,
    citation: entry?.citation,
    sourceUrls: entry?.sourceUrls ?? [],
    isUnverified: entry ? !isVerified(entry, today) : false,
  };
}

/** When the visitor gave a month, a season or a year, the deadline counts from its first day: the safe side. */
function datePrecisionNote(date: DateValue | undefined): string | undefined {
  if (!date || date.precision === 'day') return undefined;
  return `You gave the date as a ${date.precision}, so we counted from its earliest day, ${date.from}.`;
}

export function computeDeadlines(record: CaseRecord, today: string): DeadlineSummary {
  const deadlines: Deadline[] = [];
  const state = record.state;
  const incident = record.incidentDate?.from;
  const precisionNote = datePrecisionNote(record.incidentDate);
  const isMedMal = record.caseType === 'medical_malpractice';
  const label = isMedMal ? 'Medical malpractice filing deadline' : 'Filing deadline (statute of limitations)';

  if (!state || !incident) {
    deadlines.push(
      unknownDeadline(
        today,
        'limitation',
        label,
        `We need ${!state ? 'the state' : 'the date of the incident'} to estimate the deadline. Deadlines may be close; an attorney must confirm them.`,
      ),
    );
  } else if (isMedMal) {
    const entry = findEntry(solMedicalMalpracticeRules, state, { incidentDate: incident, reportDate: today });
    if (!entry) {
      deadlines.push(
        unknownDeadline(
          today,
          'limitation',
          label,
          `We have no medical-malpractice deadline data for ${state}. An attorney must confirm it.`,
        ),
      );
    } else {
      const isUnverified = !isVerified(entry, today);
      const rule = entry.value;
      const discovery = record.discoveryDate?.from;
      // Without a discovery date the incident date is used: the earlier, safer assumption.
      const discoveryOrIncident = discovery ?? incident;
      let date = addYears(rule.from === 'injury' ? incident : discoveryOrIncident, rule.years);
      let explanation = `${state}: ${periodText(rule.years)} from the ${rule.from === 'injury' ? 'injury' : 'discovery of the injury'}`;
      if (rule.discoveryYears !== undefined && rule.combine) {
        const other = addYears(discoveryOrIncident, rule.discoveryYears);
        date = rule.combine === 'earlier' ? (other < date ? other : date) : other > date ? other : date;
        explanation += `, or ${periodText(rule.discoveryYears)} from discovery, whichever is ${rule.combine}`;
      }
      if (rule.reposeYears !== undefined) {
        const repose = addYears(incident, rule.reposeYears);
        if (repose < date) date = repose;
        explanation += `; never more than ${periodText(rule.reposeYears)} after the incident (repose)`;
        deadlines.push(
          dated(
            {
              kind: 'repose',
              label: 'Outer limit (statute of repose)',
              explanation: `${state}: no claim after ${periodText(rule.reposeYears)} from the incident, whenever the injury was discovered.${isUnverified ? unverifiedNote : ''}`,
              citation: entry.citation,
              sourceUrls: entry.sourceUrls,
              isUnverified,
            },
            repose,
            today,
          ),
        );
      }
      if (!discovery && rule.from === 'discovery')
        explanation += '. We used the incident date because no discovery date was given';
      deadlines.unshift(
        dated(
          {
            kind: 'limitation',
            label,
            explanation: `${explanation}.${isUnverified ? unverifiedNote : ''}`,
            citation: entry.citation,
            sourceUrls: entry.sourceUrls,
            isUnverified,
          },
          date,
          today,
        ),
      );
    }
  } else {
    const isAuto = record.caseType === 'auto';
    const entry = findEntry(
      solPersonalInjuryRules,
      state,
      { incidentDate: incident, reportDate: today },
      (candidate) =>
        candidate.value.scope === 'all' ? true : candidate.value.scope === 'auto' ? isAuto : !isAuto,
    );
    if (!entry) {
      deadlines.push(
        unknownDeadline(
          today,
          'limitation',
          label,
          `We have no personal-injury deadline data for ${state}. An attorney must confirm it.`,
        ),
      );
    } else {
      const isUnverified = !isVerified(entry, today);
      deadlines.push(
        dated(
          {
            kind: 'limitation',
            label,
            explanation: `${state}: ${periodText(entry.value.years)} from the incident${entry.value.scope === 'auto' ? ' for motor-vehicle claims' : ''}.${isUnverified ? unverifiedNote : ''}`,
            citation: entry.citation,
            sourceUrls: entry.sourceUrls,
            isUnverified,
          },
          addYears(incident, entry.value.years),
          today,
        ),
      );
    }
  }

  const isGovernment = record.governmentDefendant === true;
  if (isGovernment) {
    const entry =
      state && incident
        ? findEntry(governmentNoticeRules, state, { incidentDate: incident, reportDate: today })
        : undefined;
    if (entry && incident) {
      const notice = entry.value;
      const date =
        notice.months !== undefined
          ? addMonths(incident, notice.months)
          : addDays(incident, notice.days ?? 0);
      deadlines.unshift(
        dated(
          {
            kind: 'government_notice',
            label: 'Notice of claim to a government body',
            explanation: `${state}: a claim against ${notice.covers} must be presented within ${notice.months !== undefined ? `${notice.months} months` : `${notice.days} days`} of the incident, long before the usual deadline.`,
            citation: entry.citation,
            sourceUrls: entry.sourceUrls,
            isUnverified: !isVerified(entry, today),
          },
          date,
          today,
        ),
      );
    } else {
      deadlines.unshift(
        unknownDeadline(
          today,
          'government_notice',
          'Notice of claim to a government body',
          `Claims against a government body usually need a formal notice within months, far sooner than the usual deadline. We have no data for ${state ?? 'this state'}; an attorney must confirm it right away.`,
        ),
      );
    }
  }

  if (precisionNote) {
    for (const deadline of deadlines) if (deadline.date) deadline.explanation += ` ${precisionNote}`;
  }

  // An unverified date makes a case urgent (the careful side) but never closes it: only a
  // verified deadline counts as passed, and without one a person decides (decision 0019).
  const dueDeadlines = deadlines.filter((deadline) => deadline.kind !== 'repose' && !deadline.isUnverified);
  const isExpired = dueDeadlines.some((deadline) => deadline.status === 'expired');
  const isUnknown = !deadlines.some(
    (deadline) => deadline.kind === 'limitation' && deadline.status !== 'unknown' && !deadline.isUnverified,
  );
  return {
    deadlines,
    isExpired,
    isUnknown,
    isUrgent:
      isGovernment ||
      deadlines.some((deadline) => deadline.status === 'expired' || deadline.status === 'urgent'),
  };
}
