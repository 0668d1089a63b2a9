import { z } from 'zod';

import { languages } from './case-record';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_DESCRIPTION_CHARS, MAX_MESSAGE_CHARS } from './limits';
import { CHAT_ID_PATTERN, SESSION_ID_PATTERN } from './session';

/**
 * The webhook contract (SPEC §3, §7; DESIGN.md §2). The browser posts these payloads to
 * the URLs of its runtime config; our server answers them at `webhookPaths`. Field names
 * are the SPEC's, capitals and all. Fields marked "ours" extend the SPEC and are optional,
 * so an external automation service that ignores them still works.
 */
export const webhookPaths = {
  newChat: '/webhook/new-chat',
  message: '/webhook/message',
  resetSessqno: '/webhook/reset-sessqno',
  endIntake: '/webhook/end-intake',
  newsletter: '/webhook/newsletter',
} as const;

export const sessionIdField = z.string().regex(SESSION_ID_PATTERN, 'must be 6 characters, A-Z or 0-9');
export const chatIdField = z.string().regex(CHAT_ID_PATTERN, 'must be 10 letters or digits');
const isoTimestamp = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' });
const pageUrl = z.string().max(2048);

export const COMMUNICATION_METHOD = 'Website Chat';

export const userInfoSchema = z.object({
  fullName: z.string().trim().max(200),
  phoneNumber: z.string().trim().max(20),
  description: z.string().max(MAX_DESCRIPTION_CHARS).default(''),
  communicationMethod: z.literal(COMMUNICATION_METHOD).default(COMMUNICATION_METHOD),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const attachmentMetaSchema = z.object({
  name: z.string().min(1).max(255),
  size: z.number().int().min(0).max(MAX_ATTACHMENT_BYTES),
  type: z.string().max(255),
  /** ours: the id the upload endpoint gave the file, tying the stored file to this message. */
  uploadId: z.string().max(64).optional(),
});
export type AttachmentMeta = z.infer<typeof attachmentMetaSchema>;

const chatFields = {
  SessionID: sessionIdField,
  ChatID: chatIdField,
  /** Counted by the browser; the server keeps its own count and never trusts this one. */
  SessQNo: z.number().int().min(0).max(10_000),
  Message: z.string().max(MAX_MESSAGE_CHARS),
  Sender: z.string().max(200),
  Recipient: z.string().max(100),
  Timestamp: isoTimestamp,
  currentUrl: pageUrl,
  Attachments: z.array(attachmentMetaSchema).max(MAX_ATTACHMENTS).default([]),
  userInfo: userInfoSchema.optional(),
  /** ours: a honeypot field people never see or fill; scripts that fill it are refused. */
  website: z.string().max(200).optional(),
  /**
   * ours: the one-time token of a resume link (`/chat?id=…&chat=…&resume=<token>`, given by
   * the `pause` command). The browser forwards the address's `resume` parameter on the
   * opening message; the server then binds this browser to the chat and spends the token.
   */
  resumeToken: z.string().max(100).optional(),
};

/** Call 1: start chat from the home start flow (header Pageload: True). */
export const newChatPayloadSchema = z.object({
  ...chatFields,
  userInfo: userInfoSchema,
  /** ours: the consent text version the visitor agreed to (see consent.ts). */
  consentVersion: z.string().max(100).optional(),
});
export type NewChatPayload = z.infer<typeof newChatPayloadSchema>;

/** Calls 2a and 2b: messages from /chat and /chatplus. */
export const chatMessagePayloadSchema = z.object(chatFields);
export type ChatMessagePayload = z.infer<typeof chatMessagePayloadSchema>;

/** Call 3: email on /chatcomplete. */
export const endIntakePayloadSchema = z.object({
  SessionID: sessionIdField,
  ChatID: chatIdField,
  Email: z.email({ error: 'must be a valid email address' }).max(254),
  Timestamp: isoTimestamp,
  currentUrl: pageUrl,
});
export type EndIntakePayload = z.infer<typeof endIntakePayloadSchema>;

/** Call 4: newsletter subscription (home page and the legal-education box). */
export const newsletterPayloadSchema = z.object({
  email: z.email({ error: 'must be a valid email address' }).max(254),
  type: z.literal('newsletter_subscription'),
  /** ours: the newsletter consent version shown in the consent panel. */
  consentVersion: z.string().max(100).optional(),
  website: z.string().max(200).optional(),
});
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

/** ours: the reply of the upload endpoint (runtimeConfig.uploadUrl), 201. `type` is sniffed from the content. */
export const uploadReplySchema = z.object({
  uploadId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type UploadReply = z.infer<typeof uploadReplySchema>;

/** ours: the kind of quick answer the question fits (quick-answer.ts; decision 0108). */
export const quickAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['yesNo', 'date', 'money']), language: z.enum(languages) }),
  z.object({
    kind: z.literal('state'),
    language: z.enum(languages),
    states: z
      .array(z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string().min(1).max(40) }))
      .min(1)
      .max(60),
  }),
]);

/** What our server answers to calls 1, 2a and 2b. The browser also accepts every SPEC shape. */
export const chatReplySchema = z.object({
  output: z.string(),
  redirectUrl: z.string().optional(),
  /** ours: which question of this part (1-15) the reply asks, counted by the server; absent when it asks none. */
  questionNumber: z.number().int().min(1).optional(),
  /** ours: chips or a picker for a closed question, shown under it; absent for open questions. */
  quickAnswer: quickAnswerSchema.optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * Runtime config the server serves at RUNTIME_CONFIG_PATH, so an operator can point the
 * site at an external automation service without rebuilding (DESIGN.md §2).
 */
export const RUNTIME_CONFIG_PATH = '/api/runtime-config';
export const runtimeConfigSchema = z.object({
  webhooks: z.object({
    /** Start chat is posted to every URL here, in parallel (SPEC: production and test). */
    newChat: z.array(z.string()).min(1),
    message: z.string(),
    resetSessqno: z.string(),
    endIntake: z.string(),
    newsletter: z.string(),
  }),
  /** ours: where attachment files are uploaded before the message that names them. */
  uploadUrl: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
