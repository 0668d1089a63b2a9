import { z } from 'zod';

import { type CallbackRequest, type CallbackWindow, callbackSlots } from './intake-progress';
import { chatIdField, sessionIdField } from './webhooks';

/** The boundary schemas of src/contracts/intake-progress.ts (the server parses with these). */
export const intakeIdsQuerySchema = z.object({ id: sessionIdField, chat: chatIdField });

export const callbackWindowSchema: z.ZodType<CallbackWindow> = z.object({
  day: z.iso.date(),
  slot: z.enum(callbackSlots),
});

export const callbackRequestSchema: z.ZodType<CallbackRequest> = z.object({
  SessionID: sessionIdField,
  ChatID: chatIdField,
  window: callbackWindowSchema,
});
