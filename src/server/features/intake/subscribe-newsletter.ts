import { NEWSLETTER_CONSENT_VERSION, newsletterConsentText } from '../../../contracts/consent';
import type { NewsletterPayload } from '../../../contracts/webhooks';
import { withLockedTransaction } from '../../db/locked-transaction';
import { ipHashOf, mailboxHashOf } from '../../email/mailbox';
import { countMailSendsSince, recordMailSend } from '../../email/mail-sends.repository';
import { enqueue } from '../../jobs/job-definition';
import { newsletterConfirmationJob } from '../../jobs/job-kinds';

import type { IntakeDependencies } from './intake-dependencies';
import { insertSubscriberOnce, isSubscribed } from './newsletter.repository';

const DAY_MS = 86_400_000;

/**
 * Call 4: one subscriber per address, with the consent text shown in the panel and a hash of
 * the client IP (no raw IP, no browser string: decision 0079), pending until the address's owner confirms from the email this queues
 * (double opt-in, decision 0065). Our mail cannot be aimed at a stranger (decision 0078): a
 * mailbox, however its address is spelled (`victim+1@`, `v.ictim@`), gets at most
 * `perMailbox` confirmations a day, and one IP may have `perIp` sent a day. Past a cap, and on
 * a repeat sign-up, the visitor gets the same answer and nothing is stored or sent.
 */
export async function subscribeNewsletter(
  deps: Pick<IntakeDependencies, 'store' | 'newsletterConfirmationCaps' | 'now'>,
  input: { payload: NewsletterPayload; ip: string | null },
): Promise<void> {
  const at = deps.now?.() ?? new Date();
  const since = new Date(at.getTime() - DAY_MS).toISOString();
  const mailboxHash = mailboxHashOf(input.payload.email);
  const ipHash = input.ip ? ipHashOf(input.ip) : null;
  const kinds = ['newsletter-confirmation'] as const;
  await withLockedTransaction(deps.store, 'mail-sends', async (trx) => {
    if (await isSubscribed(trx, input.payload.email)) return;
    if (
      (await countMailSendsSince(trx, { mailboxHash }, kinds, since)) >=
      deps.newsletterConfirmationCaps.perMailbox
    )
      return;
    if (
      ipHash &&
      (await countMailSendsSince(trx, { ipHash }, kinds, since)) >= deps.newsletterConfirmationCaps.perIp
    )
      return;
    const subscriber = await insertSubscriberOnce(trx, {
      email: input.payload.email,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      consentText: newsletterConsentText,
      ipHash,
    });
    if (!subscriber.isNew) return;
    await recordMailSend(trx, {
      kind: 'newsletter-confirmation',
      mailboxHash,
      ipHash,
      now: at.toISOString(),
    });
    await enqueue(trx, newsletterConfirmationJob, { subscriberId: subscriber.id });
  });
}
