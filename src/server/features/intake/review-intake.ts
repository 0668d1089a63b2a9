import type { Language } from '../../../contracts/case-record';
import {
  type IntakeReview,
  type ReviewItem,
  type ReviewRequest,
  visitorReviewKeys,
} from '../../../contracts/intake-review';
import { applyFactChanges, reviewItems } from '../../case-record/fact-lines';
import { sealForCase } from '../../db/case-keyring';
import { AppError } from '../../http/app-error';

import {
  findBoundCase,
  parseCaseRecord,
  serializeCaseRecord,
  updateCaseIfUnchanged,
} from './cases.repository';
import { newMessageId } from './intake-case';
import { injuryForSpanishChat } from './agent/facts/injury-gloss';
import type { IntakeDependencies } from './intake-dependencies';
import { listMessages } from './messages.repository';
import { NOT_FOUND_MESSAGE } from './start-chat';

/**
 * The review before the report (issue 13): the visitor reads what we understood and corrects
 * it with typed values. Each save is kept in the transcript as a visitor line saying what
 * changed from what (the history a case manager reads), and the report, computed when the
 * email is asked for, is built from the corrected record.
 */
const REVIEW_ENDPOINT = 'review' as const;

interface BrowserIds {
  sessionId: string;
  chatId: string;
  bindingHash: string | null;
}

export async function readIntakeReview(
  deps: Pick<IntakeDependencies, 'db'>,
  ids: BrowserIds,
): Promise<IntakeReview> {
  const row = await findBoundCase(deps.db, ids, ids.bindingHash);
  if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  const messages = await listMessages(deps.db, row.id);
  const record = parseCaseRecord(row);
  const language = record.language ?? 'en';
  return {
    language,
    // The visitor's own lines only, said in the chat's language: the case manager's other lines
    // are not theirs to change here.
    items: reviewItems(record, visitorReviewKeys, language).map((item) => inChatLanguage(item, language)),
    isEditable: row.status === 'open',
    corrections: messages.filter((message) => message.endpoint === REVIEW_ENDPOINT).length,
  };
}

/**
 * The injuries as the chat says them back (decision 0279): in a Spanish chat, each item the
 * record keeps in English for the case manager is shown, and edited, in Spanish.
 */
function inChatLanguage(item: ReviewItem, language: Language): ReviewItem {
  if (language !== 'es' || item.key !== 'injuries' || !Array.isArray(item.value)) return item;
  const said = item.value.map(injuryForSpanishChat);
  return { ...item, value: said, shown: said.join('; ') };
}

/**
 * Applies the visitor's corrections and keeps a line of what changed. Refused once the report
 * was asked for (the case manager corrects from then on), and when another save got there first.
 */
export async function applyIntakeReview(
  deps: Pick<IntakeDependencies, 'db' | 'now'>,
  input: { request: ReviewRequest; bindingHash: string | null },
): Promise<IntakeReview> {
  const now = deps.now?.() ?? new Date();
  const ids = {
    sessionId: input.request.SessionID,
    chatId: input.request.ChatID,
    bindingHash: input.bindingHash,
  };
  const row = await findBoundCase(deps.db, ids, ids.bindingHash);
  if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  if (row.status !== 'open')
    throw new AppError(
      'conflict',
      'Your report was already requested, so these details can no longer be changed here. A case manager will go over them with you when they call.',
    );
  const { record, lines } = applyFactChanges(
    parseCaseRecord(row),
    input.request.changes,
    now.toISOString().slice(0, 10),
    'correction',
  );
  const note = input.request.note?.trim();
  const text = [
    ...(lines.length > 0
      ? [`Corrected in the review before the report:`, ...lines.map((line) => `- ${line}`)]
      : []),
    ...(note ? [`What we got wrong, in the visitor's words: ${note}`] : []),
  ].join('\n');

  const isSaved = await deps.db.transaction().execute(async (trx) => {
    const isCurrent = await updateCaseIfUnchanged(trx, row.id, row.version, {
      case_record: serializeCaseRecord(record),
      case_type: record.caseType ?? null,
      state: record.state ?? null,
    });
    if (!isCurrent) return false;
    await trx
      .insertInto('messages')
      .values({
        id: newMessageId(),
        case_id: row.id,
        role: 'visitor',
        endpoint: REVIEW_ENDPOINT,
        sender: 'Review',
        sess_q_no: null,
        ...(await sealForCase(trx, row.id, { text })),
        replay_key: null,
        reply_to: null,
        is_question: 0,
        question_number: null,
        part: null,
        redirect_url: null,
        attachments: '[]',
        client_timestamp: null,
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  });
  if (!isSaved)
    throw new AppError(
      'conflict',
      'Your details changed while you were saving. Please look them over and save again.',
    );
  return readIntakeReview(deps, ids);
}
