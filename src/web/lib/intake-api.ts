import {
  type CallbackConfirmation,
  type CallbackWindow,
  INTAKE_CALLBACK_PATH,
  INTAKE_PROGRESS_PATH,
  INTAKE_TRANSCRIPT_PATH,
  type IntakeProgress,
  type IntakeTranscript,
} from '../../contracts/intake-progress';

import {
  CHAT_REPORT_PAGE_PATH,
  CHAT_REPORT_STATUS_PATH,
  type ChatReportStatus,
} from '../../contracts/chat-report';
import { INTAKE_REVIEW_PATH, type IntakeReview, type ReviewChange } from '../../contracts/intake-review';
import type { RuntimeConfig } from '../../contracts/webhooks';

import { defaultWebhookPaths } from './webhook-client';

/**
 * Our server's own intake endpoints (issue 13): where this browser's intake stands, its
 * conversation so far, and a call-back request. They exist only when the chat runs on our
 * server; with the webhooks pointed at an external automation service (runtime config)
 * there is nothing to ask, and the pages behave as the SPEC describes.
 */
const paths = {
  progress: INTAKE_PROGRESS_PATH,
  transcript: INTAKE_TRANSCRIPT_PATH,
  callback: INTAKE_CALLBACK_PATH,
} as const;

export interface BrowserIntake {
  sessionId: string;
  chatId: string;
}

export function isOwnIntakeServer(config: RuntimeConfig): boolean {
  return config.webhooks.message === defaultWebhookPaths.message;
}

const query = (ids: BrowserIntake) =>
  `?id=${encodeURIComponent(ids.sessionId)}&chat=${encodeURIComponent(ids.chatId)}`;

/** null when the server could not be asked (offline): the caller keeps the SPEC's behaviour. */
export async function fetchIntakeProgress(ids: BrowserIntake): Promise<IntakeProgress | null> {
  try {
    const response = await fetch(`${paths.progress}${query(ids)}`, { credentials: 'same-origin' });
    if (!response.ok) return null;
    return (await response.json()) as IntakeProgress;
  } catch {
    return null;
  }
}

export async function fetchIntakeTranscript(ids: BrowserIntake): Promise<IntakeTranscript | null> {
  try {
    const response = await fetch(`${paths.transcript}${query(ids)}`, { credentials: 'same-origin' });
    if (!response.ok) return null;
    return (await response.json()) as IntakeTranscript;
  } catch {
    return null;
  }
}

/** Whether this browser's report can be opened here yet, and emailed; null when the server could not say. */
export async function fetchChatReportState(ids: BrowserIntake): Promise<ChatReportStatus | null> {
  try {
    const response = await fetch(`${CHAT_REPORT_STATUS_PATH}${query(ids)}`, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<ChatReportStatus> | null;
    const state = body?.state;
    if (state !== 'ready' && state !== 'preparing') return null;
    return { state, isEmailed: body?.isEmailed === true };
  } catch {
    return null;
  }
}

export const chatReportAddress = (ids: BrowserIntake) => `${CHAT_REPORT_PAGE_PATH}${query(ids)}`;

/** A call to one of our intake endpoints: the answer, or the message to show when it failed. */
export type IntakeCallResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function sendJson<T>(
  path: string,
  method: 'POST',
  body: unknown,
  failed: string,
): Promise<IntakeCallResult<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as unknown;
    if (response.ok && answer) return { ok: true, value: answer as T };
    const message = (answer as { error?: { message?: string } } | null)?.error?.message;
    return { ok: false, message: message ?? failed };
  } catch {
    return {
      ok: false,
      message: 'We could not reach our server. Please check your connection and try again.',
    };
  }
}

export function requestCallback(
  ids: BrowserIntake,
  window: CallbackWindow,
): Promise<IntakeCallResult<CallbackConfirmation>> {
  return sendJson(
    paths.callback,
    'POST',
    { SessionID: ids.sessionId, ChatID: ids.chatId, window },
    'We could not save your request. Please try again.',
  );
}

export async function fetchIntakeReview(ids: BrowserIntake): Promise<IntakeReview | null> {
  try {
    const response = await fetch(`${INTAKE_REVIEW_PATH}${query(ids)}`, { credentials: 'same-origin' });
    if (!response.ok) return null;
    return (await response.json()) as IntakeReview;
  } catch {
    return null;
  }
}

export function saveIntakeReview(
  ids: BrowserIntake,
  changes: ReviewChange[],
  note?: string,
): Promise<IntakeCallResult<IntakeReview>> {
  return sendJson(
    INTAKE_REVIEW_PATH,
    'POST',
    { SessionID: ids.sessionId, ChatID: ids.chatId, changes, ...(note ? { note } : {}) },
    'We could not save your correction. Please try again.',
  );
}
