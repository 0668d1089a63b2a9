import { z } from 'zod';

import { factValueSchemas } from './case-record';
import {
  MAX_REVIEW_NOTE_CHARS,
  type ReviewField,
  type ReviewKey,
  type ReviewKind,
  type ReviewRequest,
  reviewFieldOf,
  reviewFields,
  visitorReviewKeys,
} from './intake-review';
import { chatIdField, sessionIdField } from './webhooks';

/** The boundary schemas of src/contracts/intake-review.ts (the server parses with these). */
const valueSchemas: Record<Exclude<ReviewKind, 'choice'>, z.ZodType> = {
  text: z.string().trim().min(1, 'cannot be empty').max(500),
  amount: z.number().int('whole dollars only').min(0).max(1_000_000_000),
  date: z.iso.date('must be a date like 2026-03-14'),
  yesno: z.boolean(),
  state: factValueSchemas.state,
  list: factValueSchemas.injuries,
  percent: z.number().int('a whole percent').min(0).max(100),
  whole: z.number().int('a whole number').min(0).max(120),
};

const schemaOf = (field: ReviewField): z.ZodType =>
  field.kind === 'choice'
    ? z.enum(
        (field.options ?? []).map((option) => option.value) as [string, ...string[]],
        'not one of the choices',
      )
    : valueSchemas[field.kind];

const reviewKeys = reviewFields.map((field) => field.key) as [ReviewKey, ...ReviewKey[]];

/** One changed line, of the visitor's review or the case manager's facts form. */
export const reviewChangeSchema = z
  .object({ key: z.enum(reviewKeys), value: z.unknown() })
  .transform((change, context) => {
    if (change.value === null) return { key: change.key, value: null };
    const field = reviewFieldOf(change.key);
    const parsed = schemaOf(field).safeParse(change.value);
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        message: `${field.label}: ${parsed.error.issues[0]?.message ?? 'not a valid value'}`,
      });
      return z.NEVER;
    }
    return { key: change.key, value: parsed.data as string | number | boolean | string[] };
  });

const visitorKeys = new Set(visitorReviewKeys);

export const reviewRequestSchema: z.ZodType<ReviewRequest> = z
  .object({
    SessionID: sessionIdField,
    ChatID: chatIdField,
    changes: z
      .array(reviewChangeSchema)
      .max(visitorKeys.size)
      .refine((changes) => changes.every((change) => visitorKeys.has(change.key)), {
        message: 'A line that is not on your review cannot be changed here.',
      }),
    note: z.string().trim().max(MAX_REVIEW_NOTE_CHARS).optional(),
  })
  .refine((request) => request.changes.length > 0 || Boolean(request.note), {
    message: 'Nothing to save: change a line or tell us what we got wrong.',
  })
  .refine((request) => new Set(request.changes.map((change) => change.key)).size === request.changes.length, {
    message: 'Each line can be changed once per request.',
  });
