import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import { findCaseOwner } from '../shared/case-owner.repository';
import { canSeeCase, type StaffPrincipal } from '../shared/staff-access';
import { findContactMessage, findLink, saveLink } from '../shared/contact-links.repository';

/**
 * A case manager ties a message to a case, or unties it (decision 0072). Either is final for
 * the automatic matching: an unlinked message is never linked again by email or phone.
 */
export async function setContactMessageLink(
  deps: { db: Kysely<Database>; now: Date },
  staff: StaffPrincipal,
  messageId: string,
  caseId: string | null,
): Promise<void> {
  if (!(await findContactMessage(deps.db, messageId))) throw new AppError('not_found', 'No such message.');
  if (caseId) {
    const owner = await findCaseOwner(deps.db, caseId);
    if (!owner) throw new AppError('not_found', 'No such case.');
    if (!canSeeCase(staff, owner.ownerId))
      throw new AppError('forbidden', 'This case belongs to another case manager.');
  }
  const before = await findLink(deps.db, messageId);
  await deps.db.transaction().execute(async (trx) => {
    await saveLink(trx, {
      messageId,
      caseId,
      source: 'staff',
      linkedBy: staff.userId,
      at: deps.now.toISOString(),
    });
    await appendAudit(trx, {
      actor: { id: staff.userId, email: staff.email },
      action: caseId ? 'inbox.contact_message_linked' : 'inbox.contact_message_unlinked',
      subjectType: 'contact_message',
      subjectId: messageId,
      details: { caseId, previousCaseId: before?.case_id ?? null },
      at: deps.now,
    });
  });
}
