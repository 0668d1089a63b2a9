import type { Language } from './case-record';

/**
 * What the browser may read back about its own intake (issue 13): whether this browser has
 * one, where it stands, and its conversation. Bound to the browser by the chat cookie, like
 * the chat itself (decision 0011); another browser learns only that it has none. No zod
 * here: the chat page imports it (decision 0040); the schemas are in intake-progress-schemas.ts.
 */
export const INTAKE_PROGRESS_PATH = '/api/intake/progress';
export const INTAKE_TRANSCRIPT_PATH = '/api/intake/transcript';
export const INTAKE_CALLBACK_PATH = '/api/intake/callback';

export interface IntakeProgress {
  hasIntake: boolean;
  status?: 'open' | 'complete';
  part?: number;
  questionsInPart?: number;
  questionsTotal?: number;
  /** The one extension is still available. */
  canExtend?: boolean;
  language?: Language;
  callback?: { requestedAt: string; window: CallbackWindow | null } | null;
}

export interface TranscriptMessage {
  role: 'visitor' | 'agent';
  text: string;
  /** 1 for /chat, 2 for the extension; null for the start form's message. */
  part: number | null;
  questionNumber: number | null;
  createdAt: string;
}

export interface IntakeTranscript {
  messages: TranscriptMessage[];
}

/** Times a case manager calls back, within business hours (Mon–Fri, 8am–8pm Eastern). */
export const callbackSlots = ['morning', 'afternoon', 'evening'] as const;
export type CallbackSlot = (typeof callbackSlots)[number];
export const callbackSlotHours: Record<CallbackSlot, { from: number; to: number; label: string }> = {
  morning: { from: 8, to: 12, label: '8am–12pm Eastern' },
  afternoon: { from: 12, to: 17, label: '12–5pm Eastern' },
  evening: { from: 17, to: 20, label: '5–8pm Eastern' },
};

export interface CallbackWindow {
  /** ISO date of a weekday. */
  day: string;
  slot: CallbackSlot;
}

export interface CallbackRequest {
  SessionID: string;
  ChatID: string;
  window: CallbackWindow;
}

export interface CallbackConfirmation {
  window: CallbackWindow;
  /** "Tuesday, November 25, 12–5pm Eastern": when to expect the call, as the visitor reads it. */
  expected: string;
}
