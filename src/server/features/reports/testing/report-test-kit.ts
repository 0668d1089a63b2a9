import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { z } from 'zod';

import {
  type CaseRecord,
  caseRecordSchema,
  type DateValue,
  turnAwayFacts,
} from '../../../../contracts/case-record';
import type { Database } from '../../../db/schema';
import { sealCaseColumns } from '../../../db/sealed-case-columns';
import type { NewCaseRow } from '../../../db/tables/intake.tables';

/** Test helpers for the report feature: a completed case row, a real SMTP server, MIME and PDF reading. */

export { silentLog } from '../../../../../test/support/silent-log';

export async function insertCompletedCase(
  db: Kysely<Database> | Transaction<Database>,
  input: { record: CaseRecord; email?: string | null; fullName?: string; id?: string },
): Promise<string> {
  const id = input.id ?? randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('cases')
    .values(
      await sealCaseColumns<NewCaseRow>(db, id, {
        id,
        session_id: `session-${id}`,
        chat_id: `chat-${id}`,
        status: 'complete',
        source: 'start_flow',
        full_name: input.fullName ?? 'Maria Lopez',
        phone: null,
        phone_e164: null,
        email: input.email === undefined ? 'maria@example.test' : input.email,
        description: 'Rear-ended at a red light.',
        communication_method: null,
        case_record: JSON.stringify(input.record),
        case_type: input.record.caseType ?? null,
        state: input.record.state ?? null,
        part: 1,
        questions_in_part: 15,
        questions_total: 15,
        extensions_used: 0,
        agent_state: '{}',
        llm_tokens_used: 0,
        version: 1,
        created_at: now,
        updated_at: now,
        completed_at: now,
      }),
    )
    .execute();
  return id;
}

/**
 * A valid v2 case record from the facts a test names; the schema fills version, unknowns and
 * sources. Its facts are true facts, so any that would turn the visitor away count as
 * confirmed by them (decision 0091) unless the test says otherwise with `turnAway`.
 */
export const caseRecord = (fields: CaseRecordInput): CaseRecord =>
  caseRecordSchema.parse({ turnAway: { confirmed: [...turnAwayFacts] }, ...fields });
export type CaseRecordInput = z.input<typeof caseRecordSchema>;

/** A date the visitor gave to the day. */
export const onDay = (iso: string): DateValue => ({ from: iso, to: iso, precision: 'day' });

/**
 * A CA auto case whose value is worked by hand in estimate-case-value.test.ts:
 * $29,000 – $38,500, likely $33,500 (vehicle damage is shown, not added).
 */
export const californiaAutoRecord: CaseRecord = caseRecord({
  caseType: 'auto',
  state: 'CA',
  incidentDate: onDay('2026-06-01'),
  atFaultParty: 'the other driver',
  injuries: ['herniated disc in the neck'],
  medicalBills: { total: 10_000, paid: [] },
  lostWages: { total: 2_000 },
  propertyDamage: { amount: 3_000 },
  ownFaultPercent: 20,
  policyLimit: { perPerson: 100_000 },
  priorAttorney: false,
});
export const californiaAutoRange = '$29,000 – $38,500 (likely $33,500)';

export {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../../../test/support/smtp-server';

export function pdfAttachmentOf(raw: string): Buffer {
  const match = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n(?:--|\r?\n)/.exec(
    raw,
  );
  if (!match) throw new Error('no PDF attachment in the message');
  return Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
}

/** The text of a PDF, read by poppler's pdftotext (as a person copying it would see it). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** The report link in the message's text part (quoted-printable soft breaks removed). */
export function reportTokenOf(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const match = /\/report\/([A-Za-z0-9_-]{43})/.exec(unfolded);
  if (!match) throw new Error('no report link in the message');
  return match[1]!;
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
