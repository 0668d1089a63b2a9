import { caseRecordSchema } from '../../../contracts/case-record';
import { EXTENSIONS_ALLOWED } from '../../../contracts/limits';
import type { IntakeProgress, IntakeTranscript } from '../../../contracts/intake-progress';
import { callbackWindowSchema } from '../../../contracts/intake-progress-schemas';
import { AppError } from '../../http/app-error';

import { findBoundCase } from './cases.repository';
import type { IntakeDependencies } from './intake-dependencies';
import { listMessages } from './messages.repository';
import { NOT_FOUND_MESSAGE } from './start-chat';

interface BrowserIds {
  sessionId: string;
  chatId: string;
  bindingHash: string | null;
}

/**
 * Where this browser's intake stands, for the end pages (issue 13: "/continue and
 * /chatcomplete check with the server that this browser has an intake"). A browser that did
 * not start the chat is told only that it has none.
 */
export async function readIntakeProgress(
  deps: Pick<IntakeDependencies, 'db'>,
  ids: BrowserIds,
): Promise<IntakeProgress> {
  const row = await findBoundCase(deps.db, ids, ids.bindingHash);
  if (!row) return { hasIntake: false };
  const record = caseRecordSchema.safeParse(JSON.parse(row.case_record));
  const window = row.callback_window ? callbackWindowSchema.safeParse(JSON.parse(row.callback_window)) : null;
  return {
    hasIntake: true,
    status: row.status,
    part: row.part,
    questionsInPart: row.questions_in_part,
    questionsTotal: row.questions_total,
    canExtend: row.status === 'open' && row.extensions_used < EXTENSIONS_ALLOWED,
    language: (record.success ? record.data.language : undefined) ?? 'en',
    callback: row.callback_requested_at
      ? { requestedAt: row.callback_requested_at, window: window?.success ? window.data : null }
      : null,
  };
}

/** The conversation so far, for /chatplus to show what came before (bound browser only). */
export async function readIntakeTranscript(
  deps: Pick<IntakeDependencies, 'db'>,
  ids: BrowserIds,
): Promise<IntakeTranscript> {
  const row = await findBoundCase(deps.db, ids, ids.bindingHash);
  if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  const messages = await listMessages(deps.db, row.id);
  // A visitor's message belongs to the part its reply was given in.
  const partOfReplyTo = new Map(
    messages.flatMap((message) => (message.reply_to ? [[message.reply_to, message.part] as const] : [])),
  );
  return {
    messages: messages
      // The start form's own message and the pages' automatic openings are not the conversation.
      .filter(
        (message) =>
          message.endpoint !== 'new-chat' &&
          !(message.role === 'visitor' && message.sender?.toLowerCase() === 'system'),
      )
      .map((message) => ({
        role: message.role,
        text: message.text,
        part: message.part ?? partOfReplyTo.get(message.id) ?? null,
        questionNumber: message.question_number,
        createdAt: message.created_at,
      })),
  };
}
