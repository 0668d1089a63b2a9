import { randomUUID } from 'node:crypto';

import type { AppConfig } from '../../config';
import type { Store } from '../../db/database';
import { createMailTransport, type MailTransport } from '../../email/mail-transport';

import { issueMail } from './newsletter-mail';
import { listConfirmedSubscribers, mintUnsubscribeToken } from './newsletter.repository';

/**
 * `npm run newsletter`: one issue to every confirmed subscriber who has not unsubscribed,
 * each email with its own one-click unsubscribe. A failure for one address is counted and
 * the rest still go.
 */
export async function sendNewsletterIssue(
  deps: { store: Store; config: AppConfig; transport?: MailTransport },
  issue: { subject: string; text: string; issueId?: string },
): Promise<{ sent: number; failed: number }> {
  const transport = deps.transport ?? createMailTransport(deps.config);
  const issueId = issue.issueId ?? randomUUID();
  let sent = 0;
  let failed = 0;
  for (const subscriber of await listConfirmedSubscribers(deps.store.db)) {
    try {
      // Each email its own unsubscribe token; only the hash is kept (decision 0079).
      const unsubscribeToken = await mintUnsubscribeToken(
        deps.store.db,
        subscriber.id,
        new Date().toISOString(),
      );
      await transport.send(
        issueMail({
          from: deps.config.email.from,
          to: subscriber.email,
          siteUrl: deps.config.siteUrl,
          issueId,
          subscriberId: subscriber.id,
          subject: issue.subject,
          text: issue.text,
          unsubscribeToken,
        }),
      );
      sent += 1;
    } catch {
      failed += 1;
    }
  }
  return { sent, failed };
}
