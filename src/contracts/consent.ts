import { organization } from './organization';

/**
 * The contact consent a visitor agrees to in the start flow (SPEC §9; compliance.md §5.1,
 * §5.4). The browser shows exactly this text; the server stores exactly this text with its
 * version in the consent record. Change the wording only together with a new version.
 */
export const CONSENT_VERSION = 'contact-consent-2026-11-21';

export const consentParagraphs: readonly string[] = [
  `By selecting "I Agree", you authorize ${organization.productName} and the participating attorney or law firm matched to your case to contact you about your accident and your case evaluation at the phone number and email address you give us, by phone calls, text messages and emails, including calls and texts sent with automated technology or prerecorded voices. Message and data rates may apply.`,
  'Your consent is not a condition of using the free evaluation or of any purchase.',
  `You can withdraw at any time: reply STOP to any text message, use the unsubscribe link in any email, or ask to be placed on our do-not-call list by emailing ${organization.supportEmail}.`,
  `${organization.productName} is a referral service, not a law firm. We do not give legal advice, using this service does not create an attorney-client relationship, and any estimate we give is not a guarantee of any outcome. Participating attorneys pay to take part in our referral network.`,
];

export const consentText = consentParagraphs.join('\n\n');

/** Newsletter sign-up consent (CAN-SPAM marketing email), recorded with each subscriber. */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-consent-2026-11-21';
export const newsletterConsentText = `I agree to receive the weekly ${organization.productName} newsletter by email. I can unsubscribe at any time with the link in every issue or by emailing ${organization.supportEmail}.`;
