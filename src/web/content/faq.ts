import { MAX_ATTACHMENT_MB, MAX_ATTACHMENTS } from '../../contracts/limits';

import { facts } from './facts';
import { site } from './site';

export const faqCategories = ['Process', 'Pricing', 'Legal', 'Technical'] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** SPEC §3 "FAQ entry": id (string), category, question, answer. Ten entries. */
export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Where a fact in the answer comes from (not shown as part of the answer). */
  sources?: string[];
}

export const faqEntries: FaqEntry[] = [
  {
    id: 'how-does-it-work',
    category: 'Process',
    question: 'How does the free case evaluation work?',
    answer:
      'You tell us your name, a phone number and a few words about what happened, then answer about 15 questions from our intake agent in a chat. When you finish, you leave an email address and we send you a case value report. If your case looks eligible, a case manager contacts you within 24-48 hours about being matched with a participating attorney.',
  },
  {
    id: 'how-long',
    category: 'Process',
    question: 'How long does the intake take?',
    answer:
      'Most people finish in 15-20 minutes. The chat covers 15 questions; if more detail would make your estimate more useful, you can choose to answer 15 more, or end there and get your report.',
  },
  {
    id: 'what-to-have-ready',
    category: 'Process',
    question: 'What should I have ready before I start?',
    answer:
      'The date and place of the accident, the names of anyone involved, any insurance information, a rough total of your medical bills and missed work, and any police or incident report number. If you do not know something, say so: the report will note what is still unknown.',
  },
  {
    id: 'is-it-free',
    category: 'Pricing',
    question: 'Is the evaluation really free?',
    answer:
      'Yes. The evaluation and the report cost you nothing, and there is no sign-up. Participating attorneys pay to take part in our referral network; you never pay us.',
  },
  {
    id: 'attorney-fees',
    category: 'Pricing',
    question: 'How do attorneys get paid if I am matched?',
    answer: `${facts.contingencyFee.statement} The exact percentage, and whether case costs come out before or after it, is set in the written agreement you sign with the attorney, so read it before you sign.`,
    sources: facts.contingencyFee.sources,
  },
  {
    id: 'legal-advice',
    category: 'Legal',
    question: 'Is Case Intake a law firm? Will I get legal advice?',
    answer:
      'No. Case Intake is a referral service, not a law firm, and nothing we send you is legal advice. Using the service does not create an attorney-client relationship. Only a licensed attorney who has agreed to represent you can advise you about your case.',
  },
  {
    id: 'deadlines',
    category: 'Legal',
    question: 'Is there a deadline to file a claim?',
    answer: `Yes, and it matters. ${facts.filingDeadline.statement} The exact deadline depends on your state, the type of case and who is involved, so an attorney must confirm it. If your accident was a while ago, start soon.`,
    sources: facts.filingDeadline.sources,
  },
  {
    id: 'go-to-court',
    category: 'Legal',
    question: 'Will my case have to go to court?',
    answer: `Probably not. ${facts.settlementRate.statement} Whether yours settles depends on the facts, the insurance available and the choices you make with your attorney.`,
    sources: facts.settlementRate.sources,
  },
  {
    id: 'data-safety',
    category: 'Technical',
    question: 'What happens to the information I share?',
    answer:
      'We store what you tell us (your contact details, your consent, the chat and any files you upload) to prepare your report and, if you qualify, to pass your case to a matched attorney. We use no advertising pixels or third-party analytics. You can ask us to delete your data at any time by emailing support; the privacy policy explains what we keep and for how long.',
  },
  {
    id: 'devices',
    category: 'Technical',
    question: 'Can I use my phone, and can I upload documents?',
    answer: `Yes. The site works in any modern browser on a phone, tablet or computer. In the chat you can attach photos, bills or reports (up to ${MAX_ATTACHMENTS} files of ${MAX_ATTACHMENT_MB} MB each, and 50 MB in all per chat). If something does not work, email ${site.supportEmail} or call ${site.supportPhone}.`,
  },
];
