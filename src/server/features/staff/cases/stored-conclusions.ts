import { z } from 'zod';

import {
  exportedDeadlinesSchema,
  exportedEligibilitySchema,
  exportedValuationSchema,
} from '../../../../contracts/case-export';

/**
 * The one place the staff console reads the report's stored JSON (reports.valuation,
 * reports.deadlines, eligibility_assessments.reasons, report_versions.changes): one parse
 * function per shape, each answering null (or empty) for a value in a shape it does not know
 * rather than failing the whole view. When the conclusions' own schemas land in
 * src/contracts (issue 12), these functions take them and nothing else changes.
 */
function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type StoredValuation = z.infer<typeof exportedValuationSchema>;
export type StoredDeadlines = z.infer<typeof exportedDeadlinesSchema>;
export type StoredEligibility = z.infer<typeof exportedEligibilitySchema>;
export type StoredCheck = StoredEligibility['checks'][number];

export function parseStoredValuation(json: string | null | undefined): StoredValuation | null {
  const parsed = exportedValuationSchema.safeParse(parseJson(json));
  return parsed.success ? parsed.data : null;
}

export function parseStoredDeadlines(json: string | null | undefined): StoredDeadlines | null {
  const parsed = exportedDeadlinesSchema.safeParse(parseJson(json));
  return parsed.success ? parsed.data : null;
}

export function parseStoredChecks(json: string | null | undefined): StoredCheck[] {
  const parsed = exportedEligibilitySchema.shape.checks.safeParse(parseJson(json));
  return parsed.success ? parsed.data : [];
}

export interface DeadlineRow {
  kind: string;
  label: string;
  date: string | null;
  status: string;
  explanation: string;
  isUnverified: boolean;
}

/**
 * The deadlines as the console lists them. A stored deadline carries its words (`label`,
 * `explanation`) or, from conclusions version 2 on, a kind and a case manager's note; the
 * kind's own label (src/contracts/conclusions.ts) takes over here when that lands.
 */
export function readDeadlineRows(json: string | null | undefined): DeadlineRow[] | null {
  const parsed = parseStoredDeadlines(json);
  if (!parsed) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return parsed.deadlines.map((deadline) => ({
    kind: deadline.kind,
    label: text(deadline.label) ?? deadline.kind.replaceAll('_', ' '),
    date: deadline.date && /^\d{4}-\d{2}-\d{2}$/.test(deadline.date) ? deadline.date : null,
    status: deadline.status,
    explanation: text(deadline.explanation) ?? text(deadline.caseManagerNote) ?? '',
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
