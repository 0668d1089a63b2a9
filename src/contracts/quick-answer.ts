import type { Language } from './case-record';

/**
 * Quick answers (issue 23; decision 0108): when the question a reply asks is closed, the reply
 * says which kind of answer fits, and the chat shows chips or a picker under it. A tap is sent
 * as the text it shows, the same message a visitor could type, and read like any answer: the
 * server learns nothing from a tap that it would not learn from typing those words.
 *
 * Imported by server and web alike, so it holds plain data and no zod (decision 0040); the reply's
 * schema is `quickAnswerSchema` in webhooks.ts, and `readQuickAnswer` is its hand-written mirror
 * for the browser, pinned to it by quick-answer.test.ts.
 */

export const quickAnswerKinds = ['yesNo', 'date', 'state', 'money'] as const;
export type QuickAnswerKind = (typeof quickAnswerKinds)[number];

export interface StateChoice {
  /** The two-letter code (the picker's key, never sent as the answer). */
  code: string;
  /** The state's name in the visitor's language: what the picker shows and sends. */
  name: string;
}

export type QuickAnswer =
  | { kind: 'yesNo' | 'date' | 'money'; language: Language }
  | { kind: 'state'; language: Language; states: StateChoice[] };

/** The chips of a yes-or-no question, in the order shown, in the visitor's language. */
export const yesNoChips: Record<Language, readonly [yes: string, no: string, unsure: string]> = {
  en: ['Yes', 'No', 'Not sure'],
  es: ['Sí', 'No', 'No estoy seguro'],
};

/** Locales whose long date and dollar forms the intake's readers read (route tests pin both). */
const locales: Record<Language, string> = { en: 'en-US', es: 'es' };

/**
 * A picked day ("YYYY-MM-DD") as the words sent: "March 3, 2026", "3 de marzo de 2026".
 * Formatted in UTC so the day picked is the day sent, whatever the browser's zone.
 */
export function dateAnswerText(isoDay: string, language: Language): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/**
 * Whole dollars as the words sent: "$12,500" in both languages (the dollar sign and the comma
 * of thousands are what a US visitor types, in English or Spanish).
 */
export function amountAnswerText(dollars: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(dollars);
}

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'es';

/**
 * The reply's `quickAnswer`, checked by hand for the browser (no zod there, decision 0040):
 * anything else, from an older server or an external service, is no quick answer at all.
 */
export function readQuickAnswer(value: unknown): QuickAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, language, states } = value as Record<string, unknown>;
  if (!isLanguage(language)) return undefined;
  if (kind === 'yesNo' || kind === 'date' || kind === 'money') return { kind, language };
  if (kind !== 'state' || !Array.isArray(states) || states.length === 0 || states.length > 60)
    return undefined;
  const choices = states.filter(
    (state): state is StateChoice =>
      typeof state === 'object' &&
      state !== null &&
      typeof (state as StateChoice).code === 'string' &&
      /^[A-Z]{2}$/.test((state as StateChoice).code) &&
      typeof (state as StateChoice).name === 'string' &&
      (state as StateChoice).name.length > 0 &&
      (state as StateChoice).name.length <= 40,
  );
  return choices.length === states.length ? { kind, language, states: choices } : undefined;
}
