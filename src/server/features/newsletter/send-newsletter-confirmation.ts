import type { AppConfig } from '../../config';
import type { Store } from '../../db/database';
import { createMailTransport, type MailTransport } from '../../email/mail-transport';
import { hashSecretToken, newSecretToken } from '../../http/secret-token';
import { PermanentJobError } from '../../jobs/job-definition';

import { confirmationMail } from './newsletter-mail';
import { findSubscriber, mintUnsubscribeToken, recordConfirmationSent } from './newsletter.repository';

/**
 * The 'newsletter.confirmation-email' job: a fresh link token per attempt (only its hash is
 * stored, as for report links), the email, then the time it went. A sign-up already
 * confirmed or unsubscribed gets nothing.
 */
export async function sendNewsletterConfirmation(
  deps: { store: Store; config: AppConfig; transport?: MailTransport; now?: () => Date },
  subscriberId: string,
): Promise<'sent' | 'skipped'> {
  const now = deps.now ?? (() => new Date());
  const subscriber = await findSubscriber(deps.store.db, subscriberId);
  if (!subscriber) throw new PermanentJobError('Subscriber not found');
  if (subscriber.confirmed_at || subscriber.unsubscribed_at) return 'skipped';
  const token = newSecretToken();
  await recordConfirmationSent(deps.store.db, subscriber.id, hashSecretToken(token), now().toISOString());
  const unsubscribeToken = await mintUnsubscribeToken(deps.store.db, subscriber.id, now().toISOString());
  const transport = deps.transport ?? createMailTransport(deps.config);
  await transport.send(
    confirmationMail({
      from: deps.config.email.from,
      to: subscriber.email,
      siteUrl: deps.config.siteUrl,
      subscriberId: subscriber.id,
      confirmToken: token,
      unsubscribeToken,
    }),
  );
  return 'sent';
}
