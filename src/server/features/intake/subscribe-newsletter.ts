import { NEWSLETTER_CONSENT_VERSION, newsletterConsentText } from '../../../contracts/consent';
import type { NewsletterPayload } from '../../../contracts/webhooks';

import type { IntakeDependencies } from './intake-dependencies';
import { insertSubscriberOnce } from './newsletter.repository';

/**
 * Call 4: one subscriber per address, with the consent text shown in the panel and an
 * unsubscribe token. A repeat sign-up answers the same and writes nothing.
 */
export async function subscribeNewsletter(
  deps: Pick<IntakeDependencies, 'db'>,
  input: { payload: NewsletterPayload; ip: string | null; userAgent: string | null },
): Promise<void> {
  await insertSubscriberOnce(deps.db, {
    email: input.payload.email,
    consentVersion: NEWSLETTER_CONSENT_VERSION,
    consentText: newsletterConsentText,
    ip: input.ip,
    userAgent: input.userAgent,
  });
}
