import { NEWSLETTER_CONSENT_VERSION, newsletterConsentText } from '../../../contracts/consent';
import type { NewsletterPayload } from '../../../contracts/webhooks';
import { enqueue } from '../../jobs/job-definition';
import { newsletterConfirmationJob } from '../../jobs/job-kinds';

import type { IntakeDependencies } from './intake-dependencies';
import { insertSubscriberOnce } from './newsletter.repository';

/**
 * Call 4: one subscriber per address, with the consent text shown in the panel and an
 * unsubscribe token, pending until the address's owner confirms from the email this queues
 * (double opt-in, decision 0065). A repeat sign-up answers the same, writes nothing and sends
 * nothing, so the form cannot be used to flood someone's inbox.
 */
export async function subscribeNewsletter(
  deps: Pick<IntakeDependencies, 'db'>,
  input: { payload: NewsletterPayload; ip: string | null; userAgent: string | null },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const subscriber = await insertSubscriberOnce(trx, {
      email: input.payload.email,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      consentText: newsletterConsentText,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    if (subscriber.isNew) await enqueue(trx, newsletterConfirmationJob, { subscriberId: subscriber.id });
  });
}
