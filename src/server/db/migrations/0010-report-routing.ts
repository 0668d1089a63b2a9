import type { Kysely } from 'kysely';

/**
 * Issue 12, "routing is a decision with its reasons": a report keeps its routing (the route,
 * the visitor's and the case manager's reasons, what a person must review) as JSON beside its
 * valuation and deadlines, in the report and in each version. Reports from before this
 * migration have none (null) and their conclusions are read as described in decision 0026.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('routing', 'text').execute();
  await db.schema.alterTable('report_versions').addColumn('routing', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('report_versions').dropColumn('routing').execute();
  await db.schema.alterTable('reports').dropColumn('routing').execute();
}
