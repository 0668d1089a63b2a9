import { masterKeyId, unwrapDataKey, wrapDataKey } from '../crypto/case-data-crypto';

import { indexCaseContact } from './case-keyring';
import type { Store } from './database';

export interface RotationResult {
  /** Case keys re-wrapped by this run. */
  rewrapped: number;
  /** Case keys already under the new key (an earlier, interrupted run). */
  alreadyCurrent: number;
  /** Case keys wrapped by neither key: left untouched; the rotation is not complete. */
  unknown: number;
}

const BATCH = 500;

/**
 * Re-wraps every case key under a new master key (decision 0080). Each batch commits on its
 * own and a row moves only from the old key to the new one, so an interrupted run is simply
 * run again. Data keys and sealed values do not change: nothing else is rewritten. The blind
 * indexes are rebuilt from the opened names, phones and emails, since their key is derived
 * from the master key.
 */
export async function rotateMasterKey(
  store: Store,
  keys: { from: Buffer; to: Buffer },
): Promise<RotationResult> {
  const fromId = masterKeyId(keys.from);
  const toId = masterKeyId(keys.to);
  const result: RotationResult = { rewrapped: 0, alreadyCurrent: 0, unknown: 0 };
  if (fromId === toId) throw new Error('The new key is the current key.');
  for (;;) {
    const rows = await store.db
      .selectFrom('case_keys')
      .select(['case_id', 'wrapped_key'])
      .where('master_key_id', '=', fromId)
      .orderBy('case_id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    await store.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const dataKey = unwrapDataKey(keys.from, row.case_id, row.wrapped_key);
        await trx
          .updateTable('case_keys')
          .set({ wrapped_key: wrapDataKey(keys.to, row.case_id, dataKey), master_key_id: toId })
          .where('case_id', '=', row.case_id)
          .where('master_key_id', '=', fromId)
          .execute();
      }
    });
    result.rewrapped += rows.length;
  }
  const counts = await store.db
    .selectFrom('case_keys')
    .select(['master_key_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('master_key_id')
    .execute();
  for (const row of counts) {
    if (row.master_key_id === toId) result.alreadyCurrent = Number(row.count) - result.rewrapped;
    else result.unknown += Number(row.count);
  }
  if (result.unknown === 0) await rebuildSearchTerms(store, keys.to);
  return result;
}

/** The blind indexes under the new key: the store is unlocked with it, cases are opened and indexed again. */
async function rebuildSearchTerms(store: Store, newKey: Buffer): Promise<void> {
  store.keyring.unlock(newKey);
  let after = '';
  for (;;) {
    const rows = await store.db
      .selectFrom('cases')
      .select(['id', 'full_name', 'phone', 'phone_e164', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    await store.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await indexCaseContact(trx, row.id, {
          name: row.full_name,
          phone: row.phone_e164 ?? row.phone,
          email: row.email,
        });
      }
    });
    after = rows.at(-1)?.id ?? after;
  }
}
