import { site } from './site';

/** /contact (SPEC §2, §8, §9). */
export const contactCards = [
  {
    key: 'email',
    title: 'Email',
    value: site.supportEmail,
    href: `mailto:${site.supportEmail}`,
    note: 'We reply within 24 hours.',
  },
  {
    key: 'phone',
    title: 'Phone',
    value: site.supportPhone,
    href: site.supportPhoneHref,
    note: site.supportHours,
  },
  {
    key: 'address',
    title: 'Headquarters',
    value: `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    href: undefined,
    note: 'Visits by appointment only.',
  },
  {
    key: 'ai',
    title: 'AI Evaluation',
    value: 'Available 24/7',
    href: '/intake',
    note: 'Start your free case evaluation any time.',
  },
] as const;

export const contactQuickActions = [
  {
    title: 'Start Free Evaluation',
    text: 'Tell us what happened and get your case value report.',
    to: '/intake',
  },
  { title: 'Read the FAQ', text: 'Answers about fees, deadlines and your data.', to: '/faq' },
  { title: 'How It Works', text: 'The four steps from your story to a report.', to: '/how-it-works' },
] as const;

export const contactMessages = {
  sending: 'Sending...',
  successTitle: 'Message Sent!',
  successBody: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failureTitle: 'Your message was not sent',
  failureBody: `Please try again in a moment, or email us at ${site.supportEmail}. Your message is still in the form.`,
  emergencyTitle: 'Medical emergency? Call 911 now.',
  emergencyText: 'This form and our chat are not monitored for emergencies.',
};
