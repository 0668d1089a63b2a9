// limits.ts has no zod, so the limit phrases keep their one home.
import { containsLimitPhrase } from '../../contracts/limits';
import { type QuickAnswer, readQuickAnswer } from '../../contracts/quick-answer';
import { RUNTIME_CONFIG_PATH } from './runtime-config-path';
import type {
  AttachmentMeta,
  ChatMessagePayload,
  EndIntakePayload,
  NewChatPayload,
  NewsletterPayload,
  RuntimeConfig,
} from '../../contracts/webhooks';

/**
 * The browser half of the webhook contract (SPEC §3, §7; DESIGN.md §2). Every call goes
 * to a URL from the runtime config, so the site can be pointed at an external automation
 * service; replies are read in every shape the SPEC lists, not only our server's.
 *
 * No zod here: src/contracts/webhooks.ts builds its schemas at import time, which would
 * put ~28 KB gzip of zod on every page that talks to a webhook. The few values the browser
 * needs are mirrored below and pinned to the contract by webhook-client.test.ts
 * (docs/decisions/0040-browser-webhook-client-without-zod.md).
 */
export { RUNTIME_CONFIG_PATH };
export const COMMUNICATION_METHOD = 'Website Chat';
export const defaultWebhookPaths = {
  newChat: '/webhook/new-chat',
  message: '/webhook/message',
  resetSessqno: '/webhook/reset-sessqno',
  endIntake: '/webhook/end-intake',
  newsletter: '/webhook/newsletter',
} as const;
export const DEFAULT_UPLOAD_URL = '/api/uploads';
export const AI_RECIPIENT = 'AI Bot';

/** SPEC §8, verbatim. */
export const chatErrorMessages = {
  network: "I'm having trouble connecting right now. Please try again later.",
  emptyReply: "I received your message but don't have a response.",
  fallback: "I'm sorry, I couldn't process your request at the moment.",
  emptyOpeningChat: "I'm ready to help you with your intake process.",
  emptyOpeningChatPlus: "I'm ready to help you continue with your intake process.",
} as const;

export const defaultRuntimeConfig: RuntimeConfig = {
  webhooks: {
    newChat: [defaultWebhookPaths.newChat],
    message: defaultWebhookPaths.message,
    resetSessqno: defaultWebhookPaths.resetSessqno,
    endIntake: defaultWebhookPaths.endIntake,
    newsletter: defaultWebhookPaths.newsletter,
  },
  uploadUrl: DEFAULT_UPLOAD_URL,
};

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The runtime config's shape (runtimeConfigSchema), checked by hand for the reason above. */
export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { webhooks, uploadUrl } = value as Record<string, unknown>;
  if (typeof webhooks !== 'object' || webhooks === null || !isNonEmptyString(uploadUrl)) return false;
  const hooks = webhooks as Record<string, unknown>;
  return (
    Array.isArray(hooks.newChat) &&
    hooks.newChat.length > 0 &&
    hooks.newChat.every(isNonEmptyString) &&
    isNonEmptyString(hooks.message) &&
    isNonEmptyString(hooks.resetSessqno) &&
    isNonEmptyString(hooks.endIntake) &&
    isNonEmptyString(hooks.newsletter)
  );
}

let cachedConfig: Promise<RuntimeConfig> | undefined;

/**
 * The webhook URLs from our server, fetched once per page load. When the server cannot
 * say (offline, old server, malformed answer) the site still works against our own paths.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  cachedConfig ??= fetchRuntimeConfig();
  return cachedConfig;
}

/** Tests only: forget the cached config. */
export function resetRuntimeConfigCache(): void {
  cachedConfig = undefined;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body: unknown = await response.json();
    if (isRuntimeConfig(body)) return body;
    throw new Error('unexpected shape');
  } catch (error) {
    console.warn('Runtime config unavailable, using the default webhook paths:', describeError(error));
    return defaultRuntimeConfig;
  }
}

/** Error text without payloads: logs never carry a visitor's details. */
function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/plain, */*', ...headers },
    body: JSON.stringify(body),
    // The server binds the chat to this browser with an HttpOnly cookie.
    credentials: 'same-origin',
  });
}

export interface StartChatOutcome {
  /** A start-chat call answered 429: this connection has started too many chats (decision 0068). */
  isRefusedAsTooMany: boolean;
  /** Seconds the refusal asks to wait (its retry-after header), when it says. */
  retryAfterSeconds?: number;
}

/**
 * Call 1: start chat, posted to every new-chat URL in parallel (SPEC: production and
 * test) with `Pageload: True`. Failures are only logged and the visitor goes on, except a
 * 429: that chat was refused, so the caller tells the visitor instead of opening it.
 */
export async function startChat(config: RuntimeConfig, payload: NewChatPayload): Promise<StartChatOutcome> {
  const outcome: StartChatOutcome = { isRefusedAsTooMany: false };
  const results = await Promise.allSettled(
    config.webhooks.newChat.map(async (url) => {
      const response = await postJson(url, payload, { Pageload: 'True' });
      if (response.status === 429) {
        outcome.isRefusedAsTooMany = true;
        const wait = Number(response.headers.get('retry-after'));
        if (Number.isFinite(wait) && wait > 0) outcome.retryAfterSeconds = wait;
      }
      if (!response.ok) throw new Error(`new-chat answered ${response.status}`);
    }),
  );
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Start chat call failed:', describeError(result.reason));
  }
  return outcome;
}

export type ChatPart = 'chat' | 'chatplus';

export interface ChatReplyResult {
  /** The bot's message, or the SPEC §8 message that stands in for it. */
  text: string;
  /** Where the browser should go next, if the reply says so. */
  redirectUrl?: string;
  /** The reply contains a limit phrase (SPEC §4). */
  hitLimit?: boolean;
  /** Our server's count of the question this reply asks (1-15); other services may not send it. */
  questionNumber?: number;
  /** Our server's chips or picker for a closed question (decision 0108); other services may not send it. */
  quickAnswer?: QuickAnswer;
}

export interface ReplyParts {
  body: string;
  headers: Pick<Headers, 'get'>;
  redirected: boolean;
  url: string;
}

const redirectKeys = ['redirecturl', 'redirectUrl', 'redirect', 'redirect_url', 'RedirectURL'] as const;

function redirectFromBody(item: Record<string, unknown>): string | undefined {
  for (const key of redirectKeys) {
    const value = item[key];
    if (isNonEmptyString(value) && value.trim()) return value.trim();
  }
  return undefined;
}

function outputText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Reads a chat reply in every SPEC shape (§3, §7): `output` on an object or on the
 * first item of an array, plain text, JSON that is not an object; a redirect under
 * any of five key spellings, a `redirecturl` or `location` header (Headers.get ignores
 * letter case), or an HTTP redirect the fetch followed. HTTP status is not checked.
 */
export function parseChatReply(
  reply: ReplyParts,
  options: { isOpening: boolean; part: ChatPart },
): ChatReplyResult {
  const emptyText = options.isOpening
    ? options.part === 'chatplus'
      ? chatErrorMessages.emptyOpeningChatPlus
      : chatErrorMessages.emptyOpeningChat
    : chatErrorMessages.emptyReply;

  let text: string;
  let bodyRedirect: string | undefined;
  let questionNumber: number | undefined;
  let quickAnswer: QuickAnswer | undefined;
  const trimmed = reply.body.trim();
  if (!trimmed) {
    text = emptyText;
  } else {
    let parsed: unknown;
    let isJson = true;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      isJson = false;
    }
    if (!isJson) {
      text = reply.body;
    } else {
      const item: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
      if (typeof item === 'object' && item !== null) {
        const record = item as Record<string, unknown>;
        bodyRedirect = redirectFromBody(record);
        text = outputText(record.output) ?? chatErrorMessages.fallback;
        const number = record.questionNumber;
        if (typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 100) {
          questionNumber = number;
        }
        quickAnswer = readQuickAnswer(record.quickAnswer);
      } else if (Array.isArray(parsed) && parsed.length === 0) {
        text = chatErrorMessages.fallback;
      } else if (typeof item === 'string') {
        text = item.trim() ? item : emptyText;
      } else if (item === null || item === undefined) {
        text = emptyText;
      } else {
        // A number or boolean: show what was sent.
        text = trimmed;
      }
    }
  }

  const headerRedirect = reply.headers.get('redirecturl') ?? reply.headers.get('location') ?? undefined;
  const httpRedirect = reply.redirected && reply.url ? reply.url : undefined;
  const redirectUrl = headerRedirect?.trim() || httpRedirect || bodyRedirect;
  const hitLimit = containsLimitPhrase(text);
  return {
    text,
    ...(redirectUrl ? { redirectUrl } : {}),
    ...(hitLimit ? { hitLimit } : {}),
    ...(questionNumber ? { questionNumber } : {}),
    ...(quickAnswer ? { quickAnswer } : {}),
  };
}

/**
 * Calls 2a and 2b: one chat message. Network failure becomes SPEC §8's connection
 * message; every other outcome goes through parseChatReply.
 */
export async function sendChatMessage(
  url: string,
  payload: ChatMessagePayload,
  options: { isOpening: boolean; part: ChatPart },
): Promise<ChatReplyResult> {
  let response: Response;
  let body: string;
  try {
    response = await postJson(url, payload, { Pageload: options.isOpening ? 'True' : 'False' });
    body = await response.text();
  } catch (error) {
    console.warn('Chat message call failed:', describeError(error));
    return { text: chatErrorMessages.network };
  }
  return parseChatReply(
    { body, headers: response.headers, redirected: response.redirected, url: response.url },
    options,
  );
}

/** Call 3: the email on /chatcomplete. The result is only logged (SPEC §7). */
export async function endIntake(config: RuntimeConfig, payload: EndIntakePayload): Promise<boolean> {
  try {
    const response = await postJson(config.webhooks.endIntake, payload);
    if (!response.ok) console.warn('End intake call answered', response.status);
    return response.ok;
  } catch (error) {
    console.warn('End intake call failed:', describeError(error));
    return false;
  }
}

/** Call 4: newsletter. true on an ok answer, false otherwise. */
export async function subscribeNewsletter(
  config: RuntimeConfig,
  payload: NewsletterPayload,
): Promise<boolean> {
  try {
    const response = await postJson(config.webhooks.newsletter, payload);
    return response.ok;
  } catch (error) {
    console.warn('Newsletter call failed:', describeError(error));
    return false;
  }
}

export class UploadError extends Error {
  constructor(
    readonly fileName: string,
    message: string,
    /** What the upload endpoint said was wrong (a quota, the disk), to show the visitor; null when it said nothing. */
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The `{ error: { message } }` of a refused upload (decision 0061), when it is a short sentence. */
async function refusalReason(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = body?.error?.message;
  if (typeof message !== 'string') return null;
  const trimmed = message.trim();
  return trimmed.length > 0 && trimmed.length <= 300 ? trimmed : null;
}

/**
 * Ours (issue 4): the file itself goes to the upload endpoint before the message that
 * names it; the message then carries name, size, type and the upload id.
 */
export async function uploadAttachment(
  uploadUrl: string,
  ids: { sessionId: string; chatId: string },
  file: File,
): Promise<AttachmentMeta> {
  const form = new FormData();
  form.append('SessionID', ids.sessionId);
  form.append('ChatID', ids.chatId);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(uploadUrl, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch (error) {
    throw new UploadError(file.name, describeError(error));
  }
  if (!response.ok)
    throw new UploadError(file.name, `upload answered ${response.status}`, await refusalReason(response));
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const uploadId = body && isNonEmptyString(body.uploadId) ? body.uploadId : undefined;
  return {
    name: file.name,
    size: file.size,
    type: file.type || 'application/octet-stream',
    ...(uploadId ? { uploadId } : {}),
  };
}
