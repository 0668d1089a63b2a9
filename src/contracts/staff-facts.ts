import { z } from 'zod';

import { factKeys, type FactKey } from './case-record';
import { type ReviewKey, reviewFields } from './intake-review';

/**
 * The case manager's facts editor (issue 25 points 2 and 3; decisions 0127, 0128): for each
 * fact held, who set it and from which of the visitor's words, and why it may be doubtful.
 * The flags are worked out on the server from the stored record (src/server/case-record/fact-flags.ts).
 */

/** Why a fact is doubtful, one reason a kind. */
export const factFlagKinds = [
  /** The intake's value check (decision 0095) refuses the value as stored. */
  'failed_check',
  /** The value passed the check only cut down to part of what was read. */
  'nearly_failed_check',
  /** Read from the answer to the question about another fact. */
  'other_question',
  /** Set by the AI model rather than the intake's own reading. */
  'set_by_model',
  /** The visitor corrected it, in the chat or on their review. */
  'corrected_by_visitor',
  /** It does not fit with another fact (a date after another, a retiree with lost pay). */
  'conflict',
] as const;
export type FactFlagKind = (typeof factFlagKinds)[number];

export const factFlagSchema = z.object({
  kind: z.enum(factFlagKinds),
  /** The reason in plain words, for the case manager. */
  text: z.string(),
});
export type FactFlag = z.infer<typeof factFlagSchema>;

/** Who set a fact's value: the visitor in the chat, the visitor correcting it, a staff member, the model. */
export const factSetters = ['visitor', 'correction', 'staff', 'model'] as const;
export type FactSetter = (typeof factSetters)[number];

const factKeySchema = z.enum(factKeys as [FactKey, ...FactKey[]]);
const lineKeys = reviewFields.map((field) => field.key) as [ReviewKey, ...ReviewKey[]];

export const factStateSchema = z.object({
  key: factKeySchema,
  /** The editor's lines that change this fact (the treatment has three; most facts one). */
  lines: z.array(z.enum(lineKeys)),
  /** Null when the record does not say (a record from before sources were kept). */
  setBy: z.enum(factSetters).nullable(),
  /** The visitor's own words it was read from, shortened; null when none were kept. */
  quote: z.string().nullable(),
  /** Staff changes: who, when and why. */
  by: z.string().nullable(),
  at: z.string().nullable(),
  reason: z.string().nullable(),
  /** A case manager confirmed the value as it stands. */
  confirmed: z.object({ by: z.string(), at: z.string() }).nullable(),
  /** Empty when nothing about it is doubtful (or it was confirmed or set by staff). */
  flags: z.array(factFlagSchema),
});
export type FactState = z.infer<typeof factStateSchema>;

/** "3 facts to check": the facts of a case with at least one flag. */
export const factsToCheckOf = (facts: readonly FactState[]): number =>
  facts.filter((fact) => fact.flags.length > 0).length;

export const confirmFactParamsSchema = z.object({
  caseId: z.string().min(1).max(100),
  fact: factKeySchema,
});

export const confirmFactResultSchema = z.object({ facts: z.array(factStateSchema) });
export type ConfirmFactResult = z.infer<typeof confirmFactResultSchema>;

/** Why a case manager changed facts, kept with the change (decision 0128). */
export const MAX_CORRECTION_REASON_CHARS = 500;
