import type { Kysely } from 'kysely';

import type { ChatReportStatus } from '../../../contracts/chat-report';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';

import { loadReportView } from './load-report-view';
import { renderLinkProblemPage, renderReportHtml } from './render-report-html';

/**
 * The report of a completed intake, for the browser that did it: the chat's binding cookie
 * is the key, as it is for the chat (decision 0011). Another browser, or a guessed pair of
 * ids, gets the same "not found" as a chat that never existed.
 */
interface BoundChat {
  sessionId: string;
  chatId: string;
  bindingHash: string | null;
}

async function findBoundCompletedCase(db: Kysely<Database>, chat: BoundChat) {
  if (!chat.bindingHash) return undefined;
  return db
    .selectFrom('cases')
    .innerJoin('chat_bindings', 'chat_bindings.case_id', 'cases.id')
    .leftJoin('reports', 'reports.case_id', 'cases.id')
    .select(['cases.id as caseId', 'cases.status as status', 'reports.id as reportId'])
    .where('cases.session_id', '=', chat.sessionId)
    .where('cases.chat_id', '=', chat.chatId)
    .where('chat_bindings.binding_hash', '=', chat.bindingHash)
    .executeTakeFirst();
}

const notFound = 'We could not find a finished intake for this browser.';

/**
 * Whether the report can be opened here, and whether its email went: the confirmation says
 * "we also emailed a copy" only once that is true (issue 28).
 */
export async function chatReportStatus(db: Kysely<Database>, chat: BoundChat): Promise<ChatReportStatus> {
  const found = await findBoundCompletedCase(db, chat);
  if (!found || found.status !== 'complete') throw new AppError('not_found', notFound);
  if (!found.reportId) return { state: 'preparing', isEmailed: false };
  const sent = await db
    .selectFrom('email_deliveries')
    .select('id')
    .where('report_id', '=', found.reportId)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return { state: 'ready', isEmailed: sent !== undefined };
}

export async function viewChatReport(
  db: Kysely<Database>,
  chat: BoundChat,
): Promise<{ status: 200 | 404; html: string }> {
  const found = await findBoundCompletedCase(db, chat);
  const loaded = found?.reportId ? await loadReportView(db, found.reportId) : undefined;
  if (!loaded) return { status: 404, html: renderLinkProblemPage('not_found') };
  return { status: 200, html: renderReportHtml(loaded.view) };
}
