import type { AppConfig } from '../../../config';
import type { Store } from '../../../db/database';
import { createMailTransport, type MailTransport } from '../../../email/mail-transport';
import { PermanentJobError } from '../../../jobs/job-definition';

import { appendAudit, systemActor } from '../audit/audit-log.repository';
import { findCase } from '../cases/case-view.repository';

import { markUnreachableEmailed, findUnreachableEmailedAt } from './unreachable.repository';
import { unreachableMail } from './unreachable-mail';

/**
 * The 'staff.unreachable-email' job: the email goes once per case. The pipeline row's
 * unreachable_email_at is the acknowledgement (a retry that finds it sends nothing); a
 * crash between the mail server's acceptance and that write resends with the same Message-ID.
 */
export async function sendUnreachableEmail(
  deps: { store: Store; config: AppConfig; now: () => Date; transport?: MailTransport },
  caseId: string,
): Promise<'sent' | 'already_sent'> {
  const { db } = deps.store;
  const visitor = await findCase(db, caseId);
  if (!visitor) throw new PermanentJobError('Case not found');
  if (!visitor.email) throw new PermanentJobError('The case has no email address');
  const state = await findUnreachableEmailedAt(db, caseId);
  if (!state) throw new PermanentJobError('The case has no pipeline row');
  if (state.emailedAt) return 'already_sent';
  const transport = deps.transport ?? createMailTransport(deps.config);
  await transport.send(
    unreachableMail({
      from: deps.config.email.from,
      to: visitor.email,
      caseId,
      firstName: visitor.full_name?.trim().split(/\s+/)[0] ?? null,
      attempts: state.attemptsMade,
    }),
  );
  const now = deps.now();
  await db.transaction().execute(async (trx) => {
    await markUnreachableEmailed(trx, caseId, now.toISOString());
    await appendAudit(trx, {
      actor: systemActor,
      action: 'case.unreachable_email_sent',
      subjectType: 'case',
      subjectId: caseId,
      details: { transport: transport.kind },
      at: now,
    });
  });
  return 'sent';
}
