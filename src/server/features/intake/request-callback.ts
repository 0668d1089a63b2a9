import {
  type CallbackConfirmation,
  type CallbackRequest,
  callbackSlotHours,
} from '../../../contracts/intake-progress';
import { AppError } from '../../http/app-error';
import { enqueue } from '../../jobs/job-definition';
import { caseQueueJob } from '../../jobs/job-kinds';

import { findBoundCase, updateCase } from './cases.repository';
import type { IntakeDependencies } from './intake-dependencies';
import { NOT_FOUND_MESSAGE } from './start-chat';

const MAX_DAYS_AHEAD = 14;

/** A weekday within the next two weeks (case managers call Mon–Fri). */
function checkDay(day: string, now: Date): void {
  const date = new Date(`${day}T12:00:00Z`);
  const today = new Date(`${now.toISOString().slice(0, 10)}T12:00:00Z`);
  const daysAhead = Math.round((date.getTime() - today.getTime()) / 86_400_000);
  if (daysAhead < 0 || daysAhead > MAX_DAYS_AHEAD)
    throw new AppError('invalid_request', `Please choose a day within the next ${MAX_DAYS_AHEAD} days.`);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6)
    throw new AppError('invalid_request', 'Case managers call Monday to Friday. Please choose a weekday.');
}

/**
 * "Talk to a person": the visitor picks a day and a time window; the case shows it to staff
 * as a callback due then (issue 13; the queue is issue 14). Asking again replaces the window.
 */
export async function requestCallback(
  deps: Pick<IntakeDependencies, 'db' | 'now'>,
  input: { request: CallbackRequest; bindingHash: string | null },
): Promise<CallbackConfirmation> {
  const now = deps.now?.() ?? new Date();
  const row = await findBoundCase(
    deps.db,
    { sessionId: input.request.SessionID, chatId: input.request.ChatID },
    input.bindingHash,
  );
  if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  const { window } = input.request;
  checkDay(window.day, now);
  await deps.db.transaction().execute(async (trx) => {
    await updateCase(trx, row.id, {
      callback_requested_at: row.callback_requested_at ?? now.toISOString(),
      callback_window: JSON.stringify(window),
    });
    // The staff queue shows the callback at its time (issue 14).
    await enqueue(trx, caseQueueJob, { caseId: row.id, reason: 'callback', at: now.toISOString() }, { now });
  });
  const date = new Date(`${window.day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return { window, expected: `${date}, ${callbackSlotHours[window.slot].label}` };
}
