import { createHmac } from 'node:crypto';

import { type CaseWebhookBody, caseWebhookHeaders } from '../../../../contracts/case-export';
import type { AppConfig } from '../../../config';
import type { Store } from '../../../db/database';
import { PermanentJobError } from '../../../jobs/job-definition';

import { appendAudit, systemActor } from '../audit/audit-log.repository';

import { buildCaseExport } from './build-case-export';
import { ensureWebhookDelivery, recordWebhookAttempt } from './case-webhook.repository';

/** `sha256=` + hex HMAC-SHA256 over "<timestamp>.<body>", the header a receiver checks (decision 0073). */
export function signCaseWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const timeoutMs = 10_000;

/**
 * The 'case.webhook' job: posts a referred case, in the export's shape, to CASE_WEBHOOK_URL.
 * Delivered once: the delivery row says so after a 2xx, and a retry that finds it delivered
 * sends nothing; the delivery id is the same on every attempt, so a receiver that got an
 * answer lost on the way back can drop the repeat. Any other answer throws, and the worker
 * retries with backoff. Nothing of the case goes to the log.
 */
export async function deliverCaseWebhook(
  deps: { store: Store; config: AppConfig; now: () => Date; fetch?: typeof fetch },
  caseId: string,
): Promise<'delivered' | 'already_delivered' | 'not_configured'> {
  const target = deps.config.caseWebhook;
  if (!target) return 'not_configured';
  const { db } = deps.store;
  const delivery = await ensureWebhookDelivery(db, caseId, 'case.referred', deps.now().toISOString());
  if (delivery.status === 'delivered') return 'already_delivered';
  const exported = await buildCaseExport(db, caseId, deps.now());
  if (!exported) throw new PermanentJobError('Case not found');
  const sentAt = deps.now();
  const body = JSON.stringify({
    event: 'case.referred',
    deliveryId: delivery.id,
    sentAt: sentAt.toISOString(),
    case: exported,
  } satisfies CaseWebhookBody);
  const timestamp = String(Math.floor(sentAt.getTime() / 1000));
  let statusCode: number | null = null;
  try {
    const response = await (deps.fetch ?? fetch)(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [caseWebhookHeaders.signature]: signCaseWebhook(target.secret, timestamp, body),
        [caseWebhookHeaders.timestamp]: timestamp,
        [caseWebhookHeaders.delivery]: delivery.id,
        [caseWebhookHeaders.event]: 'case.referred',
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    statusCode = response.status;
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await recordWebhookAttempt(
      db,
      delivery.id,
      { statusCode, error: message, deliveredAt: null },
      deps.now().toISOString(),
    );
    throw error;
  }
  const now = deps.now();
  await db.transaction().execute(async (trx) => {
    await recordWebhookAttempt(
      trx,
      delivery.id,
      { statusCode, error: null, deliveredAt: now.toISOString() },
      now.toISOString(),
    );
    await appendAudit(trx, {
      actor: systemActor,
      action: 'case.webhook_delivered',
      subjectType: 'case',
      subjectId: caseId,
      details: { deliveryId: delivery.id, statusCode, host: new URL(target.url).host },
      at: now,
    });
  });
  return 'delivered';
}
