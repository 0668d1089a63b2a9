import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A US phone number as E.164 (libphonenumber-js), or null when it does not parse. */
export function phoneE164(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, 'US');
  return parsed?.isPossible() ? parsed.number : null;
}
