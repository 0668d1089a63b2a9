/** /how-it-works (SPEC §2): four steps with their durations, benefits, and the timeline bars. */
export const howItWorksSteps = [
  {
    title: 'Complete Case Intake',
    duration: '15-20 minutes',
    text: 'Describe your accident and answer the intake agent’s questions in a private chat. Attach photos, bills or reports if you have them.',
    progress: 25,
  },
  {
    title: 'AI Analysis',
    duration: 'instant',
    text: 'Your answers are organised into a case record and checked against the factors that shape a claim’s value.',
    progress: 50,
  },
  {
    title: 'Get Evaluation Report',
    duration: 'immediate',
    text: 'Leave your email address and receive a case value report: an estimated range, the reasons behind it, and what is still unknown.',
    progress: 75,
  },
  {
    title: 'Attorney Matching',
    duration: '24-48 hours',
    text: 'If your case is eligible, a case manager contacts you within 24-48 hours about a participating attorney who works on contingency.',
    progress: 100,
  },
];

export const howItWorksBenefits = [
  { title: 'Completely free', text: 'No cost and no sign-up for the evaluation or the report.' },
  { title: 'Private', text: 'No advertising pixels or third-party trackers; delete your data on request.' },
  { title: 'Available 24/7', text: 'Start whenever suits you, from a phone or a computer.' },
  { title: 'No obligation', text: 'You decide whether to speak to an attorney, and which one.' },
];

export const aiAdvantages = [
  {
    title: 'Consistent',
    text: 'Every case is asked about the same key facts, so nothing important is missed.',
  },
  {
    title: 'Listens first',
    text: 'What you already wrote in your description is confirmed, not asked again.',
  },
  {
    title: 'Transparent',
    text: 'The report shows its range and its reasons, never a single promised number.',
  },
  { title: 'Reviewed by people', text: 'A case manager reviews eligible cases before any referral.' },
];

/** SPEC §2: what the AI considers — case factors, financial impact, legal precedents. */
export const analysisFactors = [
  {
    title: 'Case factors',
    items: [
      'Type of accident and who was at fault',
      'Severity and permanence of injuries',
      'Evidence available',
    ],
  },
  {
    title: 'Financial impact',
    items: [
      'Medical bills, past and expected',
      'Lost wages and earning capacity',
      'Property damage and other costs',
    ],
  },
  {
    title: 'Legal precedents',
    items: [
      'How similar claims are usually valued',
      'Your state’s shared-fault rule and damage caps',
      'Available insurance and filing deadlines',
    ],
  },
];
