import type { DocumentSection } from './document';
import { site } from './site';

/**
 * The privacy policy shown at /privacy and /privacy-policy: 11 sections (SPEC §2, §9),
 * minimum age 18. It must describe what the product really stores
 * (../shared/research/compliance.md §5.5); change it when the store changes.
 */
export const privacyPolicyUpdated = '2026-11-21';
export const minimumAge = 18;

export const privacySections: DocumentSection[] = [
  {
    heading: '1. Who we are',
    paragraphs: [
      `${site.productName} is a free referral service for people hurt in accidents, operated from ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}. We are not a law firm. This policy explains what we collect when you use this website, why, how long we keep it, and the choices you have.`,
    ],
  },
  {
    heading: '2. What we collect',
    paragraphs: ['We collect only what you give us and what is needed to run the service:'],
    list: [
      'Contact details: your name, phone number and email address.',
      'Consent records: the exact consent text you agreed to and its version, the time, your IP address, your browser’s user agent and the page address, so we can show what you agreed to and when.',
      'Your accident description and the full transcript of your intake chat.',
      'Files you upload in the chat, such as photos, bills or reports.',
      'Your case record (the facts drawn from the chat) and the case value report we prepare.',
      'Newsletter subscriptions: your email address and your newsletter consent.',
      'Messages you send through our contact form.',
      'A short random session id kept in your browser’s session storage and in the page address, which links the pages of one visit.',
    ],
  },
  {
    heading: '3. How we use it',
    paragraphs: ['We use your information to:'],
    list: [
      'run the intake chat and prepare and email your case value report;',
      'decide whether your case is eligible for referral and, if it is, contact you about being matched with a participating attorney;',
      'answer messages you send us;',
      'send the newsletter, only if you subscribed;',
      'keep the service secure and working, and meet our legal obligations.',
    ],
  },
  {
    heading: '4. Sharing with attorneys and service providers',
    paragraphs: [
      'If your case is eligible and you agree, we share your case details with the participating attorney or law firm matched to your case, so they can contact you. We do not sell your information.',
      'We use service providers only to run the service (for example hosting and email delivery), under contracts that limit them to that purpose. We may disclose information when the law requires it.',
    ],
  },
  {
    heading: '5. Cookies, analytics and advertising',
    paragraphs: [
      'We use no advertising pixels, no third-party analytics and no social media trackers, and we load no scripts, fonts or images from other companies. Your browser stores only your theme choice, your session id and, if you use our expense tracker, the entries you add to it, which never leave your device.',
    ],
  },
  {
    heading: '6. How long we keep it',
    paragraphs: ['We keep information only as long as we need it:'],
    list: [
      'Intakes never finished that nobody at our office has worked on, with their transcripts and uploads: deleted 30 days after the last activity on them.',
      'Other intakes that are not referred to an attorney, with their transcripts, uploads and reports: deleted 180 days after the last activity on them.',
      'Cases referred to an attorney: kept while the referral is active, and deleted 180 days after the case is closed.',
      'Consent records: kept as long as the intake they belong to, and deleted with it.',
      'Contact form messages: deleted one year after we receive them.',
      'Newsletter subscriptions: until you unsubscribe.',
    ],
  },
  {
    heading: '7. How we protect it',
    paragraphs: [
      'Information travels over encrypted connections and is kept on access-controlled servers. Only staff who need it to handle your case can see it. We keep personal details out of page addresses and out of our logs. If a breach affects your information, we will tell you as the law requires.',
    ],
  },
  {
    heading: '8. Your choices and rights',
    paragraphs: [
      `You can ask to see the information we hold about you, to correct it, or to delete it, and you can withdraw your consent to be contacted at any time. Email ${site.supportEmail} from the address you gave us, or call ${site.supportPhone}, and tell us what you would like. We answer within 30 days. You can reply STOP to any text and unsubscribe from any email at any time.`,
    ],
  },
  {
    heading: '9. Minimum age',
    paragraphs: [
      `This service is for adults. You must be at least ${minimumAge} years old to use it. If you are asking on behalf of a child who was hurt, a parent or guardian should complete the intake. We do not knowingly collect information from anyone under ${minimumAge}; if we learn we have, we delete it.`,
    ],
  },
  {
    heading: '10. Changes to this policy',
    paragraphs: [
      'When we change this policy, we update the date below and, for significant changes, say so on the website. The version in force when you gave us information applies to it unless you agree to the new one.',
    ],
  },
  {
    heading: '11. Contact us',
    paragraphs: [
      `Questions about privacy: email ${site.supportEmail}, call ${site.supportPhone} (${site.supportHours}), or write to ${site.productName}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}.`,
    ],
  },
];
