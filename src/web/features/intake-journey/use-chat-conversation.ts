import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import type { AttachmentMeta, ChatMessagePayload, UserInfo } from '../../../contracts/webhooks';
import { randomString } from '../../lib/random-id';
import { readSession } from '../../lib/session-store';
import {
  AI_RECIPIENT,
  type ChatPart,
  loadRuntimeConfig,
  sendChatMessage,
  uploadAttachment,
  UploadError,
} from '../../lib/webhook-client';

import { followRedirect } from './follow-redirect';
import {
  type ChatMessage,
  emptyTranscript,
  loadTranscript,
  saveTranscript,
  type Transcript,
} from './transcript-store';
import { type IntakeIds, intakePath } from './use-intake-ids';

/**
 * The automatic opening message of each part ("a different wording for the default
 * greeting", SPEC §2). On /chat the visitor's own description opens when they gave one.
 */
export const openingMessages: Record<ChatPart, string> = {
  chat: "Hello, I'd like to start my free case evaluation.",
  chatplus: "I'd like to continue my intake with 15 more questions.",
};

export const uploadFailedMessage = (name: string) =>
  `We couldn't upload "${name}", so your message was not sent. Your text is still in the box; please try again or remove the file.`;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newMessageId = () => randomString(ID_ALPHABET, 12);

function storedUserInfo(): UserInfo | undefined {
  try {
    const value = JSON.parse(readSession('userInfo') ?? 'null') as Partial<UserInfo> | null;
    if (!value || typeof value.fullName !== 'string' || typeof value.phoneNumber !== 'string')
      return undefined;
    return {
      fullName: value.fullName,
      phoneNumber: value.phoneNumber,
      description: typeof value.description === 'string' ? value.description : '',
      communicationMethod: 'Website Chat',
    };
  } catch {
    return undefined;
  }
}

export interface ChatConversation {
  messages: ChatMessage[];
  /** A message is on its way or its files are uploading: input is blocked (SPEC §4). */
  isWaiting: boolean;
  isUploading: boolean;
  /** "Question N of 15": bot replies so far in this part (the server is the authority). */
  questionNumber: number;
  /**
   * Uploads the files, then sends the message. Resolves true once the message is on
   * its way (the composer may clear), false when nothing was sent.
   */
  send(text: string, files: readonly File[]): Promise<boolean>;
}

export function useChatConversation(part: ChatPart, ids: IntakeIds | null): ChatConversation {
  const navigate = useNavigate();
  const [transcript, setTranscript] = useState<Transcript>(emptyTranscript);
  const [isWaiting, setIsWaiting] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [loadedChatId, setLoadedChatId] = useState<string | null>(null);
  const transcriptRef = useRef(transcript);
  const isWaitingRef = useRef(false);
  const openedChats = useRef(new Set<string>());
  const sessionId = ids?.sessionId;
  const chatId = ids?.chatId ?? null;
  const resumeToken = ids?.resumeToken;

  const commit = useCallback(
    (update: (current: Transcript) => Transcript) => {
      const next = update(transcriptRef.current);
      transcriptRef.current = next;
      setTranscript(next);
      if (chatId) saveTranscript(part, chatId, next);
    },
    [chatId, part],
  );

  useEffect(() => {
    if (!chatId) return;
    const loaded = loadTranscript(part, chatId);
    transcriptRef.current = loaded;
    setTranscript(loaded);
    setLoadedChatId(chatId);
  }, [chatId, part]);

  const deliver = useCallback(
    async (message: string, attachments: AttachmentMeta[], isOpening: boolean) => {
      if (!sessionId || !chatId) return;
      isWaitingRef.current = true;
      setIsWaiting(true);
      const SessQNo = transcriptRef.current.nextSessQNo;
      commit((current) => ({ ...current, nextSessQNo: current.nextSessQNo + 1 }));
      const userInfo = isOpening ? storedUserInfo() : undefined;
      const payload: ChatMessagePayload = {
        SessionID: sessionId,
        ChatID: chatId,
        SessQNo,
        Message: message,
        Sender: isOpening ? 'System' : 'User',
        Recipient: AI_RECIPIENT,
        Timestamp: new Date().toISOString(),
        currentUrl: window.location.href,
        Attachments: attachments,
        ...(userInfo ? { userInfo } : {}),
        ...(isOpening && resumeToken ? { resumeToken } : {}),
      };
      const config = await loadRuntimeConfig();
      const url = part === 'chatplus' ? config.webhooks.resetSessqno : config.webhooks.message;
      const reply = await sendChatMessage(url, payload, { isOpening, part });
      commit((current) => ({
        ...current,
        messages: [
          ...current.messages,
          {
            id: newMessageId(),
            content: reply.text,
            sender: 'bot',
            timestamp: new Date().toISOString(),
            ...(reply.questionNumber ? { questionNumber: reply.questionNumber } : {}),
          },
        ],
      }));
      isWaitingRef.current = false;
      setIsWaiting(false);
      // SPEC §4: a limit phrase goes to the reply's redirect, or else to /continue.
      const target = reply.hitLimit
        ? (reply.redirectUrl ?? intakePath('/continue', { sessionId, chatId }))
        : reply.redirectUrl;
      if (target) followRedirect(target, navigate);
    },
    [chatId, commit, navigate, part, resumeToken, sessionId],
  );

  // SPEC §4: on load, with no messages yet, the opening message is sent once.
  useEffect(() => {
    if (!chatId || loadedChatId !== chatId) return;
    if (transcriptRef.current.messages.length > 0 || openedChats.current.has(chatId)) return;
    openedChats.current.add(chatId);
    const description = part === 'chat' ? readSession('initialMessage')?.trim() : '';
    void deliver(description || openingMessages[part], [], true);
  }, [chatId, loadedChatId, deliver, part]);

  const send = useCallback(
    async (text: string, files: readonly File[]) => {
      if (isWaitingRef.current || !sessionId || !chatId) return false;
      if (!text.trim() && files.length === 0) return false;
      isWaitingRef.current = true;
      setIsWaiting(true);
      let attachments: AttachmentMeta[] = [];
      if (files.length > 0) {
        setIsUploading(true);
        try {
          const config = await loadRuntimeConfig();
          attachments = await Promise.all(
            files.map((file) => uploadAttachment(config.uploadUrl, { sessionId, chatId }, file)),
          );
        } catch (error) {
          const name = error instanceof UploadError ? error.fileName : 'a file';
          console.warn('Attachment upload failed:', error instanceof Error ? error.message : 'unknown error');
          toast.error(uploadFailedMessage(name));
          isWaitingRef.current = false;
          setIsWaiting(false);
          return false;
        } finally {
          setIsUploading(false);
        }
      }
      commit((current) => ({
        ...current,
        messages: [
          ...current.messages,
          {
            id: newMessageId(),
            content: text,
            sender: 'user',
            timestamp: new Date().toISOString(),
            ...(attachments.length > 0 ? { attachments } : {}),
          },
        ],
      }));
      void deliver(text, attachments, false);
      return true;
    },
    [chatId, commit, deliver, sessionId],
  );

  // The server's own count when it sends one (commands and re-asks are not questions);
  // otherwise, as for an external service, the number of bot replies so far.
  const botMessages = transcript.messages.filter((message) => message.sender === 'bot');
  const counted = botMessages.findLast((message) => message.questionNumber !== undefined)?.questionNumber;
  const botReplies = counted ?? botMessages.length;
  return {
    messages: transcript.messages,
    isWaiting,
    isUploading,
    questionNumber: Math.min(botReplies, QUESTIONS_PER_PART),
    send,
  };
}
