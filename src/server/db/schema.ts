import type { JobsTable } from './tables/jobs.tables';

/**
 * The store's tables, one line per table. Each feature declares its table types in
 * tables/<feature>.tables.ts (not inside the feature, so another feature's repository may
 * read a table without importing that feature); this file only composes them for Kysely.
 *
 * Portable conventions (docs/decisions/0002-store.md): ids are text, times are ISO-8601
 * UTC text, booleans are integers 0/1, JSON is text parsed at the repository edge.
 */
export interface Database {
  jobs: JobsTable;
}
