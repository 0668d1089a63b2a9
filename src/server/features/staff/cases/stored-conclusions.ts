import { z } from 'zod';

import {
  type CaseValuation,
  caseValuationSchema,
  type DeadlineSummary,
  deadlineKindLabels,
  deadlineSummarySchema,
  type EligibilityCheck,
  eligibilityChecksSchema,
  type Routing,
  routingSchema,
} from '../../../../contracts/conclusions';
import { valueEstimateOf, valueNotEstimatedText } from '../../../../contracts/value-estimate';

/**
 * The one place the staff console reads the report's stored JSON (reports.valuation,
 * reports.deadlines, reports.routing, eligibility_assessments.reasons, report_versions.changes)
 * with the conclusions' own schemas (src/contracts/conclusions.ts), the ones the report reads:
 * a value in a shape it does not know (a report from before version 2, decision 0026) reads
 * as null or empty rather than failing the whole view.
 */
function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseStoredValuation(json: string | null | undefined): CaseValuation | null {
  const parsed = caseValuationSchema.safeParse(parseJson(json));
  return parsed.success ? parsed.data : null;
}

/**
 * "Not estimated yet: we need the medical bills" (or: the dates wait for a person; comp only, not
 * valued) when the stored value is not an estimate (the report's own rule,
 * src/contracts/value-estimate.ts), else null: the console shows this in place of the figures,
 * which are zeros or a placeholder then (issue 24).
 */
export function valueNotEstimatedOf(json: string | null | undefined): string | null {
  const valuation = parseStoredValuation(json);
  if (!valuation) return null;
  return valueNotEstimatedText(valuation);
}

/**
 * The report could not estimate the value because facts are missing (the bills, the injuries):
 * the queue serves such a case as needing facts (decision 0125). A value the rule set aside
 * for the dates or a comp-only claim is not a missing fact.
 */
export function needsFactsForValue(json: string | null | undefined): boolean {
  const valuation = parseStoredValuation(json);
  return valuation !== null && valueEstimateOf(valuation).kind === 'not_estimated';
}

export function parseStoredDeadlines(json: string | null | undefined): DeadlineSummary | null {
  const parsed = deadlineSummarySchema.safeParse(parseJson(json));
  return parsed.success ? parsed.data : null;
}

export function parseStoredChecks(json: string | null | undefined): EligibilityCheck[] {
  const parsed = eligibilityChecksSchema.safeParse(parseJson(json));
  return parsed.success ? parsed.data : [];
}

export function parseStoredRouting(json: string | null | undefined): Routing | null {
  const parsed = routingSchema.safeParse(parseJson(json));
  return parsed.success ? parsed.data : null;
}

export interface DeadlineRow {
  kind: DeadlineSummary['deadlines'][number]['kind'];
  label: string;
  date: string | null;
  status: string;
  explanation: string;
  isUnverified: boolean;
}

/** The deadlines as the console lists them: the kind's label and the case manager's note. */
export function readDeadlineRows(json: string | null | undefined): DeadlineRow[] | null {
  const parsed = parseStoredDeadlines(json);
  if (!parsed) return null;
  return parsed.deadlines.map((deadline) => ({
    kind: deadline.kind,
    label: deadlineKindLabels[deadline.kind],
    date: deadline.date ?? null,
    status: deadline.status,
    explanation: deadline.caseManagerNote,
    isUnverified: deadline.isUnverified,
  }));
}

/** report_versions.changes and case_record_edits.changed_paths: lists of lines. */
export function parseStoredLines(json: string | null | undefined): string[] {
  const parsed = z.array(z.string()).safeParse(parseJson(json));
  return parsed.success ? parsed.data : [];
}

/** Any other stored JSON the console only shows (the record, the match inputs). */
export function parseStoredJson(json: string | null | undefined): unknown {
  return parseJson(json) ?? null;
}
