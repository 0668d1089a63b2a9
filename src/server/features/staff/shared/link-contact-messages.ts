import type { Kysely, Transaction } from 'kysely';

import { phoneE164 } from '../../../case-record/phone-number';
import type { Database } from '../../../db/schema';

import {
  findCaseByContact,
  findContactMessage,
  findLink,
  listUnlinkedMessagesLike,
  saveLink,
} from './contact-links.repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A contact-form message is tied to the visitor's case when its email or phone matches one
 * (decision 0072): the newest such case. A message a case manager linked or unlinked by hand
 * is never changed here. Returns the case id, or null when nothing matched (the message is
 * then left unlooked-at, so a case made later can still claim it).
 */
export async function autoLinkContactMessage(db: Db, messageId: string, now: Date): Promise<string | null> {
  const message = await findContactMessage(db, messageId);
  if (!message) return null;
  const existing = await findLink(db, messageId);
  if (existing) return existing.case_id;
  const caseId = await findCaseByContact(db, {
    email: message.email,
    phoneE164: message.phone ? phoneE164(message.phone) : null,
  });
  if (!caseId) return null;
  await saveLink(db, { messageId, caseId, source: 'auto', linkedBy: null, at: now.toISOString() });
  return caseId;
}

/** The other way round: a case (new, or queued again) claims the messages its visitor sent before. */
export async function linkMessagesOfCase(
  db: Db,
  visitor: { caseId: string; email: string | null; phoneE164: string | null },
  now: Date,
): Promise<number> {
  const candidates = await listUnlinkedMessagesLike(db, {
    email: visitor.email,
    phoneLastFour: visitor.phoneE164 ? visitor.phoneE164.slice(-4) : null,
  });
  let linked = 0;
  for (const candidate of candidates) {
    const isSameEmail =
      visitor.email !== null && candidate.email.toLowerCase() === visitor.email.toLowerCase();
    const isSamePhone =
      visitor.phoneE164 !== null &&
      candidate.phone !== null &&
      phoneE164(candidate.phone) === visitor.phoneE164;
    if (!isSameEmail && !isSamePhone) continue;
    await saveLink(db, {
      messageId: candidate.id,
      caseId: visitor.caseId,
      source: 'auto',
      linkedBy: null,
      at: now.toISOString(),
    });
    linked += 1;
  }
  return linked;
}
