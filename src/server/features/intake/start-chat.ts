import { CONSENT_VERSION, consentText } from '../../../contracts/consent';
import { emptyCaseRecord } from '../../../contracts/case-record';
import { tidyPersonName } from '../../../contracts/person-name';
import type { ChatReply, NewChatPayload } from '../../../contracts/webhooks';
import { phoneE164 } from '../../case-record/phone-number';
import { AppError } from '../../http/app-error';
import { enqueue } from '../../jobs/job-definition';
import { caseQueueJob } from '../../jobs/job-kinds';

import { initialAgentState } from './agent/agent';
import { settleTurnAway } from './confirm-turn-away';
import { checkMessage } from './guardrails';
import { packFor } from './language/packs';
import { bindBrowser, insertCaseOnce, serializeCaseRecord } from './cases.repository';
import { insertConsentRecordOnce } from './consent.repository';
import { newCaseId, newMessageId, replayKey } from './intake-case';
import type { IntakeDependencies } from './intake-dependencies';
import { findReplyTo, insertAgentReplyOnce, insertVisitorMessageOnce } from './messages.repository';
import { withoutResumeLinks } from './resume-link-redaction';
import { mergeEmergencySigns } from './safety/emergency-signs';
import { visitorToday } from './visitor-day';

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
  const e164 = phone ? phoneE164(phone) : null;
  const fullName = tidyPersonName(userInfo.fullName) || null;

  // Read before asking: the description fills what it can now (refused sentences set aside).
  const check = description ? checkMessage(description, 'en') : null;
  const initialState = initialAgentState({ needsName: !fullName, needsPhone: !phone });
  const read = check?.readable
    ? await deps.agent
        .readDescription({
          record: emptyCaseRecord(),
          state: initialState,
          text: check.readable,
          referenceDate: visitorToday(now, payload.Timestamp, null),
          tokenBudget: deps.tokensPerChat,
        })
        .catch((error: unknown) => {
          deps.onAgentError?.(error);
          return null;
        })
    : null;
  // A turn-away fact from the description waits for "just to be sure"; from words that read as
  // instructions to the agent it is never set (decision 0091).
  const record = read
    ? settleTurnAway({
        before: emptyCaseRecord(),
        after: read.record,
        pending: null,
        isInstructionLike: check?.refusal === 'injection' || check?.refusal === 'both',
      })
    : emptyCaseRecord();
  const state = read?.state ?? initialState;
  const language = record.language ?? 'en';

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
      phone_e164: e164,
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
      emergency_flagged_at: check?.emergency ? stamp : null,
      emergency_signs: check?.emergency ? mergeEmergencySigns(null, check.danger.families) : null,
      callback_requested_at: null,
      callback_window: null,
      llm_tokens_used: read?.tokensUsed ?? 0,
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
      // Someone in danger in the description: the case goes to the top of the staff queue now,
      // as it does when the emergency comes later in the chat (issue 27).
      if (check?.emergency)
        await enqueue(trx, caseQueueJob, { caseId: row.id, reason: 'intake', at: stamp }, { now });
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
            phoneE164: e164,
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
      text: withoutResumeLinks(payload.Message),
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
    const { saying } = packFor(language);
    const name = row.full_name?.trim().split(/\s+/)[0] ?? null;
    // An emergency in the description: the notice comes first here too (the chat page then
    // shows it again, with "are you safe?", when it sends the description).
    const notice =
      check?.emergency === 'selfHarm'
        ? saying.selfHarmNotice
        : check?.emergency
          ? saying.emergencyNotice
          : null;
    const output = [notice, saying.chatReady(name && name.length <= 40 ? name : null)]
      .filter(Boolean)
      .join('\n\n');
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
