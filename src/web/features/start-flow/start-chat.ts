import { CHAT_START_LIMIT_MESSAGE } from '../../../contracts/chat-start-limit';
import { CONSENT_VERSION } from '../../../contracts/consent';
import { tidyPersonName } from '../../../contracts/person-name';
import type { NewChatPayload, UserInfo } from '../../../contracts/webhooks';
import { newChatId } from '../../lib/random-id';
import { localTimestamp } from '../../lib/local-timestamp';
import { ensureSessionId, writeSession } from '../../lib/session-store';

import type { StartFormValues } from './start-form-validation';

// The contract's literal type pins this value; importing it would bring zod into the home chunk.
const COMMUNICATION_METHOD: UserInfo['communicationMethod'] = 'Website Chat';

/** SPEC §7 call 1: "Message (summary of name, phone, description, method)". */
export function summarizeStartForm(userInfo: UserInfo): string {
  return [
    `Name: ${userInfo.fullName}`,
    `Phone: ${userInfo.phoneNumber}`,
    `Accident description: ${userInfo.description || '(not given)'}`,
    `Preferred communication: ${userInfo.communicationMethod}`,
  ].join('\n');
}

/**
 * The start-chat step: new chat id, session storage as SPEC §3, the start-chat call to
 * every configured URL, then the address of the chat. The webhook client is loaded
 * here, on the click, so it is not part of the home page's first load.
 */
export async function startChatFromForm(
  values: StartFormValues,
  honeypot: string,
  options: { hasConsented: boolean },
): Promise<{ sessionId: string; chatId: string; chatPath: string; refusal?: StartChatRefusal }> {
  const sessionId = ensureSessionId(new URLSearchParams(window.location.search).get('id'));
  const chatId = newChatId();
  const userInfo: UserInfo = {
    fullName: tidyPersonName(values.fullName),
    phoneNumber: values.phoneNumber.trim(),
    description: values.description.trim(),
    communicationMethod: COMMUNICATION_METHOD,
  };
  writeSession('sessionId', sessionId);
  writeSession('chatId', chatId);
  writeSession('startedChatId', chatId);
  writeSession('initialMessage', userInfo.description);
  writeSession('userInfo', JSON.stringify(userInfo));

  const payload: NewChatPayload = {
    SessionID: sessionId,
    ChatID: chatId,
    SessQNo: 1,
    Message: summarizeStartForm(userInfo),
    Sender: 'User',
    Recipient: 'AI Bot',
    Timestamp: localTimestamp(),
    currentUrl: window.location.href,
    Attachments: [],
    userInfo,
    // Only an agreement is recorded: without consentVersion the server keeps no consent record.
    ...(options.hasConsented ? { consentVersion: CONSENT_VERSION } : {}),
    ...(honeypot ? { website: honeypot } : {}),
  };
  let refusal: StartChatRefusal | undefined;
  try {
    const client = await import('../../lib/webhook-client');
    const outcome = await client.startChat(await client.loadRuntimeConfig(), payload);
    if (outcome.isRefusedAsTooMany) refusal = { message: chatStartRefusalMessage(outcome.retryAfterSeconds) };
  } catch (error) {
    // SPEC §8: start webhook errors are only logged; the flow is not blocked.
    console.warn('Start chat failed:', error instanceof Error ? error.message : 'unknown error');
  }
  const query = new URLSearchParams({ id: sessionId, chat: chatId });
  return { sessionId, chatId, chatPath: `/chat?${query.toString()}`, ...(refusal ? { refusal } : {}) };
}

export interface StartChatRefusal {
  message: string;
}

/**
 * A 429 from new-chat is no failure to pass over (decision 0068): the chat was refused, and
 * /chat would refuse it again, so the visitor is told why and what to do instead.
 */
export function chatStartRefusalMessage(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return CHAT_START_LIMIT_MESSAGE;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${CHAT_START_LIMIT_MESSAGE} You can start a chat here again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
