import type { Kysely } from 'kysely';

/**
 * Issue 14, the case manager's day: a case has an owner (a case manager), and a queue entry
 * kept on its pipeline row (why it is in the queue, when it shows, when it is due and late),
 * so "My queue" is one indexed range read, not a sort of every case (decision 0070).
 * Contact attempts gain a channel (call, text, email) and the next attempt they scheduled.
 * Staff accounts say whether they take part in the round robin and whether they see every case.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pipeline = [
    ['owner_id', 'text'],
    ['owner_assigned_at', 'text'],
    ['queue_reason', 'text'],
    ['queue_visible_at', 'text'],
    ['queue_due_at', 'text'],
    ['queue_late_at', 'text'],
    ['queue_refreshed_at', 'text'],
    ['unreachable_at', 'text'],
    ['unreachable_email_at', 'text'],
  ] as const;
  for (const [name, type] of pipeline)
    await db.schema.alterTable('case_pipeline').addColumn(name, type).execute();
  // 'none' (never queued), 'open', 'reached', 'unreachable', 'closed'.
  await db.schema
    .alterTable('case_pipeline')
    .addColumn('queue_state', 'text', (column) => column.notNull().defaultTo('none'))
    .execute();
  // 0 urgent (emergency or deadline), 1 callback, 2 first contact, 3 next attempt, 4 review, 9 not queued.
  await db.schema
    .alterTable('case_pipeline')
    .addColumn('queue_rank', 'integer', (column) => column.notNull().defaultTo(9))
    .execute();
  await db.schema
    .alterTable('case_pipeline')
    .addColumn('attempts_made', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // My queue: one owner's open entries in due order; the unassigned and "everyone" views use the second.
  await db.schema
    .createIndex('case_pipeline_queue_owner')
    .on('case_pipeline')
    .columns(['queue_state', 'owner_id', 'queue_rank', 'queue_due_at', 'case_id'])
    .execute();
  await db.schema
    .createIndex('case_pipeline_queue')
    .on('case_pipeline')
    .columns(['queue_state', 'queue_rank', 'queue_due_at', 'case_id'])
    .execute();

  await db.schema
    .alterTable('call_attempts')
    .addColumn('channel', 'text', (column) => column.notNull().defaultTo('call'))
    .execute();
  await db.schema.alterTable('call_attempts').addColumn('next_attempt_at', 'text').execute();

  await db.schema
    .alterTable('staff_users')
    .addColumn('is_in_rotation', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('staff_users')
    .addColumn('sees_all_cases', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('staff_users').addColumn('last_auto_assigned_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['last_auto_assigned_at', 'sees_all_cases', 'is_in_rotation'])
    await db.schema.alterTable('staff_users').dropColumn(column).execute();
  for (const column of ['next_attempt_at', 'channel'])
    await db.schema.alterTable('call_attempts').dropColumn(column).execute();
  await db.schema.dropIndex('case_pipeline_queue').execute();
  await db.schema.dropIndex('case_pipeline_queue_owner').execute();
  for (const column of [
    'attempts_made',
    'queue_rank',
    'queue_state',
    'unreachable_email_at',
    'unreachable_at',
    'queue_refreshed_at',
    'queue_late_at',
    'queue_due_at',
    'queue_visible_at',
    'queue_reason',
    'owner_assigned_at',
    'owner_id',
  ])
    await db.schema.alterTable('case_pipeline').dropColumn(column).execute();
}
