import { emptyCaseRecord } from '../../../contracts/case-record';
import { tidyPersonName } from '../../../contracts/person-name';
import type { QuickAnswer } from '../../../contracts/quick-answer';
import type { ChatMessagePayload, ChatReply } from '../../../contracts/webhooks';
import { phoneE164 } from '../../case-record/phone-number';
import { findBoundCaseId } from '../../db/bound-cases';
import type { CaseRow, MessageRow } from '../../db/tables/intake.tables';
import { AppError } from '../../http/app-error';
import { enqueue } from '../../jobs/job-definition';
import { caseQueueJob } from '../../jobs/job-kinds';

import { acknowledgeUploads } from './acknowledge-uploads';
import { insertAttorneyQuestions } from './attorney-questions.repository';
import { agentForTurn, initialAgentState } from './agent/agent';
import { insertResumeToken, spendResumeToken } from './bindings.repository';
import {
  bindBrowser,
  chatHasCase,
  findCaseById,
  findCaseKeysByChatId,
  insertCaseOnce,
  serializeCaseRecord,
  updateCaseIfUnchanged,
} from './cases.repository';
import { newCaseId, newMessageId, replayKey, toTurnCase } from './intake-case';
import type { IntakeDependencies } from './intake-dependencies';
import { decideTurn } from './intake-referee';
import {
  findReplyTo,
  insertAgentReplyOnce,
  insertVisitorMessageOnce,
  linkUploads,
  listMessages,
  questionInPartOf,
} from './messages.repository';
import { quickAnswerFor } from './quick-answer';
import { withoutResumeLinks } from './resume-link-redaction';
import { noteEmergencyWithdrawn } from './emergency-withdrawal.repository';
import { mergeEmergencySigns, withoutEmergencySigns } from './safety/emergency-signs';
import { NOT_FOUND_MESSAGE } from './start-chat';

export interface RunIntakeTurnInput {
  endpoint: 'message' | 'reset-sessqno';
  payload: ChatMessagePayload;
  /** Header Pageload: True. */
  isPageload: boolean;
  /** The request's binding cookie hash, or a fresh one the route set on the reply. */
  bindingHash: string;
  resumeToken: string | null;
  /**
   * Counts a new chat against its client's cap (decision 0068), throwing when over it; called
   * before a first message opens a chat that new-chat never started.
   */
  admitNewChat?: () => Promise<void>;
}

const MAX_ATTEMPTS = 5;

class ReplyAlreadyStored extends Error {}

/**
 * Calls 2a/2b: one chat turn. The visitor's message is committed before any agent runs
 * (their words survive an agent failure or a crash); the reply and the case's new state are
 * committed together, before the reply is sent. A replay returns the stored reply.
 */
export async function runIntakeTurn(deps: IntakeDependencies, input: RunIntakeTurnInput): Promise<ChatReply> {
  const { payload } = input;
  const now = deps.now?.() ?? new Date();
  const isOpening = input.isPageload && payload.Sender.trim().toLowerCase() === 'system';

  // A direct visit to /chat opens with the page's own message: answer it, store nothing until
  // the visitor writes (crawlers and link previews that run scripts must not create cases).
  // A resume token changes nothing when there is no case to resume: still nothing is stored.
  if (isOpening && input.endpoint === 'message' && !payload.userInfo) {
    const hasCase =
      (await findBoundCaseId(
        deps.db,
        { sessionId: payload.SessionID, chatId: payload.ChatID },
        input.bindingHash,
      )) !== undefined || (await chatHasCase(deps.db, payload.ChatID));
    if (!hasCase) return greetDirectVisitor(deps, payload, now);
  }

  // A first message that opens a chat counts as starting one: /chat must not be a way round
  // the new-chat cap. Checked before the transaction, which must not wait on the limiter.
  if (input.endpoint === 'message' && input.admitNewChat) {
    if (!(await chatHasCase(deps.db, payload.ChatID))) await input.admitNewChat();
  }

  // 1. Find (or, for a visitor who opened /chat directly, create) the case; store the message.
  const stored = await deps.db.transaction().execute(async (trx) => {
    // Which case, by id only: the turn reads the whole row (and opens its sealed values) once, below.
    let caseId = await findBoundCaseId(
      trx,
      { sessionId: payload.SessionID, chatId: payload.ChatID },
      input.bindingHash,
    );
    let isResumed = false;
    if (!caseId) {
      const existing = await findCaseKeysByChatId(trx, payload.ChatID);
      if (existing) {
        // A one-time resume link re-binds a browser (pause command); anything else from
        // another browser gets the same 404 as an unknown chat.
        if (existing.session_id !== payload.SessionID || !input.resumeToken)
          throw new AppError('not_found', NOT_FOUND_MESSAGE);
        if (!(await spendResumeToken(trx, existing.id, input.resumeToken, now)))
          throw new AppError('not_found', NOT_FOUND_MESSAGE);
        await bindBrowser(trx, existing.id, input.bindingHash);
        caseId = existing.id;
        isResumed = true;
      } else if (input.endpoint === 'message') {
        caseId = (await createDirectCase(trx, payload, input.bindingHash, now)).id;
      } else {
        throw new AppError('not_found', NOT_FOUND_MESSAGE);
      }
    }
    const visitor = await insertVisitorMessageOnce(trx, {
      id: newMessageId(),
      case_id: caseId,
      role: 'visitor',
      endpoint: input.endpoint,
      sender: payload.Sender,
      sess_q_no: payload.SessQNo,
      text: withoutResumeLinks(payload.Message),
      replay_key: replayKey(input.endpoint, payload.SessQNo, payload.Message),
      reply_to: null,
      is_question: 0,
      question_number: null,
      part: null,
      redirect_url: null,
      attachments: JSON.stringify(payload.Attachments),
      client_timestamp: payload.Timestamp,
      created_at: now.toISOString(),
    });
    let received: { type: string }[] = [];
    if (visitor.isNew) {
      const uploadIds = payload.Attachments.map((attachment) => attachment.uploadId).filter(
        (id): id is string => !!id,
      );
      received = await linkUploads(trx, caseId, visitor.row.id, uploadIds);
    }
    const reply = visitor.isNew ? undefined : await findReplyTo(trx, visitor.row.id);
    return { caseId, visitor: visitor.row, reply, isResumed, received };
  });
  if (stored.reply) return toReply(stored.reply, await questionInPartOf(deps.db, stored.reply));

  // 2. Decide and persist; a concurrent writer on the same case makes us re-read and retry.
  // One turn of the agent for all attempts: its model calls share one time budget (decision 0077).
  const agent = agentForTurn(deps.agent);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const caseRow = await findCaseById(deps.db, stored.caseId);
    if (!caseRow) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    const decision = await decideTurn(
      {
        agent,
        siteUrl: deps.siteUrl,
        tokensPerChat: deps.tokensPerChat,
        now: () => now,
        onAgentError: deps.onAgentError,
        ...(deps.judgeTurnAway ? { judgeTurnAway: deps.judgeTurnAway } : {}),
        earlierVisitorTexts: () =>
          earlierVisitorTexts(deps, { id: caseRow.id, description: caseRow.description }, stored.visitor.id),
      },
      toTurnCase(caseRow),
      {
        endpoint: input.endpoint,
        text: payload.Message,
        isOpening,
        isResumed: stored.isResumed,
        clientTimestamp: payload.Timestamp,
      },
    );
    const thanked = { language: decision.state.language, isEmergency: Boolean(decision.opensWithNotice) };
    // A denial withdraws the families it speaks of; the flag stays while any other is left
    // (decisions 0134, 0282), and an audit note keeps that it was raised and cleared.
    const withdrawn =
      decision.flags.emergencyWithdrawn && !decision.flags.emergency && caseRow.emergency_flagged_at
        ? (decision.flags.withdrawnSigns ?? [])
        : [];
    const remainingSigns =
      withdrawn.length > 0 ? withoutEmergencySigns(caseRow.emergency_signs, withdrawn) : [];
    const output = acknowledgeUploads(decision.output, stored.received, thanked);
    const reply: MessageRow & { reply_to: string } = {
      id: newMessageId(),
      case_id: caseRow.id,
      role: 'agent',
      endpoint: input.endpoint,
      sender: null,
      sess_q_no: null,
      // The transcript keeps the stored form (a one-time link only as a placeholder), and
      // any link the referee forgot to mark is replaced here (decision 0059).
      text: withoutResumeLinks(
        acknowledgeUploads(decision.storedOutput || decision.output, stored.received, thanked),
      ),
      replay_key: null,
      reply_to: stored.visitor.id,
      is_question: decision.isQuestion ? 1 : 0,
      question_number: decision.isQuestion ? decision.questionsTotal : null,
      part: decision.part,
      redirect_url: decision.redirectUrl,
      attachments: '[]',
      client_timestamp: null,
      // The clock the app was given (tests pin it), read again: the reply comes after the agent ran.
      created_at: (deps.now?.() ?? new Date()).toISOString(),
    };
    try {
      const isWritten = await deps.db.transaction().execute(async (trx) => {
        const isCurrent = await updateCaseIfUnchanged(trx, caseRow.id, caseRow.version, {
          case_record: serializeCaseRecord(decision.record),
          case_type: decision.record.caseType ?? null,
          state: decision.record.state ?? null,
          agent_state: JSON.stringify(decision.state),
          part: decision.part,
          questions_in_part: decision.questionsInPart,
          questions_total: decision.questionsTotal,
          extensions_used: decision.extensionsUsed,
          llm_tokens_used: caseRow.llm_tokens_used + decision.tokensUsed,
          ...(decision.contact.fullName ? { full_name: tidyPersonName(decision.contact.fullName) } : {}),
          ...(decision.contact.phone
            ? { phone: decision.contact.phone, phone_e164: phoneE164(decision.contact.phone) }
            : {}),
          ...(decision.contact.email ? { email: decision.contact.email } : {}),
          ...(decision.flags.emergency && !caseRow.emergency_flagged_at
            ? { emergency_flagged_at: now.toISOString() }
            : {}),
          // "There's no emergency": the report does not tell of one and a person need not look first.
          ...(withdrawn.length > 0
            ? {
                emergency_flagged_at: remainingSigns.length > 0 ? caseRow.emergency_flagged_at : null,
                emergency_signs: remainingSigns.length > 0 ? JSON.stringify(remainingSigns) : null,
              }
            : {}),
          ...(decision.flags.emergencySigns?.length
            ? { emergency_signs: mergeEmergencySigns(caseRow.emergency_signs, decision.flags.emergencySigns) }
            : {}),
          ...(decision.flags.callbackRequested && !caseRow.callback_requested_at
            ? { callback_requested_at: now.toISOString() }
            : {}),
        });
        if (!isCurrent) return false;
        if (!(await insertAgentReplyOnce(trx, reply))) throw new ReplyAlreadyStored();
        // The questions the reply said were noted are stored with it, or not at all.
        await insertAttorneyQuestions(trx, {
          caseId: caseRow.id,
          messageId: stored.visitor.id,
          questions: decision.attorneyQuestions,
          language: decision.state.language,
          at: now,
        });
        if (withdrawn.length > 0)
          await noteEmergencyWithdrawn(trx, {
            caseId: caseRow.id,
            raisedAt: caseRow.emergency_flagged_at,
            withdrawn,
            remaining: remainingSigns,
            at: now,
          });
        // An emergency or a "talk to a person" puts the case in the staff queue now (issue 14);
        // a withdrawn one moves it again.
        if (
          (decision.flags.emergency && !caseRow.emergency_flagged_at) ||
          (decision.flags.callbackRequested && !caseRow.callback_requested_at) ||
          withdrawn.length > 0
        )
          await enqueue(
            trx,
            caseQueueJob,
            { caseId: caseRow.id, reason: 'intake', at: now.toISOString() },
            { now },
          );
        if (decision.resumeToken) await insertResumeToken(trx, caseRow.id, decision.resumeToken, now);
        return true;
      });
      if (isWritten)
        return toReply(
          { ...reply, text: output },
          decision.isQuestion ? decision.questionsInPart : undefined,
          quickAnswerFor({
            state: decision.state,
            language: decision.record.language ?? decision.state.language,
            redirectUrl: decision.redirectUrl,
            isPause: Boolean(decision.resumeToken),
          }),
        );
    } catch (error) {
      if (!(error instanceof ReplyAlreadyStored)) throw error;
      // A concurrent replay answered this very message first: give the same answer.
      const winner = await findReplyTo(deps.db, stored.visitor.id);
      if (winner) return toReply(winner, await questionInPartOf(deps.db, winner));
    }
  }
  throw new AppError('conflict', 'This chat is busy with another message. Please try again.');
}

/**
 * The reply as sent. A replayed reply is sent without its quick answer: the chips are offered
 * on the turn that asks, not kept, and a replay still reads as the same text (decision 0108).
 */
function toReply(
  row: Pick<MessageRow, 'text' | 'redirect_url'>,
  questionNumber: number | undefined,
  quickAnswer?: QuickAnswer,
): ChatReply {
  return {
    output: row.text,
    ...(row.redirect_url ? { redirectUrl: row.redirect_url } : {}),
    ...(questionNumber ? { questionNumber } : {}),
    ...(quickAnswer ? { quickAnswer } : {}),
  };
}

/** The first question a direct visitor gets (their name), decided without a case row. */
async function greetDirectVisitor(
  deps: IntakeDependencies,
  payload: ChatMessagePayload,
  now: Date,
): Promise<ChatReply> {
  const decision = await decideTurn(
    {
      agent: deps.agent,
      siteUrl: deps.siteUrl,
      tokensPerChat: 0,
      now: () => now,
      onAgentError: deps.onAgentError,
    },
    {
      sessionId: payload.SessionID,
      chatId: payload.ChatID,
      status: 'open',
      record: emptyCaseRecord(),
      state: initialAgentState({ needsName: true, needsPhone: true }),
      part: 1,
      questionsInPart: 0,
      questionsTotal: 0,
      extensionsUsed: 0,
      fullName: null,
      phone: null,
      tokensUsed: 0,
    },
    { endpoint: 'message', text: '', isOpening: true, isResumed: false },
  );
  return toReply(
    { text: decision.output, redirect_url: decision.redirectUrl },
    decision.isQuestion ? 1 : undefined,
  );
}

/**
 * A visitor who opened /chat directly: the case starts with their first message, which
 * answers the name question the unstored greeting asked (counted as question 1).
 */
async function createDirectCase(
  trx: Parameters<typeof insertCaseOnce>[0],
  payload: ChatMessagePayload,
  bindingHash: string,
  now: Date,
): Promise<CaseRow> {
  const fullName = tidyPersonName(payload.userInfo?.fullName ?? '') || null;
  const phone = payload.userInfo?.phoneNumber.trim() || null;
  const description = payload.userInfo?.description.trim() || null;
  const stamp = now.toISOString();
  const { row, isNew } = await insertCaseOnce(trx, {
    id: newCaseId(),
    session_id: payload.SessionID,
    chat_id: payload.ChatID,
    status: 'open',
    source: 'direct',
    full_name: fullName,
    phone,
    phone_e164: phone ? phoneE164(phone) : null,
    email: null,
    description,
    communication_method: payload.userInfo?.communicationMethod ?? null,
    case_record: serializeCaseRecord(emptyCaseRecord()),
    case_type: null,
    state: null,
    part: 1,
    questions_in_part: fullName ? 0 : 1,
    questions_total: fullName ? 0 : 1,
    extensions_used: 0,
    agent_state: JSON.stringify(
      initialAgentState(
        fullName
          ? { needsName: false, needsPhone: !phone }
          : { needsName: true, needsPhone: !phone, pending: 'name', asked: ['name'] },
      ),
    ),
    emergency_flagged_at: null,
    callback_requested_at: null,
    callback_window: null,
    llm_tokens_used: 0,
    version: 0,
    created_at: stamp,
    updated_at: stamp,
    completed_at: null,
  });
  // Two first messages racing for one unknown chat: only the creator's browser is bound.
  if (!isNew) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  await bindBrowser(trx, row.id, bindingHash);
  return row;
}

/**
 * What the visitor wrote before this message, newest first: their answers, then the start
 * form's description (its own words only: the form's message also carries the name and phone,
 * which are no answer to anything). Never the pages' automatic openings. Read only when they
 * say "I already told you".
 */
async function earlierVisitorTexts(
  deps: IntakeDependencies,
  caseRow: { id: string; description: string | null },
  currentMessageId: string,
): Promise<string[]> {
  const messages = await listMessages(deps.db, caseRow.id);
  const answers = messages
    .filter(
      (message) =>
        message.role === 'visitor' &&
        message.endpoint !== 'new-chat' &&
        message.id !== currentMessageId &&
        message.sender?.toLowerCase() !== 'system' &&
        message.text.trim().length > 0,
    )
    .map((message) => message.text)
    .reverse();
  return caseRow.description?.trim() ? [...answers, caseRow.description] : answers;
}
