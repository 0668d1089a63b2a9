import type { EndIntakePayload } from '../../../contracts/webhooks';
import { AppError } from '../../http/app-error';
import { enqueue } from '../../jobs/job-definition';
import { caseReportJob } from '../../jobs/job-kinds';

import { findBoundCase, updateCase } from './cases.repository';
import type { IntakeDependencies } from './intake-dependencies';
import { NOT_FOUND_MESSAGE } from './start-chat';

/** The job the report feature consumes (issue 5): one per case, whatever the retries. */

/**
 * Call 3: stores the email and completes the case, and in the same transaction writes the
 * durable report job, so the job exists exactly when the completion does. A repeat keeps
 * one job (idempotency key) and only updates the email.
 */
export async function endIntake(
  deps: IntakeDependencies,
  input: { payload: EndIntakePayload; bindingHash: string | null },
): Promise<{ caseId: string }> {
  const { payload } = input;
  const now = (deps.now?.() ?? new Date()).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const caseRow = await findBoundCase(
      trx,
      { sessionId: payload.SessionID, chatId: payload.ChatID },
      input.bindingHash,
    );
    if (!caseRow) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    await updateCase(trx, caseRow.id, {
      email: payload.Email.trim().toLowerCase(),
      status: 'complete',
      completed_at: caseRow.completed_at ?? now,
    });
    await enqueue(trx, caseReportJob, { caseId: caseRow.id });
    return { caseId: caseRow.id };
  });
}
