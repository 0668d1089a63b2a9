import type { QuickAnswer } from '../../../contracts/quick-answer';
import type { AttachmentMeta } from '../../../contracts/webhooks';
import { readSession } from '../../lib/session-store';
import type { ChatPart } from '../../lib/webhook-client';

/** SPEC §3 chat message (client), plus the attachments' metadata. */
export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'bot';
  timestamp: string;
  attachments?: AttachmentMeta[];
  /** Bot messages: the server's question number, when the reply carried one. */
  questionNumber?: number;
  /** Bot messages: the chips or picker the reply offered, shown while it is the latest message. */
  quickAnswer?: QuickAnswer;
  /** Bot messages: the reply carries a limit phrase (SPEC §4): the part ends with a choice. */
  isLimit?: boolean;
  /** Bot messages: where the reply said to go next, when it said so. */
  redirectUrl?: string;
}

export interface Transcript {
  messages: ChatMessage[];
  /** SessQNo of the next message this page sends. */
  nextSessQNo: number;
}

export const emptyTranscript = (): Transcript => ({ messages: [], nextSessQNo: 1 });

/**
 * The transcript survives a reload: session storage, one entry per chat and part
 * (/chatplus has its own conversation and opening message).
 */
const key = (part: ChatPart, chatId: string) => `intakeTranscript:${part}:${chatId}`;

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === 'string' &&
    typeof message.content === 'string' &&
    (message.sender === 'user' || message.sender === 'bot') &&
    typeof message.timestamp === 'string' &&
    (message.attachments === undefined || Array.isArray(message.attachments))
  );
}

export function loadTranscript(part: ChatPart, chatId: string): Transcript {
  try {
    const raw = window.sessionStorage.getItem(key(part, chatId));
    if (!raw) return emptyTranscript();
    const value = JSON.parse(raw) as Partial<Transcript>;
    if (!Array.isArray(value.messages) || !value.messages.every(isMessage)) return emptyTranscript();
    const nextSessQNo =
      typeof value.nextSessQNo === 'number' && value.nextSessQNo >= 1 ? value.nextSessQNo : 1;
    return { messages: value.messages, nextSessQNo };
  } catch {
    // Unreadable or blocked storage: start the page's transcript afresh.
    return emptyTranscript();
  }
}

export function saveTranscript(part: ChatPart, chatId: string, transcript: Transcript): void {
  try {
    window.sessionStorage.setItem(key(part, chatId), JSON.stringify(transcript));
  } catch {
    // Storage full or blocked: the conversation goes on, it just won't survive a reload.
  }
}

/**
 * Whether this tab took part in the chat: the visitor wrote in it, or started it from the
 * start form. When our server says it has no such intake but this tab does, the chat's calls
 * went somewhere our server cannot see (an automation service behind our own paths, a proxy),
 * so the end pages fall back to the SPEC's behaviour instead of saying there is none.
 */
export function hasConversationInThisTab(chatId: string): boolean {
  const visitorWrote = (['chat', 'chatplus'] as const).some((part) =>
    loadTranscript(part, chatId).messages.some((message) => message.sender === 'user'),
  );
  return visitorWrote || readSession('startedChatId') === chatId;
}
