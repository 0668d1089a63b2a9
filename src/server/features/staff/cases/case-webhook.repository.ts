import { randomUUID } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The delivery row of a case and event, made on the first attempt; its id is the delivery id. */
export async function ensureWebhookDelivery(db: Db, caseId: string, event: string, now: string) {
  await db
    .insertInto('case_webhook_deliveries')
    .values({
      id: randomUUID(),
      case_id: caseId,
      event,
      status: 'pending',
      last_status_code: null,
      last_error: null,
      delivered_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['case_id', 'event']).doNothing())
    .execute();
  return db
    .selectFrom('case_webhook_deliveries')
    .selectAll()
    .where('case_id', '=', caseId)
    .where('event', '=', event)
    .executeTakeFirstOrThrow();
}

export async function recordWebhookAttempt(
  db: Db,
  deliveryId: string,
  outcome: { statusCode: number | null; error: string | null; deliveredAt: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('case_webhook_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      ...(outcome.deliveredAt ? { status: 'delivered' as const, delivered_at: outcome.deliveredAt } : {}),
      updated_at: now,
    }))
    .where('id', '=', deliveryId)
    .execute();
}
