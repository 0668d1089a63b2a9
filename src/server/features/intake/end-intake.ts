import { organization } from '../../../contracts/organization';
import type { EndIntakePayload } from '../../../contracts/webhooks';
import { withLockedTransaction } from '../../db/locked-transaction';
import { countMailSendsSince, recordMailSend } from '../../email/mail-sends.repository';
import { ipHashOf, mailboxHashOf } from '../../email/mailbox';
import { AppError } from '../../http/app-error';
import { enqueue } from '../../jobs/job-definition';
import { caseReportJob } from '../../jobs/job-kinds';

import { countCompletedSince, findBoundCase, updateCase } from './cases.repository';
import type { IntakeDependencies } from './intake-dependencies';
import { NOT_FOUND_MESSAGE } from './start-chat';

/**
 * Call 3: stores the email and completes the case, and in the same transaction writes the
 * durable report job, so the job exists exactly when the completion does. Our email must not
 * be turned against strangers (issue 15, decision 0064): one intake sends its report to one
 * address (a repeat with the same address changes nothing; another address is a 409), and an
 * address or an IP gets a few report emails a day at most. An address is counted as the mailbox
 * it reaches (`maria+1@`, `m.aria@gmail.com` are Maria's), with every report and report copy
 * sent to it (decision 0078).
 */
export async function endIntake(
  deps: IntakeDependencies,
  input: { payload: EndIntakePayload; bindingHash: string | null; ip: string },
): Promise<{ caseId: string }> {
  const { payload } = input;
  const at = deps.now?.() ?? new Date();
  const now = at.toISOString();
  const email = payload.Email.trim().toLowerCase();
  const ipHash = ipHashOf(input.ip);
  const mailboxHash = mailboxHashOf(email);
  return withLockedTransaction(deps.store, 'mail-sends', async (trx) => {
    const caseRow = await findBoundCase(
      trx,
      { sessionId: payload.SessionID, chatId: payload.ChatID },
      input.bindingHash,
    );
    if (!caseRow) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    if (caseRow.status === 'complete' && caseRow.email) {
      if (caseRow.email === email) return { caseId: caseRow.id };
      throw new AppError(
        'conflict',
        `Your report goes to the address you gave first. If that address was wrong, write to us at ${organization.supportEmail} and we will help.`,
      );
    }
    const since = new Date(at.getTime() - 86_400_000).toISOString();
    if (
      (await countMailSendsSince(trx, { mailboxHash }, ['report', 'report-copy'], since)) >=
      deps.reportEmailCaps.perAddress
    )
      throw new AppError(
        'rate_limited',
        'This email address has been sent the most reports we send in a day. Please try again tomorrow.',
      );
    if ((await countCompletedSince(trx, { ipHash }, since)) >= deps.reportEmailCaps.perIp)
      throw new AppError(
        'rate_limited',
        'Too many reports were asked for from this connection today. Please try again tomorrow.',
      );
    await updateCase(trx, caseRow.id, {
      email,
      status: 'complete',
      completed_at: caseRow.completed_at ?? now,
      completed_ip_hash: ipHash,
    });
    await recordMailSend(trx, { kind: 'report', mailboxHash, ipHash, now });
    // Stamped with the app's clock, like the completion: a worker on that clock runs it (tests pin it).
    await enqueue(trx, caseReportJob, { caseId: caseRow.id }, { now: at });
    return { caseId: caseRow.id };
  });
}
