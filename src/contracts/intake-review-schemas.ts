import { z } from 'zod';

import { factValueSchemas } from './case-record';
import {
  MAX_REVIEW_NOTE_CHARS,
  type ReviewKey,
  type ReviewKind,
  type ReviewRequest,
  reviewFields,
} from './intake-review';
import { chatIdField, sessionIdField } from './webhooks';

/** The boundary schemas of src/contracts/intake-review.ts (the server parses with these). */
const valueSchemas: Record<ReviewKind, z.ZodType> = {
  text: z.string().trim().min(1, 'cannot be empty').max(300),
  amount: z.number().int('whole dollars only').min(0).max(1_000_000_000),
  date: z.iso.date('must be a date like 2026-03-14'),
  yesno: z.boolean(),
  state: factValueSchemas.state,
  list: factValueSchemas.injuries,
  percent: z.number().int('a whole percent').min(0).max(100),
  whole: z.number().int('a whole number').min(0).max(120),
  choice: factValueSchemas.caseType,
};

const kindOf = new Map<string, ReviewKind>(reviewFields.map((field) => [field.key, field.kind]));
const reviewKeys = reviewFields.map((field) => field.key) as [ReviewKey, ...ReviewKey[]];

export const reviewChangeSchema = z
  .object({ key: z.enum(reviewKeys), value: z.unknown() })
  .transform((change, context) => {
    if (change.value === null) return { key: change.key, value: null };
    const parsed = valueSchemas[kindOf.get(change.key)!].safeParse(change.value);
    if (!parsed.success) {
      const label = reviewFields.find((field) => field.key === change.key)!.label;
      context.addIssue({
        code: 'custom',
        message: `${label}: ${parsed.error.issues[0]?.message ?? 'not a valid value'}`,
      });
      return z.NEVER;
    }
    return { key: change.key, value: parsed.data as string | number | boolean | string[] };
  });

export const reviewRequestSchema: z.ZodType<ReviewRequest> = z
  .object({
    SessionID: sessionIdField,
    ChatID: chatIdField,
    changes: z.array(reviewChangeSchema).max(reviewFields.length),
    note: z.string().trim().max(MAX_REVIEW_NOTE_CHARS).optional(),
  })
  .refine((request) => request.changes.length > 0 || Boolean(request.note), {
    message: 'Nothing to save: change a line or tell us what we got wrong.',
  })
  .refine((request) => new Set(request.changes.map((change) => change.key)).size === request.changes.length, {
    message: 'Each line can be changed once per request.',
  });
