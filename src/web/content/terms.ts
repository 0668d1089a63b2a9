import type { DocumentSection } from './document';
import { minimumAge } from './privacy-policy';
import { site } from './site';

/** The terms of service at /terms: 14 sections (SPEC §2, §9). */
export const termsUpdated = '2026-11-21';

export const termsSections: DocumentSection[] = [
  {
    heading: '1. Acceptance of these terms',
    paragraphs: [
      `By using the ${site.productName} website and service you agree to these terms. If you do not agree, please do not use the service.`,
    ],
  },
  {
    heading: '2. What the service is',
    paragraphs: [
      `${site.productName} is a free attorney referral service for people injured in accidents. We gather information about your accident through an automated intake, prepare an estimated case value report, and, if your case is eligible, may refer you to a participating attorney.`,
    ],
  },
  {
    heading: '3. We are not a law firm',
    paragraphs: [
      `${site.productName} is not a law firm and does not give legal advice. Our staff and our intake agent are not your lawyers. Using the service does not create an attorney-client relationship with us or with any attorney; that happens only if an attorney agrees in writing to represent you.`,
    ],
  },
  {
    heading: '4. Eligibility',
    paragraphs: [
      `You must be at least ${minimumAge} years old and able to enter a binding agreement. A parent or guardian may use the service for a minor who was injured.`,
    ],
  },
  {
    heading: '5. Estimates are not guarantees',
    paragraphs: [
      'The case value report is an estimate based on what you told us and on general information. It is a range with its reasons, not a promise of any result. The outcome of any claim depends on facts, law, evidence and insurance that we may not know. Past results do not guarantee a similar outcome.',
    ],
  },
  {
    heading: '6. Deadlines',
    paragraphs: [
      'Claims must be brought within time limits that vary by state and case type and can be short. We do not calculate or monitor deadlines for you. Only an attorney can tell you which deadline applies to your case.',
    ],
  },
  {
    heading: '7. Referrals and how we are paid',
    paragraphs: [
      'The service is free to you. Participating attorneys pay to take part in our referral network. We do not recommend or endorse any particular attorney, and matching follows neutral rules. You are free to choose any attorney, or none. Any fee you pay an attorney is agreed between you and the attorney, usually as a contingency fee.',
    ],
  },
  {
    heading: '8. Your information and consent to contact',
    paragraphs: [
      'You agree to give accurate information. Our privacy policy describes how we handle it. When you agree to be contacted, we and the attorney matched to your case may call, text or email you as described in the consent you accepted, which you may withdraw at any time.',
    ],
  },
  {
    heading: '9. Acceptable use',
    paragraphs: ['You agree not to:'],
    list: [
      'submit false information or information about another person without their permission;',
      'upload unlawful, harmful or malicious files;',
      'interfere with the service, overload it, or try to reach data that is not yours;',
      'copy or reuse the site’s content for commercial purposes without our permission.',
    ],
  },
  {
    heading: '10. Emergencies',
    paragraphs: [
      'The service is not for emergencies. If you or someone else needs urgent medical help, call 911.',
    ],
  },
  {
    heading: '11. Intellectual property',
    paragraphs: [
      `The site, its text, design and software belong to ${site.productName} or its licensors. You may read, print and download content, including our forms and guides, for your own personal use.`,
    ],
  },
  {
    heading: '12. Disclaimers and limitation of liability',
    paragraphs: [
      'The service and its content are provided "as is" for general information. To the extent the law allows, we are not liable for indirect or consequential losses, or for any decision you make based on the site or the report. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    heading: '13. Changes and termination',
    paragraphs: [
      'We may change the service or these terms. When we change the terms we update the date below; continued use means you accept the new terms. We may suspend access for anyone who breaks them.',
    ],
  },
  {
    heading: '14. Governing law and contact',
    paragraphs: [
      `These terms are governed by the laws of the State of Ohio, without regard to its conflict-of-law rules. Questions: ${site.supportEmail} or ${site.supportPhone}.`,
    ],
  },
];
