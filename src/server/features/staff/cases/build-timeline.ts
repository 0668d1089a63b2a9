import { storedCaseTypeName } from '../../../../contracts/fact-catalogue';
import {
  dangerSignFamilyLabels,
  emergencyWithdrawnAction,
  parseEmergencySigns,
} from '../../../../contracts/danger-signs';
import { pipelineStatusLabels, type TimelineEntry } from '../../../../contracts/staff-console';
import { attemptOutcomeLabels, contactChannelLabels } from '../../../../contracts/staff-queue';
import type { AuditLogRow } from '../../../db/tables/staff.tables';

import { parseCallbackWindow } from './callback-window';
import type { CaseParts } from './load-case-parts';
import { parseStoredJson, valueNotEstimatedOf } from './stored-conclusions';

/** The audit actions that change a case's owner: the timeline shows them. */
export const ownerActions: readonly string[] = ['case.owner_assigned', 'case.owner_unassigned'];

/**
 * Every audit action the timeline shows: owner changes, and an emergency flag the visitor's
 * denial withdrew (decisions 0134, 0282), so an alarm raised and cleared stays visible.
 */
export const timelineActions: readonly string[] = [...ownerActions, emergencyWithdrawnAction];

const sequence: readonly TimelineEntry['kind'][] = [
  'intake_started',
  'emergency',
  'callback_requested',
  'intake_completed',
  'report',
  'owner',
  'message',
  'attempt',
  'status',
  'note',
  'reply',
  'unreachable',
];

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

function ownerLine(entry: AuditLogRow): string | null {
  const details = parseStoredJson(entry.details);
  const record = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  const who = typeof record.ownerEmail === 'string' ? record.ownerEmail : null;
  if (entry.action === 'case.owner_unassigned') return 'Owner removed: the case is unassigned';
  if (entry.action !== 'case.owner_assigned') return null;
  return `${record.automatic === true ? 'Assigned automatically (round robin)' : 'Assigned'}${who ? ` to ${who}` : ''}`;
}

/**
 * The case's timeline (issue 14): the intake's milestones, the report's versions, status and
 * owner changes, contact attempts, notes, and the visitor's contact messages with our
 * replies, newest first. Built from the stored rows, the same for the console and the export.
 */
export function buildTimeline(parts: CaseParts, ownerEvents: AuditLogRow[]): TimelineEntry[] {
  const { row } = parts;
  const entries: TimelineEntry[] = [];
  const add = (entry: Omit<TimelineEntry, 'actorEmail' | 'refId'> & Partial<TimelineEntry>) =>
    entries.push({ actorEmail: null, refId: null, ...entry });

  add({
    at: row.created_at,
    kind: 'intake_started',
    text: `Intake started (${row.source === 'start_flow' ? 'start form' : 'chat opened directly'})`,
  });
  if (row.emergency_flagged_at)
    add({
      at: row.emergency_flagged_at,
      kind: 'emergency',
      text: `Described an emergency: the 911 notice was shown${signsText(row.emergency_signs)}`,
    });
  if (row.callback_requested_at) {
    const window = parseCallbackWindow(row.callback_window);
    add({
      at: row.callback_requested_at,
      kind: 'callback_requested',
      text: window ? `Asked for a callback: ${window.label}` : 'Asked to talk to a person',
    });
  }
  if (row.completed_at) {
    const type = row.case_type ? storedCaseTypeName(row.case_type, 'en') : 'case type unknown';
    add({
      at: row.completed_at,
      kind: 'intake_completed',
      text: `Intake completed: ${type}${row.state ? `, ${row.state}` : ''}, ${row.questions_total} questions`,
    });
  }
  for (const version of parts.versions)
    add({
      at: version.created_at,
      kind: 'report',
      text: `Report version ${version.version}: ${valueNotEstimatedOf(version.valuation) ?? `likely ${usd(Number(version.value_likely))}`}, ${version.decision.replace('_', ' ')}, ${version.route.replaceAll('_', ' ')}`,
    });
  for (const change of parts.history)
    add({
      at: change.at,
      kind: 'status',
      text: `Status ${change.fromStatus ? pipelineStatusLabels[change.fromStatus] : 'New'} → ${pipelineStatusLabels[change.toStatus]}${change.note ? ` (${change.note})` : ''}`,
      actorEmail: change.staffEmail,
    });
  for (const event of ownerEvents) {
    if (event.action === emergencyWithdrawnAction) {
      add({ at: event.at, kind: 'emergency', text: withdrawnLine(event) });
      continue;
    }
    const text = ownerLine(event);
    if (text) add({ at: event.at, kind: 'owner', text, actorEmail: event.actor_email });
  }
  for (const attempt of parts.attempts)
    add({
      at: attempt.at,
      kind: 'attempt',
      text: `${contactChannelLabels[attempt.channel]}: ${attemptOutcomeLabels[attempt.outcome]}${attempt.notes ? ` (${attempt.notes})` : ''}`,
      actorEmail: attempt.staffEmail,
      refId: attempt.id,
    });
  for (const note of parts.notes)
    add({
      at: note.at,
      kind: 'note',
      text: `Note: ${note.body}`,
      actorEmail: note.staffEmail,
      refId: note.id,
    });
  for (const message of parts.messages) {
    add({
      at: message.createdAt,
      kind: 'message',
      text: `Contact form message: ${message.subject}`,
      refId: message.id,
    });
    for (const reply of message.replies)
      add({
        at: reply.sentAt ?? reply.createdAt,
        kind: 'reply',
        text:
          reply.status === 'sent' ? `Reply emailed: ${message.subject}` : `Reply queued: ${message.subject}`,
        actorEmail: reply.staffEmail,
        refId: message.id,
      });
  }
  if (parts.pipeline?.unreachableAt)
    add({
      at: parts.pipeline.unreachableAt,
      kind: 'unreachable',
      text: `Unreachable after ${parts.pipeline.attemptsMade} attempts${parts.pipeline.unreachableEmailAt ? '; the visitor was emailed' : ''}`,
    });
  // Newest first; things of one instant in the order they follow each other, the consequence first.
  return entries.sort(
    (a, b) => b.at.localeCompare(a.at) || sequence.indexOf(b.kind) - sequence.indexOf(a.kind),
  );
}

function withdrawnLine(entry: AuditLogRow): string {
  const details = parseStoredJson(entry.details);
  const record = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  const withdrawn = Array.isArray(record.withdrawn) ? JSON.stringify(record.withdrawn) : null;
  const raisedAt = typeof record.raisedAt === 'string' ? ` (raised ${record.raisedAt})` : '';
  const remaining = Array.isArray(record.remaining) && record.remaining.length > 0;
  return `Emergency notice withdrawn${signsText(withdrawn)}${raisedAt}: the visitor said there was no such danger${remaining ? '; other signs stay flagged' : ''}`;
}

function signsText(stored: string | null): string {
  const signs = parseEmergencySigns(stored);
  return signs.length > 0 ? ` (${signs.map((family) => dangerSignFamilyLabels[family]).join('; ')})` : '';
}
