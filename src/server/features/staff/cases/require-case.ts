import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

import { caseExists } from './case-actions.repository';

/** 404 for a case id that does not exist (or was erased). */
export async function requireCase(
  db: Kysely<Database> | Transaction<Database>,
  caseId: string,
): Promise<void> {
  if (!(await caseExists(db, caseId))) throw new AppError('not_found', 'No such case.');
}
