import type { Generated, Insertable, Selectable } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

export interface JobsTable {
  id: string;
  kind: string;
  version: Generated<number>;
  idempotency_key: string;
  payload: string;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;
