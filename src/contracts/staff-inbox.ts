import { z } from 'zod';

/**
 * The inbox (issue 14; decision 0072): contact-form messages linked to the visitor's case
 * when the email or phone matches (or by a case manager), and answered from the console.
 */
export const contactMessageStatuses = ['new', 'answered', 'closed'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

export const contactMessageUpdateSchema = z.object({ status: z.enum(contactMessageStatuses) });

/** Link a message to a case, or unlink it (null); an unlinked message is never linked again automatically. */
export const contactMessageLinkRequestSchema = z.object({ caseId: z.string().min(1).max(100).nullable() });

export const contactReplyRequestSchema = z.object({
  body: z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters'),
});

export const linkSources = ['auto', 'staff'] as const;

export const contactReplySchema = z.object({
  id: z.string(),
  body: z.string(),
  /** pending: queued for the mail job; sent: the mail server took it. */
  status: z.enum(['pending', 'sent']),
  staffEmail: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactMessageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** The case it is tied to; null when none matched or staff unlinked it. */
  link: z
    .object({
      caseId: z.string(),
      shortId: z.string(),
      caseName: z.string().nullable(),
      source: z.enum(linkSources),
    })
    .nullable(),
  replies: z.array(contactReplySchema),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

export const contactMessagesPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  messages: z.array(contactMessageViewSchema),
});

export const subscriberViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  consentVersion: z.string(),
  consentText: z.string(),
  status: z.enum(['subscribed', 'unsubscribed']),
  unsubscribedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const subscribersPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  subscribers: z.array(subscriberViewSchema),
});
