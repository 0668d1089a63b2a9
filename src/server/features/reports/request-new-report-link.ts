import type { Store } from '../../db/database';
import { withLockedTransaction } from '../../db/locked-transaction';
import { casesWithSearchTerms } from '../../db/sealed-case-columns';
import { countMailSendsSince, recordMailSend } from '../../email/mail-sends.repository';
import { ipHashOf, mailboxHashOf } from '../../email/mailbox';
import { enqueue } from '../../jobs/job-definition';
import { reportEmailJob } from '../../jobs/job-kinds';

/** One new link per report an hour at most, whoever asks: the email goes only to the case's own address. */
const RESEND_GAP_MS = 60 * 60_000;

/**
 * A visitor whose report link is bad or expired asks for a new one with the address the report
 * went to (issue 28). The latest report sent to that address is emailed again with a fresh link
 * (the report email job mints one per send). The answer never says whether the address has a
 * report, so the form cannot be used to learn who used the service; nothing is sent to an
 * address that was not already the case's, and a report gets at most one new link an hour.
 * The copy counts against the mailbox's daily report cap like the report itself, and copies
 * asked for from one IP against the daily per-IP cap (decision 0078); past either, nothing is
 * sent and the answer is the same.
 */
export async function requestNewReportLink(
  store: Store,
  input: { email: string; now: Date; perMailboxPerDay: number; ip: string; perIpPerDay: number },
): Promise<{ isQueued: boolean }> {
  const { db } = store;
  const email = input.email.trim().toLowerCase();
  if (!email) return { isQueued: false };
  const latest = await db
    .selectFrom('reports')
    .innerJoin('cases', 'cases.id', 'reports.case_id')
    .leftJoin('email_deliveries', 'email_deliveries.report_id', 'reports.id')
    .select([
      'reports.id as reportId',
      'email_deliveries.id as deliveryId',
      'email_deliveries.updated_at as sentAt',
    ])
    .where((eb) =>
      eb.or([eb('cases.id', 'in', casesWithSearchTerms(db, { email })), eb('cases.email', '=', email)]),
    )
    .where('cases.status', '=', 'complete')
    .orderBy('reports.created_at', 'desc')
    .executeTakeFirst();
  if (!latest) return { isQueued: false };
  if (latest.sentAt && input.now.getTime() - Date.parse(latest.sentAt) < RESEND_GAP_MS)
    return { isQueued: false };
  const stamp = input.now.toISOString();
  const mailboxHash = mailboxHashOf(email);
  const ipHash = ipHashOf(input.ip);
  const since = new Date(input.now.getTime() - 86_400_000).toISOString();
  return withLockedTransaction(store, 'mail-sends', async (trx) => {
    if (
      (await countMailSendsSince(trx, { mailboxHash }, ['report', 'report-copy'], since)) >=
      input.perMailboxPerDay
    )
      return { isQueued: false };
    if ((await countMailSendsSince(trx, { ipHash }, ['report-copy'], since)) >= input.perIpPerDay)
      return { isQueued: false };
    await recordMailSend(trx, { kind: 'report-copy', mailboxHash, ipHash, now: stamp });
    // The sender skips a delivery marked sent: back to pending, in the job's transaction.
    if (latest.deliveryId)
      await trx
        .updateTable('email_deliveries')
        .set({ status: 'pending', updated_at: stamp })
        .where('id', '=', latest.deliveryId)
        .execute();
    await enqueue(
      trx,
      reportEmailJob,
      { reportId: latest.reportId, resend: `new-link:${stamp}` },
      { now: input.now },
    );
    return { isQueued: true };
  });
}
