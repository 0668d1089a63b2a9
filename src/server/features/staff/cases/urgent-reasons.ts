import type { UrgentReason } from '../../../../contracts/staff-console';

/**
 * Why a case is urgent for a case manager (decision 0202). The 911 line shown during the intake
 * makes it urgent whatever the report found: `cases.emergency_flagged_at` is set when the line is
 * first shown and cleared only when the visitor denied the danger itself (decision 0134). The
 * report's own urgency is its deadlines' (`reports.is_urgent`), which the visitor's report tells.
 */
export function urgentReasonsOf(input: {
  emergencyAt: string | null;
  isReportUrgent: boolean;
}): UrgentReason[] {
  const reasons: UrgentReason[] = [];
  if (input.emergencyAt !== null) reasons.push('emergency');
  if (input.isReportUrgent) reasons.push('deadline');
  return reasons;
}
