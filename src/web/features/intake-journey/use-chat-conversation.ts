import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import { type QuickAnswer, readQuickAnswer } from '../../../contracts/quick-answer';
import type { AttachmentMeta, ChatMessagePayload, UserInfo } from '../../../contracts/webhooks';
import { localTimestamp } from '../../lib/local-timestamp';
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
import type { IntakeIds } from './use-intake-ids';

/**
 * The automatic opening message of each part ("a different wording for the default
 * greeting", SPEC §2). On /chat the visitor's own description opens when they gave one.
 */
export const openingMessages: Record<ChatPart, string> = {
  chat: "Hello, I'd like to start my free case evaluation.",
  chatplus: "I'd like to continue my intake with 15 more questions.",
};

export interface UploadFailure {
  name: string;
  /** The server's reason (a quota met, the disk full), or null (the network, an external service). */
  reason: string | null;
}

/**
 * What the visitor is told when files were not stored: which ones, why when the server said
 * (each reason once), and that the message went anyway with the files' descriptions.
 */
export const uploadFailedMessage = (failures: readonly UploadFailure[]): string => {
  const names = failures.map((failure) => `"${failure.name}"`).join(', ');
  const reasons = [
    ...new Set(
      failures
        .map((failure) => failure.reason)
        .filter((reason): reason is string => Boolean(reason))
        .map((reason) => (/[.!?]$/.test(reason) ? reason : `${reason}.`)),
    ),
  ];
  if (reasons.length === 0)
    return `We couldn't store ${names}. Your message was sent with the file's name, size and type; the file is still attached below, so you can send it again.`;
  return `We couldn't store ${names}. ${reasons.join(' ')} Your message was sent with the file's name, size and type; the file is still attached below.`;
};

/** How long a reply that names a next page stays on screen before the page moves on by itself. */
export const AUTO_MOVE_SECONDS = 8;

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

/** A reply that names a next page: its words stay until the visitor moves on, or the countdown ends. */
export interface PendingMove {
  target: string;
  /** When the page moves by itself (epoch ms); null once the visitor chose to stay. */
  moveAt: number | null;
  /** Whole seconds left until moveAt, as last shown; null once the visitor chose to stay. */
  secondsLeft: number | null;
}

const secondsUntil = (moveAt: number) => Math.max(0, Math.ceil((moveAt - Date.now()) / 1000));

export interface SendResult {
  /** The message is on its way (the composer may clear its text). */
  isSent: boolean;
  /** Files that could not be stored: the message went with their names; they stay for a retry. */
  failedFiles: File[];
}

/** The part ended at its question limit: the reply's own redirect, if it named one. */
export interface PartLimit {
  redirectUrl: string | null;
}

export interface ChatConversation {
  messages: ChatMessage[];
  /** The last reply hit the question limit: the chat shows the choice of what comes next. */
  limit: PartLimit | null;
  pendingMove: PendingMove | null;
  moveNow(): void;
  stayHere(): void;
  /** A message is on its way or its files are uploading: input is blocked (SPEC §4). */
  isWaiting: boolean;
  isUploading: boolean;
  /** "Question N of 15": bot replies so far in this part (the server is the authority). */
  questionNumber: number;
  /**
   * The chips or picker of the latest message, while it is the agent's and nothing else is
   * going on (a reply on its way, a countdown, the limit's choice). A pick goes through `send`.
   */
  quickAnswer: QuickAnswer | null;
  /**
   * Uploads the files, then sends the message, whatever the uploads did: a file that could
   * not be stored goes as its name, size and type (SPEC §3), and stays for a retry.
   */
  send(text: string, files: readonly File[]): Promise<SendResult>;
}

export function useChatConversation(part: ChatPart, ids: IntakeIds | null): ChatConversation {
  const navigate = useNavigate();
  const [transcript, setTranscript] = useState<Transcript>(emptyTranscript);
  const [isWaiting, setIsWaiting] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [loadedChatId, setLoadedChatId] = useState<string | null>(null);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
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
        Timestamp: localTimestamp(),
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
            ...(reply.quickAnswer ? { quickAnswer: reply.quickAnswer } : {}),
            ...(reply.hitLimit ? { isLimit: true } : {}),
            ...(reply.redirectUrl ? { redirectUrl: reply.redirectUrl } : {}),
          },
        ],
      }));
      isWaitingRef.current = false;
      setIsWaiting(false);
      // At the limit (SPEC §4's phrase) the visitor chooses in the chat what comes next
      // (decision 0081): nothing moves by itself. Any other reply that names where to go is
      // read first, then followed after a short countdown the visitor can stop.
      if (reply.redirectUrl && !reply.hitLimit) {
        setPendingMove({
          target: reply.redirectUrl,
          moveAt: Date.now() + AUTO_MOVE_SECONDS * 1000,
          secondsLeft: AUTO_MOVE_SECONDS,
        });
      }
    },
    [chatId, commit, part, resumeToken, sessionId],
  );

  const moveNow = useCallback(() => {
    if (!pendingMove) return;
    setPendingMove(null);
    followRedirect(pendingMove.target, navigate);
  }, [navigate, pendingMove]);
  const stayHere = useCallback(() => {
    setPendingMove((current) => (current ? { ...current, moveAt: null, secondsLeft: null } : current));
  }, []);
  // The count is read from the clock on every tick, so a throttled background tab (or a
  // sleeping phone) moves on when the time is up rather than after eight slow ticks.
  useEffect(() => {
    if (!pendingMove || pendingMove.moveAt === null) return;
    if (secondsUntil(pendingMove.moveAt) <= 0) {
      moveNow();
      return;
    }
    const timer = window.setTimeout(
      () =>
        setPendingMove((current) =>
          current?.moveAt != null ? { ...current, secondsLeft: secondsUntil(current.moveAt) } : current,
        ),
      1000,
    );
    return () => window.clearTimeout(timer);
  }, [moveNow, pendingMove]);

  // SPEC §4: on load, with no messages yet, the opening message is sent once.
  useEffect(() => {
    if (!chatId || loadedChatId !== chatId) return;
    if (transcriptRef.current.messages.length > 0 || openedChats.current.has(chatId)) return;
    openedChats.current.add(chatId);
    const description = part === 'chat' ? readSession('initialMessage')?.trim() : '';
    void deliver(description || openingMessages[part], [], true);
  }, [chatId, loadedChatId, deliver, part]);

  const send = useCallback(
    async (text: string, files: readonly File[]): Promise<SendResult> => {
      const nothing: SendResult = { isSent: false, failedFiles: [...files] };
      if (isWaitingRef.current || !sessionId || !chatId) return nothing;
      if (!text.trim() && files.length === 0) return nothing;
      isWaitingRef.current = true;
      setIsWaiting(true);
      const attachments: AttachmentMeta[] = [];
      const failedFiles: File[] = [];
      const failures: UploadFailure[] = [];
      if (files.length > 0) {
        setIsUploading(true);
        const config = await loadRuntimeConfig();
        const results = await Promise.allSettled(
          files.map((file) => uploadAttachment(config.uploadUrl, { sessionId, chatId }, file)),
        );
        results.forEach((result, index) => {
          const file = files[index]!;
          if (result.status === 'fulfilled') attachments.push(result.value);
          else {
            // Not stored (a quota, an external webhook service, the network): the message
            // still goes with the file's description, and the file stays for a retry.
            const error = result.reason instanceof UploadError ? result.reason : null;
            console.warn('Attachment upload failed:', error?.message ?? 'upload failed');
            failedFiles.push(file);
            failures.push({ name: file.name, reason: error?.reason ?? null });
            attachments.push({
              name: file.name,
              size: file.size,
              type: file.type || 'application/octet-stream',
            });
          }
        });
        setIsUploading(false);
        // Long enough to read a reason as well as the file names (sonner's default is 4 s).
        if (failures.length > 0) toast.error(uploadFailedMessage(failures), { duration: 15_000 });
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
      return { isSent: true, failedFiles };
    },
    [chatId, commit, deliver, sessionId],
  );

  // The server's own count when it sends one (commands and re-asks are not questions);
  // otherwise, as for an external service, the number of bot replies so far.
  const botMessages = transcript.messages.filter((message) => message.sender === 'bot');
  const counted = botMessages.findLast((message) => message.questionNumber !== undefined)?.questionNumber;
  const botReplies = counted ?? botMessages.length;
  const lastBot = botMessages.at(-1);
  const limit = lastBot?.isLimit ? { redirectUrl: lastBot.redirectUrl ?? null } : null;
  const latest = transcript.messages.at(-1);
  // Read again from what was stored: the transcript comes back from session storage on a reload.
  const offered = latest?.sender === 'bot' ? readQuickAnswer(latest.quickAnswer) : undefined;
  const quickAnswer = offered && !isWaiting && !pendingMove && !limit ? offered : null;
  return {
    messages: transcript.messages,
    limit,
    pendingMove,
    moveNow,
    stayHere,
    isWaiting,
    isUploading,
    questionNumber: Math.min(botReplies, QUESTIONS_PER_PART),
    quickAnswer,
    send,
  };
}
