/**
 * SPEC §5 rules for the start form, in plain code: this runs in the home page's chunk,
 * which stays free of zod (docs/decisions/0040-browser-webhook-client-without-zod.md).
 */
export const startFormMessages = {
  fullName: 'Please enter your full name (first and last name)',
  phoneNumber: 'Please enter a valid 10-digit phone number',
} as const;

export const PHONE_FIELD_MAX_LENGTH = 14;

export interface StartFormValues {
  fullName: string;
  phoneNumber: string;
  description: string;
}

export type StartFormErrors = Partial<Record<'fullName' | 'phoneNumber', string>>;

/** At least two whitespace-separated words. */
export function isFullName(value: string): boolean {
  return value.trim().split(/\s+/).filter(Boolean).length >= 2;
}

/** Exactly 10 digits once everything else is removed. */
export function isPhoneNumber(value: string): boolean {
  return value.replace(/\D/g, '').length === 10;
}

/**
 * As-you-type formatting to (123) 456-7890. Digits beyond ten are dropped, so the
 * field never exceeds 14 characters.
 */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function validateStartForm(values: StartFormValues): StartFormErrors {
  const errors: StartFormErrors = {};
  if (!isFullName(values.fullName)) errors.fullName = startFormMessages.fullName;
  if (!isPhoneNumber(values.phoneNumber)) errors.phoneNumber = startFormMessages.phoneNumber;
  return errors;
}
