import { createHash, randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import { sealForCase } from '../../db/case-keyring';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface ConsentEvidence {
  caseId: string;
  sessionId: string;
  consentVersion: string;
  consentText: string;
  ip: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  fullName: string | null;
  phone: string | null;
  phoneE164: string | null;
}

/**
 * Writes the consent evidence record once per case (compliance.md §5.1), with a SHA-256
 * over its fields in a fixed order so later tampering is detectable.
 */
export async function insertConsentRecordOnce(
  db: Db,
  evidence: ConsentEvidence,
  now = new Date(),
): Promise<void> {
  const agreedAt = now.toISOString();
  const hashed = [
    evidence.consentVersion,
    evidence.consentText,
    agreedAt,
    evidence.ip ?? '',
    evidence.userAgent ?? '',
    evidence.pageUrl ?? '',
    evidence.sessionId,
    evidence.fullName ?? '',
    evidence.phone ?? '',
    evidence.phoneE164 ?? '',
  ];
  await db
    .insertInto('consent_records')
    .values({
      id: randomUUID(),
      case_id: evidence.caseId,
      consent_version: evidence.consentVersion,
      consent_text: evidence.consentText,
      agreed_at: agreedAt,
      ip: evidence.ip,
      user_agent: evidence.userAgent,
      page_url: evidence.pageUrl,
      session_id: evidence.sessionId,
      ...(await sealForCase(db, evidence.caseId, {
        full_name: evidence.fullName,
        phone: evidence.phone,
        phone_e164: evidence.phoneE164,
      })),
      record_sha256: createHash('sha256').update(JSON.stringify(hashed)).digest('hex'),
      created_at: agreedAt,
    })
    .onConflict((conflict) => conflict.column('case_id').doNothing())
    .execute();
}
