import { CONSENT_VERSION, consentText } from '../../../contracts/consent';
import { emptyCaseRecord } from '../../../contracts/case-record';
import type { ChatReply, NewChatPayload } from '../../../contracts/webhooks';
import { AppError } from '../../http/app-error';

import { initialAgentState } from './agent/agent';
import { classifyCaseType, extractFacts } from './agent/extract-facts';
import { findPhone, firstName } from './agent/guided-agent';
import { bindBrowser, insertCaseOnce, serializeCaseRecord } from './cases.repository';
import { insertConsentRecordOnce } from './consent.repository';
import { newCaseId, newMessageId, replayKey } from './intake-case';
import type { IntakeDependencies } from './intake-dependencies';
import { findReplyTo, insertAgentReplyOnce, insertVisitorMessageOnce } from './messages.repository';

export interface StartChatInput {
  payload: NewChatPayload;
  bindingHash: string;
  ip: string | null;
  userAgent: string | null;
}

export const NOT_FOUND_MESSAGE = 'This chat was not found.';

/**
 * Call 1 (new-chat): creates the case with the visitor's details and description, the
 * consent record, and binds this browser, all in one transaction. The unique chat id
 * makes parallel or repeated calls land on one case.
 */
export async function startChat(deps: IntakeDependencies, input: StartChatInput): Promise<ChatReply> {
  const { payload } = input;
  const now = deps.now?.() ?? new Date();
  const userInfo = payload.userInfo;
  const description = userInfo.description.trim();
  const phone = userInfo.phoneNumber.trim() || null;
  const phoneE164 = phone ? (findPhone(phone)?.e164 ?? null) : null;
  const fullName = userInfo.fullName.trim() || null;

  // Extract before asking: the description fills what it can now.
  const { record } = description
    ? extractFacts(emptyCaseRecord(), description, { referenceDate: now })
    : { record: emptyCaseRecord() };
  const guess = description ? classifyCaseType(description) : undefined;
  const state = {
    ...initialAgentState(),
    needsName: !fullName,
    needsPhone: !phone,
    candidates: guess?.isAmbiguous && guess.runnerUp ? [guess.caseType, guess.runnerUp] : [],
  };

  return deps.db.transaction().execute(async (trx) => {
    const stamp = now.toISOString();
    const { row, isNew } = await insertCaseOnce(trx, {
      id: newCaseId(),
      session_id: payload.SessionID,
      chat_id: payload.ChatID,
      status: 'open',
      source: 'start_flow',
      full_name: fullName,
      phone,
      phone_e164: phoneE164,
      email: null,
      description: description || null,
      communication_method: userInfo.communicationMethod,
      case_record: serializeCaseRecord(record),
      case_type: record.caseType ?? null,
      state: record.state ?? null,
      part: 1,
      questions_in_part: 0,
      questions_total: 0,
      extensions_used: 0,
      agent_state: JSON.stringify(state),
      llm_tokens_used: 0,
      version: 0,
      created_at: stamp,
      updated_at: stamp,
      completed_at: null,
    });

    if (!isNew) {
      const isBound = await trx
        .selectFrom('chat_bindings')
        .select('case_id')
        .where('case_id', '=', row.id)
        .where('binding_hash', '=', input.bindingHash)
        .executeTakeFirst();
      if (!isBound) {
        // Parallel start calls from one browser race for the cookie: each may carry a fresh
        // one. They may join the chat only before it has started, and with its session id.
        const hasStarted = await trx
          .selectFrom('messages')
          .select('id')
          .where('case_id', '=', row.id)
          .where('endpoint', '!=', 'new-chat')
          .executeTakeFirst();
        if (hasStarted || row.session_id !== payload.SessionID)
          throw new AppError('not_found', NOT_FOUND_MESSAGE);
        await bindBrowser(trx, row.id, input.bindingHash);
      }
    } else {
      await bindBrowser(trx, row.id, input.bindingHash);
      if (payload.consentVersion === CONSENT_VERSION) {
        await insertConsentRecordOnce(
          trx,
          {
            caseId: row.id,
            sessionId: payload.SessionID,
            consentVersion: CONSENT_VERSION,
            consentText,
            ip: input.ip,
            userAgent: input.userAgent,
            pageUrl: payload.currentUrl,
            fullName,
            phone,
            phoneE164,
          },
          now,
        );
      }
    }

    const visitor = await insertVisitorMessageOnce(trx, {
      id: newMessageId(),
      case_id: row.id,
      role: 'visitor',
      endpoint: 'new-chat',
      sender: payload.Sender,
      sess_q_no: payload.SessQNo,
      text: payload.Message,
      replay_key: replayKey('new-chat', payload.SessQNo, payload.Message),
      reply_to: null,
      is_question: 0,
      question_number: null,
      part: null,
      redirect_url: null,
      attachments: JSON.stringify(payload.Attachments),
      client_timestamp: payload.Timestamp,
      created_at: stamp,
    });
    const stored = await findReplyTo(trx, visitor.row.id);
    if (stored) return { output: stored.text };
    const name = firstName(row.full_name);
    const output = `Thank you${name ? `, ${name}` : ''}. Your chat is ready, and I'll start with a few short questions.`;
    await insertAgentReplyOnce(trx, {
      id: newMessageId(),
      case_id: row.id,
      role: 'agent',
      endpoint: 'new-chat',
      sender: null,
      sess_q_no: null,
      text: output,
      replay_key: null,
      reply_to: visitor.row.id,
      is_question: 0,
      question_number: null,
      part: 1,
      redirect_url: null,
      attachments: '[]',
      client_timestamp: null,
      created_at: new Date().toISOString(),
    });
    return { output };
  });
}
