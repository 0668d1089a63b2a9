import { z } from 'zod';

/**
 * The /contact form (SPEC §3 "Contact form fields"): name, email, subject and message are
 * required, phone is optional. The browser relies on its built-in checks (SPEC §5); the
 * server enforces this schema.
 */
export const CONTACT_LIMITS = { name: 200, email: 254, phone: 40, subject: 200, message: 5000 } as const;

const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: z.email('must be an email address').max(CONTACT_LIMITS.email),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, `must be at most ${CONTACT_LIMITS.phone} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const CONTACT_PATH = '/api/contact';

/** 201 reply: the stored message's id (for support to quote back). */
export interface ContactReply {
  ok: true;
  id: string;
}
