import type { AppConfig } from '../../config';
import type { Store } from '../../db/database';

import { systemActor } from './audit-log.repository';
import { erasePerson } from './erase-person';
import { readStaffSettings } from './settings.repository';

/**
 * The retention sweep (decision 0055): cases closed longer than the retention setting ago
 * are erased like an erasure request, except that the person's newsletter subscription and
 * contact messages are kept (they were not part of the case).
 */
export async function eraseClosedCases(
  store: Store,
  config: AppConfig,
  now = new Date(),
): Promise<{ erased: number }> {
  const { retentionDaysClosed } = await readStaffSettings(store.db, config);
  const cutoff = new Date(now.getTime() - retentionDaysClosed * 86_400_000).toISOString();
  const due = await store.db
    .selectFrom('case_pipeline')
    .select('case_id')
    .where('status', '=', 'closed')
    .where('status_changed_at', '<', cutoff)
    .execute();
  let erased = 0;
  for (const row of due) {
    await erasePerson(store, config, { caseId: row.case_id, actor: systemActor, reason: 'retention' });
    erased += 1;
  }
  return { erased };
}
