/**
 * Which channels a case manager may use (issue 14): calls and texts only with the visitor's
 * consent record (they agreed to calls, texts and emails in the start flow; a chat started
 * at /chat directly has none), and not once the number proved wrong; email whenever we have
 * an address (the visitor gave it to receive their report and hear from us about it).
 */
export interface ContactChannels {
  mayCall: boolean;
  mayText: boolean;
  mayEmail: boolean;
  phoneBlockedReason: string | null;
}

export function contactChannelsOf(input: {
  hasConsent: boolean;
  phone: string | null;
  email: string | null;
  hasWrongNumber: boolean;
}): ContactChannels {
  const phoneBlockedReason = !input.phone
    ? 'No phone number was given.'
    : !input.hasConsent
      ? 'The visitor did not agree to calls or texts (no consent record): email only.'
      : input.hasWrongNumber
        ? 'The phone number was logged as a wrong number.'
        : null;
  return {
    mayCall: phoneBlockedReason === null,
    mayText: phoneBlockedReason === null,
    mayEmail: Boolean(input.email),
    phoneBlockedReason,
  };
}
